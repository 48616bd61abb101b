import { describe, expect, expectTypeOf, it } from 'vitest';
import type { LiveLoad } from '../../../src/ui/live/live-load.svelte.ts';
import { readCompleteness } from '../../../src/core/result-sets/read-completeness.ts';
import { exportProvenance, type SharedLiveSet } from '../../../src/ui/share/export-provenance.ts';

/** A live set as LiveLoad has it: a Scan of orders at us-east-1 that stopped at the item cap. */
const set = (bound: boolean): SharedLiveSet => ({
  name: 'Scan of orders',
  completeness: readCompleteness({ end: 'item-cap', items: 10, total: 22 }),
  origin: { target: 'us-east-1' },
  settings: { source: { table: 'orders' } },
  designs: { bound }
});

const PARTIAL =
  'Items read from table "orders" at us-east-1: Scan of orders — partial: 10 of ≈22 items (stopped at the item cap). What is drawn from the items holds for these items only.';

describe('exportProvenance', () => {
  it.each<[string, boolean, SharedLiveSet | null | undefined, string | undefined]>([
    ['the studio shows the live set', true, set(true), PARTIAL],
    ['the user opened another design since the load', true, set(false), undefined],
    ['a design of the user’s own is open', false, set(true), undefined],
    ['there is no live set', false, null, undefined],
    ['the menu is given no live state', false, undefined, undefined],
    ['a live design is open with no set at hand', true, null, undefined]
  ])('when %s', (_, live, liveSet, want) => {
    expect(exportProvenance({ live }, liveSet)).toBe(want);
  });

  it('says a complete set is complete, for provenance all the same', () => {
    const complete = {
      ...set(true),
      completeness: readCompleteness({ end: 'complete', items: 22 })
    };
    expect(exportProvenance({ live: true }, complete)).toBe(
      'Items read from table "orders" at us-east-1: Scan of orders — complete: 22 items.'
    );
  });

  it('takes the live state’s own sets (LiveLoad) as they are', () => {
    // Checked by the type checker (npm run check): App hands the menu `live.load`.
    expectTypeOf<LiveLoad>().toExtend<SharedLiveSet>();
  });
});
