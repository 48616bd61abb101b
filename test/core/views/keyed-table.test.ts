import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { compareKeyValues } from '../../../src/core/keys/compare-key-values.ts';
import type { AttributeMap, KeyValue } from '../../../src/core/model/attribute-value.ts';
import { keyOrder } from '../../../src/core/views/key-order.ts';
import { mergeRanks } from '../../../src/core/views/merge-ranks.ts';
import { sourceColumn } from '../../../src/core/views/source-column.ts';
import { item, makeDesign, makeEntity, makeTable } from './make-design.ts';

describe('sourceColumn', () => {
  it('numbers distinct values per type, and marks items without the attribute', () => {
    const items: AttributeMap[] = [
      { g: { S: 'a' } },
      { g: { S: 'b' } },
      { g: { S: 'a' } },
      { g: { N: 'a' } },
      {},
      { g: { BOOL: true } }
    ];
    const c = sourceColumn(items, 'g');
    expect([...c.ids]).toEqual([0, 1, 0, 2, -1, 3]);
    expect([...c.firstItem]).toEqual([0, 1, 3, 5]);
    expect(c.values).toEqual([{ S: 'a' }, { S: 'b' }, { N: 'a' }, { BOOL: true }]);
    expect(c.values[0]).toBe(items[0]!['g']); // the item's own value, read once
    expect(sourceColumn(items, 'g')).toBe(c); // once per items array
  });

  it('copies each S, N and B value once, for re-keys to read, and keeps other values as they are', () => {
    const items: AttributeMap[] = [
      { g: { S: 'a' } },
      { g: { N: '1.0' } },
      { g: { B: 'AQ==' } },
      { g: { BOOL: true } },
      { g: { S: 'a' } }
    ];
    const c = sourceColumn(items, 'g');
    expect(c.copies).toEqual(c.values);
    expect(c.copies.map((v, d) => v === c.values[d])).toEqual([false, false, false, true]);
    expect(c.copies).toBe(c.copies); // made at first use, then kept
  });

  it.each([
    ['ASCII and Latin texts', ['a', 'é', '10'], true],
    ['a text from U+E000 up', ['a', '\uFF5E'], false],
    ['an emoji (a surrogate pair)', ['\u{1F600}'], false],
    ['a lone surrogate', ['\uD800'], false]
  ])('says whether every text is below U+D800: %s', (_, texts, plain) => {
    const items = texts.map((t): AttributeMap => ({ g: { S: t } }));
    expect(sourceColumn(items, 'g').plain).toBe(plain);
  });

  it('never reads an inherited property as an attribute', () => {
    const items = [{} as AttributeMap, Object.create(null) as AttributeMap];
    expect([...sourceColumn(items, 'constructor').ids]).toEqual([-1, -1]);
    expect([...sourceColumn(items, '__proto__').ids]).toEqual([-1, -1]);
  });
});

/** mergeRanks over runs of one type, each sorted: ranks must order values as comparing them does. */
function expectRanksAsSorted(type: 'S' | 'N', runs: readonly (readonly string[])[]): void {
  const lists = runs.map((r) => {
    const vs = r.map((x): KeyValue => (type === 'S' ? { S: x } : { N: x }));
    const o = keyOrder(type, vs);
    return { vs: o.sortedIndices().map((i) => vs[i]!), order: o.permuted(o.sortedIndices()) };
  });
  const merged = mergeRanks(lists.map((l) => l.order));
  const all = lists.flatMap((l, r) => l.vs.map((v, i) => ({ v, rank: merged.toRank[r]![i]! })));
  for (const x of all)
    for (const y of all)
      expect(Math.sign(x.rank - y.rank) + 0).toBe(Math.sign(compareKeyValues(x.v, y.v)) + 0);
  expect(merged.size).toBe(new Set(all.map((x) => x.rank)).size);
}

describe('mergeRanks', () => {
  const values = fc.array(fc.constantFrom('1', '1.0', '2', '-3', '1E+2', '100', '0.5'), {
    maxLength: 8
  });
  it('ranks the values of any number of runs exactly as sorting them all would (N, equal values share a rank)', () => {
    fc.assert(
      fc.property(fc.array(values, { maxLength: 20 }), (runs) => expectRanksAsSorted('N', runs))
    );
  });
  it('ranks strings as sorting them all would, each run holding a string once (as runs do)', () => {
    const run = fc.uniqueArray(fc.constantFrom('a', 'b', 'ab', 'é', '\u{1F600}', '\uFF5E', ''), {
      maxLength: 7
    });
    fc.assert(
      fc.property(fc.array(run, { maxLength: 6 }), (runs) => expectRanksAsSorted('S', runs))
    );
  });
  it.each([
    ['a few runs (their heads scanned)', 8],
    ['many runs (a heap of runs)', 12]
  ])('ranks strings below U+D800 as sorting them all would: %s', (_, most) => {
    const run = fc.uniqueArray(fc.constantFrom('a', 'b', 'ab', 'B', 'é', 'a b', 'zz'), {
      maxLength: 7
    });
    fc.assert(
      fc.property(fc.array(run, { minLength: most - 3, maxLength: most }), (runs) =>
        expectRanksAsSorted('S', runs)
      )
    );
  });
  it('ranks long runs of strings below U+D800 that interleave in blocks as sorting them all would', () => {
    // Up to 30 distinct strings a run: one run's values follow one another for a while, then
    // another's, and the run left last finishes alone (a few runs are merged a block at a time).
    const run = fc.uniqueArray(fc.stringMatching(/^[ab\u00e9]{0,3}$/), { maxLength: 30 });
    fc.assert(
      fc.property(fc.array(run, { minLength: 1, maxLength: 5 }), (runs) =>
        expectRanksAsSorted('S', runs)
      )
    );
  });
});

describe('items made from the columns', () => {
  const design = makeDesign(
    [makeTable()],
    [
      makeEntity('E', { PK: 'P#${a}', SK: 'S#${b}' }, [
        item({ a: '1', b: '2', big: 'x'.repeat(1000) })
      ])
    ]
  );
  it('post as themselves only: a structured clone carries no columns or other items', () => {
    const t = analyzeDesign(design).tables[0]!;
    const made = t.resolved.item(0)!;
    const posted = structuredClone(made) as unknown as Record<string, unknown>;
    expect(Object.keys(posted).sort()).toEqual(
      ['attributes', 'entity', 'keyProblems', 'keys', 'order', 'rejection'].sort()
    );
    expect(JSON.stringify(structuredClone(t.views[0]!.collection(0).entry(0))).length).toBeLessThan(
      1400
    );
  });
  it('are the same object however they are reached', () => {
    const t = analyzeDesign(design).tables[0]!;
    expect(t.views[0]!.collection(0).entry(0).item).toBe(t.resolved.item(0));
    expect(t.resolved.items[0]).toBe(t.resolved.item(0));
  });
});
