import type { KeyAttribute, Table } from '../model/design.ts';
import type { Rejections, Segment } from './resolved-table.ts';
import { NONE, type SegmentKeys } from './segment-keys.ts';

/**
 * DynamoDB refuses a write whose table key is missing, or any of whose key values (the table's
 * or an index's) is invalid. Per item, 0 or the first reason found, table key slots first (see
 * KeyedTable.rejection for the encoding).
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_PutItem.html
 *
 * @param last the last analysis's rejections of the same table and key attributes, and the
 *   runs' key columns they were found from (run by run, slot by slot): runs whose columns are
 *   the very same keep their reasons, so a keystroke re-checks the edited run only. The last
 *   array itself comes back when no reason changed.
 */
export function itemRejections(
  table: Table,
  keyAttrs: readonly KeyAttribute[],
  segments: readonly Segment[],
  count: number,
  last?: { readonly value: Rejections; readonly keys: readonly unknown[] }
): Rejections {
  const tableSlots = [table.partitionKey, table.sortKey].flatMap((k) =>
    k ? [keyAttrs.findIndex((a) => a.name === k.name)] : []
  );
  const slots = keyAttrs.length;
  const check = (seg: Segment, out: Uint16Array, at: number): void => {
    for (let i = 0; i < seg.items.length; i++) {
      let r = 0;
      for (const s of tableSlots) {
        if (seg.keys[s]!.ids[i] === NONE) {
          r = 1 + 2 * s;
          break;
        }
      }
      for (let s = 0; r === 0 && s < slots; s++) if (seg.keys[s]!.ids[i]! <= -2) r = 2 + 2 * s;
      out[at + i] = r;
    }
  };
  if (last && sameRuns(last, segments, slots, count)) {
    let out: Uint16Array | null = null;
    segments.forEach((seg, g) => {
      if (seg.keys.every((k, s) => k === last.keys[g * slots + s])) return;
      const mine = new Uint16Array(seg.items.length);
      check(seg, mine, 0);
      const was = last.value.subarray(seg.offset, seg.offset + mine.length);
      if (out === null && mine.every((r, i) => r === was[i])) return;
      (out ??= Uint16Array.from(last.value)).set(mine, seg.offset);
    });
    return out ?? last.value;
  }
  const out = new Uint16Array(count);
  for (const seg of segments) check(seg, out, seg.offset);
  return out;
}

/** The last rejections cover the same runs at the same places (each run as long as it was). */
function sameRuns(
  last: { readonly value: Rejections; readonly keys: readonly unknown[] },
  segments: readonly Segment[],
  slots: number,
  count: number
): boolean {
  return (
    slots > 0 &&
    last.value.length === count &&
    last.keys.length === segments.length * slots &&
    segments.every(
      (seg, g) => (last.keys[g * slots] as SegmentKeys).ids.length === seg.items.length
    )
  );
}
