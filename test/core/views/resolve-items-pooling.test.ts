import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { loadDesign } from '../../../src/core/formats/load-design.ts';

/**
 * resolveItems shares one value object per distinct key and checks it once, and stops pooling a
 * key slot whose values do not repeat after a trial of 4,096 lookups. Neither may change what
 * the analysis says: every item keeps its own key, and invalid keys are rejected wherever they
 * appear, before, during or after the trial.
 */
function design(n: number, badAt: ReadonlySet<number>) {
  const items = Array.from({ length: n }, (_, i) => ({
    g: { S: `G${i % 7}` }, // repeats: stays pooled
    s: { S: badAt.has(i) ? '' : `S${i}` } // unique: pooling stops after the trial
  }));
  const loaded = loadDesign({
    format: 'keyscope.design',
    version: 1,
    name: 'pool',
    tables: [
      { name: 'Pool', partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'SK', type: 'S' } }
    ],
    entities: [{ name: 'E', table: 'Pool', keys: { PK: 'P#${g}', SK: '${s}' }, items }]
  });
  if (!loaded.ok) throw new Error('does not load');
  return analyzeDesign(loaded.design, { checkItemSizes: false });
}

describe('resolveItems key pooling', () => {
  it('keeps every item under its own key and rejects empty keys before, during and after the trial', () => {
    const bad = new Set([3, 4095, 4096, 9000]);
    const a = design(10_000, bad);
    const view = a.tables[0]!.views[0]!;
    expect(view.itemCount).toBe(10_000 - bad.size);
    expect(view.collections.map((c) => (c.pk as { S: string }).S)).toEqual(
      Array.from({ length: 7 }, (_, i) => `P#G${i}`)
    );
    for (const c of view.collections) {
      for (const e of c.entries) {
        const order = e.item.order;
        expect((e.pk as { S: string }).S).toBe(`P#G${order % 7}`);
        expect((e.sk as { S: string }).S).toBe(`S${order}`);
      }
    }
    const rejected = a.tables[0]!.resolved.items.filter((i) => i.rejection).map((i) => i.order);
    expect(rejected).toEqual([...bad]);
  });

  it('shares one value object between items with the same partition key', () => {
    const items = design(100, new Set()).tables[0]!.resolved.items;
    expect(items[0]!.keys[0]).toBe(items[7]!.keys[0]);
    expect(items[0]!.keys[1]).not.toBe(items[7]!.keys[1]);
  });
});
