import type { Design } from '../model/design.ts';

/**
 * How many items a design holds: every table's own items plus every entity's items. The
 * studio uses it to choose between analysing in the page and in a Web Worker.
 *
 * @example
 * countItems({ name: 'x', tables: [], entities: [], accessPatterns: [] }); // 0
 */
export function countItems(design: Design): number {
  let n = 0;
  for (const t of design.tables) n += t.items.length;
  for (const e of design.entities) n += e.items.length;
  return n;
}
