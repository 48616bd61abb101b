import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { View } from '../views/view.ts';
import type { ViewColumns } from './view-columns.ts';
import type { ArrayRecycler } from '../views/array-recycler.ts';

/** What collectionBytes reads: a table's or GSI's view and columns, and a table's LSIs'. */
export interface BytesSource {
  readonly heatView: View;
  readonly cols: ViewColumns;
  readonly lsis: readonly { readonly view: View; readonly cols: ViewColumns }[];
}

/**
 * Bytes per collection (its items, and their LSI entries for a table) and the view's storage
 * (100 bytes of overhead per item and entry): they do not change with the workload, so they are
 * kept per view's columns (and its LSIs'). The array from `arrays` when it has one (memory
 * touched ahead of time, see heatMemory).
 *
 * @example
 * collectionBytes(sink).bytes[c]; // the bytes collection c holds, its LSI entries included
 */
export function collectionBytes(
  s: BytesSource,
  arrays?: ArrayRecycler
): { bytes: Float64Array; storage: number } {
  const known = bytesCache.get(s.cols);
  if (
    known &&
    known.lsis.length === s.lsis.length &&
    known.lsis.every((c, i) => c === s.lsis[i]!.cols)
  )
    return known;
  const { heatView: view, cols } = s;
  const n = view.collectionCount;
  const bytes = arrays?.float64(n) ?? new Float64Array(n);
  for (let c = 0; c < n; c++)
    bytes[c] = cols.prefix[view.starts[c + 1]!]! - cols.prefix[view.starts[c]!]!;
  let storage = sum(bytes) + view.itemCount * DYNAMODB_LIMITS.storageOverheadBytes;
  for (const l of s.lsis) {
    for (let c = 0; c < l.view.collectionCount; c++) {
      const tc = cols.collectionOf[l.view.orders[l.view.starts[c]!]!]!;
      const b = l.cols.prefix[l.view.starts[c + 1]!]! - l.cols.prefix[l.view.starts[c]!]!;
      if (tc >= 0) bytes[tc]! += b;
      storage += b;
    }
    storage += l.view.itemCount * DYNAMODB_LIMITS.storageOverheadBytes;
  }
  const out = { bytes, storage, lsis: s.lsis.map((l) => l.cols) };
  bytesCache.set(s.cols, out);
  return out;
}

const bytesCache = new WeakMap<
  ViewColumns,
  { bytes: Float64Array; storage: number; lsis: readonly ViewColumns[] }
>();

function sum(a: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]!;
  return s;
}
