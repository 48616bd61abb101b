import { describe, expect, it } from 'vitest';
import { defaultExpanded } from '../../../src/core/graph/default-expanded.ts';
import type { ItemGraph } from '../../../src/core/graph/item-graph.ts';

/** A graph with kinds of the given sizes (only what defaultExpanded reads). */
function sized(...sizes: number[]): ItemGraph {
  const starts = [0];
  for (const s of sizes) starts.push(starts.at(-1)! + s);
  return {
    kinds: sizes.map((_, i) => ({ id: `k${i}`, label: '', entities: [], metadata: false })),
    kindStarts: Int32Array.from(starts)
  } as unknown as ItemGraph;
}

describe('defaultExpanded', () => {
  it.each([
    ['small kinds all open', [3, 4, 5], 150, 60, ['k0', 'k1', 'k2']],
    ['a kind of one is a node anyway', [1, 2], 150, 60, ['k1']],
    ['a kind over a page stays a cluster', [61, 2], 150, 60, ['k1']],
    ['open in order while the budget lasts', [40, 40, 40, 40], 100, 60, ['k0', 'k1']],
    ['nothing fits', [10], 5, 60, []]
  ])('%s', (_, sizes, budget, page, open) => {
    expect([...defaultExpanded(sized(...sizes), budget, page)]).toEqual(open);
  });
});
