import type { DrawableGraph } from './drawable-graph.ts';

/**
 * A seed for a graph's layout computed from what it shows (its title and node ids, FNV-1a), so
 * the same design gets the same picture on every machine and in a shared link without storing
 * a seed anywhere.
 *
 * @example
 * layoutSeed(entityGraph(gaming, analysis)) === layoutSeed(entityGraph(gaming, analysis)); // true
 */
export function layoutSeed(graph: DrawableGraph): number {
  let h = 0x811c9dc5;
  const add = (text: string): void => {
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0xff;
    h = Math.imul(h, 0x01000193);
  };
  add(graph.title);
  for (const n of graph.nodes) add(n.id);
  return h >>> 0;
}
