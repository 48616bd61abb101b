import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import { compareKeyValues } from '../keys/compare-key-values.ts';
import type { KeyValue } from '../model/attribute-value.ts';
import type { SortKeyOperator } from '../model/design.ts';
import { matchesSortKey } from '../query/matches-sort-key.ts';
import type { ResolvedTable } from '../views/resolved-table.ts';
import type { View } from '../views/view.ts';
import type { ViewColumns } from './view-columns.ts';

/** What one Query of a pattern asks of a collection, its templates already rendered. */
export interface ReadShape {
  readonly sort?: {
    readonly operator: SortKeyOperator;
    readonly value: KeyValue;
    readonly upper?: KeyValue;
  };
  readonly limit?: number;
  readonly forward: boolean;
  /**
   * The condition as a range of sort key ranks [lo, hi) (see sortRankRange), when the same
   * condition serves many collections: each run is then found by comparing integers.
   */
  readonly ranks?: { readonly lo: number; readonly hi: number };
}

/**
 * The bytes one Query reads from collection `c` of a view: the entries its sort key condition
 * selects — a contiguous run in sort key order, found by binary search — in the direction
 * asked, up to Limit items and stopping past 1 MB, summed as `evaluateQuery` sums them (the
 * entry that crosses 1 MB included). Read units follow with `readUnits`. Entries are never
 * made, so this costs two binary searches per collection at any size.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.html
 *
 * @example
 * collectionReadBytes(resolved, view, viewColumns(resolved, view), 3, { forward: true, limit: 25 });
 */
export function collectionReadBytes(
  resolved: ResolvedTable,
  view: View,
  cols: ViewColumns,
  c: number,
  shape: ReadShape
): number {
  const { orders, starts } = view;
  const from = starts[c]!;
  const to = starts[c + 1]!;
  let lo = from;
  let hi = to;
  const sort = shape.sort;
  if (sort && cols.skSlot >= 0 && shape.ranks) {
    const ranks = resolved.ranks[cols.skSlot]!;
    const { lo: rlo, hi: rhi } = shape.ranks;
    let a = from;
    let b = to;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (ranks[orders[mid]!]! < rlo) a = mid + 1;
      else b = mid;
    }
    lo = a;
    b = to;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (ranks[orders[mid]!]! < rhi) a = mid + 1;
      else b = mid;
    }
    hi = a;
  } else if (sort && cols.skSlot >= 0) {
    const slot = cols.skSlot;
    // lo: the first entry not below the run; hi: the first entry above it.
    let a = from;
    let b = to;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (below(resolved.keyValue(orders[mid]!, slot), sort)) a = mid + 1;
      else b = mid;
    }
    lo = a;
    b = to;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (above(resolved.keyValue(orders[mid]!, slot), sort, view)) b = mid;
      else a = mid + 1;
    }
    hi = a;
  }
  if (lo >= hi) return 0;
  if (cols.lossy[c]) return walk(view, cols, lo, hi, shape);
  const { prefix } = cols;
  const take = shape.limit === undefined ? hi - lo : Math.min(shape.limit, hi - lo);
  if (shape.forward) {
    const end = lo + take;
    const base = prefix[lo]!;
    if (prefix[end]! - base < DYNAMODB_LIMITS.pageBytes) return prefix[end]! - base;
    // The first m with at least 1 MB from lo to m.
    let a = lo + 1;
    let b = end;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (prefix[mid]! - base >= DYNAMODB_LIMITS.pageBytes) b = mid;
      else a = mid + 1;
    }
    return prefix[a]! - base;
  }
  const start = hi - take;
  const top = prefix[hi]!;
  if (top - prefix[start]! < DYNAMODB_LIMITS.pageBytes) return top - prefix[start]!;
  // The last m with at least 1 MB from m to hi.
  let a = start;
  let b = hi - 1;
  while (a < b) {
    const mid = (a + b + 1) >> 1;
    if (top - prefix[mid]! >= DYNAMODB_LIMITS.pageBytes) a = mid;
    else b = mid - 1;
  }
  return top - prefix[a]!;
}

type Sort = NonNullable<ReadShape['sort']>;

/**
 * The ranks [lo, hi) of the sort key values a condition selects, among a key attribute's
 * distinct values in rank order (rankValues): the same two searches as within a collection,
 * done once over all values.
 *
 * @example
 * sortRankRange(rankValues(resolved, skSlot), { operator: 'begins_with', value: { S: 'USER#' } }, view);
 */
export function sortRankRange(
  values: readonly KeyValue[],
  sort: Sort,
  view: View
): { lo: number; hi: number } {
  let a = 0;
  let b = values.length;
  while (a < b) {
    const mid = (a + b) >> 1;
    if (below(values[mid], sort)) a = mid + 1;
    else b = mid;
  }
  const lo = a;
  b = values.length;
  while (a < b) {
    const mid = (a + b) >> 1;
    if (above(values[mid], sort, view)) b = mid;
    else a = mid + 1;
  }
  return { lo, hi: a };
}

/** Whether a sort key lies before the run the condition selects. */
function below(sk: KeyValue | undefined, sort: Sort): boolean {
  if (!sk) return true;
  switch (sort.operator) {
    case '<':
    case '<=':
      return false;
    case '>':
      return compareKeyValues(sk, sort.value) <= 0;
    default:
      return compareKeyValues(sk, sort.value) < 0;
  }
}

/** Whether a sort key lies after the run the condition selects. */
function above(sk: KeyValue | undefined, sort: Sort, view: View): boolean {
  if (!sk) return false;
  switch (sort.operator) {
    case '=':
    case '<=':
      return compareKeyValues(sk, sort.value) > 0;
    case '<':
      return compareKeyValues(sk, sort.value) >= 0;
    case '>':
    case '>=':
      return false;
    case 'BETWEEN':
      return compareKeyValues(sk, sort.upper!) > 0;
    case 'begins_with':
      // Values that begin with the prefix sort right after it, together.
      return (
        compareKeyValues(sk, sort.value) > 0 &&
        !matchesSortKey(sk, { partitionValue: sort.value, sort }, view.spec.sortKey!.type)
      );
  }
}

/** A run with overwritten entries: walk it, skipping them, as evaluateQuery does. */
function walk(view: View, cols: ViewColumns, lo: number, hi: number, shape: ReadShape): number {
  let bytes = 0;
  let items = 0;
  for (let k = 0; k < hi - lo; k++) {
    const order = view.orders[shape.forward ? lo + k : hi - 1 - k]!;
    if (view.overwriter(order) >= 0) continue;
    bytes += cols.sizes[order]!;
    items++;
    if ((shape.limit !== undefined && items >= shape.limit) || bytes >= DYNAMODB_LIMITS.pageBytes)
      break;
  }
  return bytes;
}
