import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import { buildView } from '../../../src/core/views/build-view.ts';
import { resortedView } from '../../../src/core/views/resorted-view.ts';
import type { SortedView } from '../../../src/core/views/sorted-view.ts';
import { gsi, makeDesign, makeEntity, makeTable } from './make-design.ts';

const SK_TEMPLATES = ['S#${b}', '${b}#${c}', '${c}', 'X', '${b}', 'S#${c}#'];
const value = fc.constantFrom('1', '2', 'a', '', 'é');
const item: fc.Arbitrary<AttributeMap> = fc
  .record({ a: value, b: value, c: value }, { requiredKeys: [] })
  .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, { S: v }])));

/**
 * One entity's items in a table keyed by their position (so every item is stored, and the
 * rejections are the same whatever the index's templates), with a GSI keyed by `G#${a}` and the
 * sort key template given: an item that cannot fill either is absent from the index.
 */
function tableOf(items: AttributeMap[], sk: string) {
  const numbered = items.map((it, n) => ({ ...it, n: { S: `n${n}` } }));
  const design = makeDesign(
    [makeTable({ gsis: [gsi('ByG', ['G', 'S'], ['H', 'S'])] })],
    [makeEntity('E', { PK: 'T#${n}', SK: 'X', G: 'G#${a}', H: sk }, numbered)]
  );
  return analyzeDesign(design).tables[0]!;
}

/** The GSI's view before and after the sort key edit, rebuilt afresh, and the re-sort's. */
function edited(items: AttributeMap[], from: string, to: string) {
  const before = tableOf(items, from);
  const after = tableOf(items, to);
  const previous = before.views[1] as SortedView;
  const fresh = buildView(after.resolved, after.views[1]!.spec, after.views[0]!);
  const got = resortedView(previous, after.resolved, fresh.spec, fresh.pkSlot, fresh.skSlot);
  return { previous, fresh, got };
}

const shape = (v: SortedView) => ({
  orders: [...v.orders],
  starts: [...v.starts],
  absent: [...v.absentOrders],
  over: v.overwrites ? [...v.overwrites] : null,
  itemCount: v.itemCount,
  collisionRuns: v.collisionRuns
});

/** Which items the view holds, as a sorted list of write orders. */
const held = (v: SortedView) => [...v.orders].sort((x, y) => x - y);

describe('resortedView', () => {
  it('gives what buildView gives after a sort key edit that keeps every item in the view', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 25 }),
        fc.constantFrom(...SK_TEMPLATES),
        fc.constantFrom(...SK_TEMPLATES),
        (items, from, to) => {
          const { previous, fresh, got } = edited(items, from, to);
          // The caller's condition: the same items refused (an empty index key refuses the write).
          fc.pre(
            JSON.stringify([...previous.resolved.rejections]) ===
              JSON.stringify([...fresh.resolved.rejections])
          );
          // The oracle: a re-sort is right exactly when the held items are the same.
          if (JSON.stringify(held(previous)) !== JSON.stringify(held(fresh)))
            expect(got).toBeNull();
          else expect(got && shape(got)).toEqual(shape(fresh));
        }
      ),
      { numRuns: 500 }
    );
  });

  it.each([
    { name: 'an item gains its sort key', from: 'S#${c}', to: 'S#${b}' },
    { name: 'an item loses its sort key', from: 'S#${b}', to: 'S#${c}' }
  ])('declines when $name', ({ from, to }) => {
    expect(edited([{ a: { S: 'x' }, b: { S: 'b' } }], from, to).got).toBeNull();
  });

  it('re-sorts a collection the edit reordered', () => {
    const items = [
      { a: { S: 'x' }, b: { S: '2' }, c: { S: '1' } },
      { a: { S: 'x' }, b: { S: '1' }, c: { S: '2' } }
    ];
    const { previous, got } = edited(items, 'S#${b}', 'S#${c}');
    expect([...previous.orders]).toEqual([1, 0]);
    expect(got && [...got.orders]).toEqual([0, 1]);
  });
});
