import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import {
  heatPartitionNeed,
  MAX_ILLUSTRATED_PARTITIONS
} from '../../../src/core/heat/heat-partition-need.ts';
import { HeatSink } from '../../../src/core/heat/heat-sink.ts';
import { viewColumns } from '../../../src/core/heat/view-columns.ts';
import { item, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

/** A two-collection table, its sink loaded with `reads` read units on each collection. */
function need(reads: readonly [number, number], extra = 0, unplacedWrites = 0) {
  const d = makeDesign(
    [makeTable()],
    [makeEntity('E', { PK: 'P#${id}', SK: 'S' }, [item({ id: '1' }), item({ id: '2' })])]
  );
  const { resolved, views } = analyzeDesign(d).tables[0]!;
  const view = views[0]!;
  const sink = new HeatSink(view.collectionCount);
  reads.forEach((units, c) => sink.read(c, units, 0, 1));
  if (extra) sink.readExtra('P#9', { S: 'P#9' }, extra, 0, 1);
  sink.unplacedWrites(unplacedWrites, 0);
  return heatPartitionNeed({ heatView: view, cols: viewColumns(resolved, view), lsis: [], sink });
}

describe('heatPartitionNeed', () => {
  it.each([
    ['a light load fits one partition', [10, 20], 0, 0, 30, 0, 1, 1],
    ['reads on both keys add up to two partitions', [1500, 4500], 0, 0, 6000, 0, 2, 2],
    ['a key the view does not hold counts', [1500, 1500], 3000, 0, 6000, 0, 2, 2],
    ['writes that land on no key count', [0, 0], 0, 2500, 0, 2500, 3, 3],
    [
      'past MAX_ILLUSTRATED_PARTITIONS only that many are illustrated',
      [3000 * 20_000, 0],
      0,
      0,
      3000 * 20_000,
      0,
      20_000,
      MAX_ILLUSTRATED_PARTITIONS
    ]
  ] as const)('%s', (_, reads, extra, unplaced, readUnits, writeUnits, needed, count) => {
    expect(need(reads, extra, unplaced)).toMatchObject({ readUnits, writeUnits, needed, count });
  });

  it('counts the view’s storage: its items and 100 bytes of overhead each', () => {
    const n = need([0, 0]);
    expect(n.bytes.length).toBe(2);
    expect(n.storage).toBe(n.bytes[0]! + n.bytes[1]! + 200);
  });
});
