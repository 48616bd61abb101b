import type { KeyAttribute, Table } from '../model/design.ts';
import type { Rejections, Segment } from './resolved-table.ts';
import { NONE } from './segment-keys.ts';

/**
 * DynamoDB refuses a write whose table key is missing, or any of whose key values (the table's
 * or an index's) is invalid. Per item, 0 or the first reason found, table key slots first (see
 * KeyedTable.rejection for the encoding).
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_PutItem.html
 */
export function itemRejections(
  table: Table,
  keyAttrs: readonly KeyAttribute[],
  segments: readonly Segment[],
  count: number
): Rejections {
  const tableSlots = [table.partitionKey, table.sortKey].flatMap((k) =>
    k ? [keyAttrs.findIndex((a) => a.name === k.name)] : []
  );
  const slots = keyAttrs.length;
  const out = new Uint16Array(count);
  for (const seg of segments) {
    for (let i = 0; i < seg.items.length; i++) {
      let r = 0;
      for (const s of tableSlots) {
        if (seg.keys[s]!.ids[i] === NONE) {
          r = 1 + 2 * s;
          break;
        }
      }
      for (let s = 0; r === 0 && s < slots; s++) if (seg.keys[s]!.ids[i]! <= -2) r = 2 + 2 * s;
      out[seg.offset + i] = r;
    }
  }
  return out;
}
