import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RowSlots, type SlotRow } from '../../../src/ui/table/row-slots.ts';

const h = (row: number): SlotRow => ({ row, kind: 'collection' });
const i = (row: number): SlotRow => ({ row, kind: 'item' });

/** Slots of `rows` after the calls `before` (each [rows, generation]). */
function slotsAfter(before: [SlotRow[], number][], rows: SlotRow[], generation: number) {
  const slots = new RowSlots();
  for (const [r, g] of before) slots.assign(r, g);
  return slots.assign(rows, generation).map((s) => s.slot);
}

describe('RowSlots', () => {
  it.each([
    {
      name: 'the first rows get slots in order',
      before: [] as [SlotRow[], number][],
      rows: [h(0), i(1), i(2)],
      generation: 1,
      slots: [0, 1, 2]
    },
    {
      name: 'a scroll keeps the slots of rows still in view and gives new rows new slots',
      before: [[[h(0), i(1), i(2)], 1]] as [SlotRow[], number][],
      rows: [i(1), i(2), i(3)],
      generation: 1,
      slots: [1, 2, 3]
    },
    {
      name: 'a new analysis hands the slot of a row gone to a new row of its kind',
      before: [[[h(0), i(1), i(2)], 1]] as [SlotRow[], number][],
      rows: [i(1), i(2), i(3)],
      generation: 2,
      slots: [1, 2, 3]
    },
    {
      name: 'a new analysis that turns an item row into a header reuses the header slot',
      before: [[[h(0), i(1), i(2), h(3), i(4)], 1]] as [SlotRow[], number][],
      rows: [h(0), i(1), h(2), i(3), i(4)],
      generation: 2,
      slots: [0, 1, 3, 2, 4]
    },
    {
      name: 'a new analysis never gives an item row a header slot',
      before: [[[h(0), i(1)], 1]] as [SlotRow[], number][],
      rows: [i(0), i(1)],
      generation: 2,
      slots: [2, 1]
    },
    {
      name: 'within one generation a row that changed kind gets a new slot',
      before: [[[h(0), i(1)], 1]] as [SlotRow[], number][],
      rows: [i(0), i(1)],
      generation: 1,
      slots: [2, 1]
    },
    {
      name: 'slots of rows gone are recycled oldest row first',
      before: [[[i(0), i(1), i(2)], 1]] as [SlotRow[], number][],
      rows: [i(10), i(11)],
      generation: 2,
      slots: [0, 1]
    }
  ])('$name', ({ before, rows, generation, slots }) => {
    expect(slotsAfter(before, rows, generation)).toEqual(slots);
  });

  it('returns each row with its slot, in the order given', () => {
    const rows = [h(4), i(5)];
    const out = new RowSlots().assign(rows, 1);
    expect(out.map((s) => s.row)).toEqual(rows);
  });

  it('hands out the same pair for the same row in the same slot, and a new one for a new row', () => {
    const slots = new RowSlots();
    const a = i(1);
    const first = slots.assign([h(0), a], 1);
    const again = slots.assign([a, i(2)], 1);
    expect(again[0]).toBe(first[1]);
    expect(slots.assign([{ ...a }, i(2)], 1)[0]).not.toBe(first[1]);
  });

  // The oracle: what must hold of any sequence of windows, whatever the slots chosen.
  it('keeps slots unique, of one kind each, and stable for rows still in view', () => {
    const windowArb = fc
      .tuple(fc.nat(30), fc.array(fc.boolean(), { maxLength: 12 }), fc.nat(2))
      .map(([from, kinds, generation]) => ({
        rows: kinds.map((item, k) => (item ? i(from + k) : h(from + k))),
        generation
      }));
    fc.assert(
      fc.property(fc.array(windowArb, { minLength: 1, maxLength: 8 }), (windows) => {
        const slots = new RowSlots();
        const kindOf = new Map<number, string>();
        let last = new Map<number, { slot: number; kind: string }>();
        for (const w of windows) {
          const out = slots.assign(w.rows, w.generation);
          const seen = new Set(out.map((s) => s.slot));
          expect(seen.size).toBe(out.length);
          const now = new Map<number, { slot: number; kind: string }>();
          for (const { row, slot } of out) {
            expect(kindOf.get(slot) ?? row.kind).toBe(row.kind);
            kindOf.set(slot, row.kind);
            const was = last.get(row.row);
            if (was && was.kind === row.kind) expect(slot).toBe(was.slot);
            now.set(row.row, { slot, kind: row.kind });
          }
          last = now;
        }
      })
    );
  });

  it('reuses no slot of a row gone while the generation is the same', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (a, b) => {
        const slots = new RowSlots();
        const first = slots.assign([i(a), i(a + 1)], 0);
        const second = slots.assign([i(b + 100)], 0);
        expect(first.map((s) => s.slot)).not.toContain(second[0]!.slot);
      })
    );
  });
});
