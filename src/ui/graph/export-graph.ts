import { graphSvg } from '../../core/graph/graph-svg.ts';
import type { ItemGraphAnswer } from '../../core/session/graph-query.ts';
import { fileBase } from '../../core/text/file-base.ts';
import { downloadBlob } from './download-blob.ts';
import type { Drawn } from './graph-model.svelte.ts';
import { svgToPng } from './svg-to-png.ts';

/**
 * The file name (without extension) of a graph's picture: the design's, the graph's kind and,
 * for an index's item graph, the index's.
 *
 * @example
 * graphFileName('Gaming', drawn.what); // 'Gaming-entities'
 */
export function graphFileName(designName: string, what: Drawn['what']): string {
  const index = what.kind === 'items' && what.answer.index ? `-${fileBase(what.answer.index)}` : '';
  return `${fileBase(designName)}-${what.kind}${index}`;
}

/** Download the graph drawn as SVG or PNG; returns what to say (done, or why not). */
export async function exportGraph(
  drawn: Drawn,
  designName: string,
  format: 'svg' | 'png'
): Promise<string> {
  const svg = graphSvg(drawn.graph, drawn.layout);
  const name = graphFileName(designName, drawn.what);
  try {
    if (format === 'svg') downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), `${name}.svg`);
    else downloadBlob(await svgToPng(svg), `${name}.png`);
    return `Exported ${name}.${format}.`;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** The status line under an item graph: how many items, nodes and shown, and how clusters open. */
export function itemGraphStatus(items: ItemGraphAnswer): string {
  const clusters = items.graph.nodes.some((n) => n.cluster)
    ? ' (clusters open with Enter or a click)'
    : '';
  return `${items.itemCount.toLocaleString('en')} items between ${items.nodeCount.toLocaleString('en')} nodes, ${items.graph.nodes.length.toLocaleString('en')} shown${clusters}.`;
}
