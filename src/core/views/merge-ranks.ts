import type { KeyOrder } from './key-order.ts';

/** Ranks of one key attribute over a whole table. */
export interface MergedRanks {
  /** Per run, per distinct value of the run: its rank among all the table's values. */
  readonly toRank: readonly Int32Array[];
  /** Distinct values in the table (ranks run 0…size-1); equal values share a rank. */
  readonly size: number;
}

/**
 * Merge the sorted distinct values of each run of items into one ranking: equal values (the
 * same string; `1` and `1.0`; two spellings of the same bytes) get one rank, so items group by
 * rank and sort by rank exactly as DynamoDB groups and orders their keys. Each run is sorted
 * already, so this is a merge, not a sort: a heap of runs makes it O(values · log runs).
 * `int32` gives the rank arrays (KeyCache.int32 writes over buffers let go).
 */
export function mergeRanks(
  orders: readonly KeyOrder[],
  int32: (n: number) => Int32Array = (n) => new Int32Array(n)
): MergedRanks {
  if (orders.length <= PLAIN_RUNS && orders.every((o) => o.type === 'S' && o.plain))
    return mergePlain(
      orders.map((o) => o.tokens as readonly string[]),
      int32
    );
  const toRank = orders.map((o) => int32(o.tokens.length));
  const heads = new Int32Array(orders.length);
  // A binary min-heap of runs by their head value (ties: the earlier run first), so many runs
  // cost a logarithm per value, not a scan of every run.
  const heap: number[] = [];
  const less = (r: number, q: number): boolean => {
    const c = orders[r]!.compareWith(heads[r]!, orders[q]!, heads[q]!);
    return c < 0 || (c === 0 && r < q);
  };
  const down = (i: number): void => {
    for (;;) {
      const l = 2 * i + 1;
      const m = l + 1 < heap.length && less(heap[l + 1]!, heap[l]!) ? l + 1 : l;
      if (l >= heap.length || !less(heap[m]!, heap[i]!)) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  orders.forEach((o, r) => {
    if (o.tokens.length > 0) heap.push(r);
  });
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
  let size = 0;
  let lastRun = -1;
  let lastAt = -1;
  while (heap.length > 0) {
    const best = heap[0]!;
    const at = heads[best]!++;
    // A run's strings are distinct (a run keeps one value per spelling), so two in a row from
    // one run differ; numbers and binaries can be equal spelled apart (`1`, `1.0`).
    const same =
      lastRun >= 0 &&
      (lastRun !== best || orders[best]!.type !== 'S') &&
      orders[best]!.compareWith(at, orders[lastRun]!, lastAt) === 0;
    if (!same) size++;
    toRank[best]![at] = size - 1;
    lastRun = best;
    lastAt = at;
    if (heads[best]! >= orders[best]!.tokens.length) {
      const last = heap.pop()!;
      if (heap.length > 0) heap[0] = last;
    }
    down(0);
  }
  return { toRank, size };
}

/** Up to this many runs of plain strings are merged by scanning their heads (see mergePlain). */
const PLAIN_RUNS = 8;

/**
 * mergeRanks for a few runs of strings below U+D800 (most tables: a run per entity): the engine's
 * own `<` is their UTF-8 order and `===` their equality, and the smallest head is found by
 * looking at each run's, with no heap and no comparison through KeyOrder.
 *
 * Runs come in blocks: every `USER#…` key after every `GAME#…` one, a game's own key beside its
 * players' mappings. Once the smallest head is found, its run goes on while it stays below the
 * other runs' smallest head, one comparison a value (a run's strings are distinct, so each is a
 * new rank), and the run left last is finished with none. At a million items, an edit's merge
 * took a quarter less than looking at every head for every value (docs/benchmarks.md).
 */
function mergePlain(
  runs: readonly (readonly string[])[],
  int32: (n: number) => Int32Array
): MergedRanks {
  const toRank = runs.map((r) => int32(r.length));
  const heads = new Int32Array(runs.length);
  let size = 0;
  let last: string | undefined;
  for (;;) {
    // The smallest head and the smallest of the others' (ties: the earlier run first, as the
    // heap does).
    let best = -1;
    let other = -1;
    let min = '';
    let next = '';
    for (let r = 0; r < runs.length; r++) {
      const at = heads[r]!;
      const run = runs[r]!;
      if (at >= run.length) continue;
      const v = run[at]!;
      if (best < 0 || v < min) {
        other = best;
        next = min;
        best = r;
        min = v;
      } else if (other < 0 || v < next) {
        other = r;
        next = v;
      }
    }
    if (best < 0) return { toRank, size };
    const run = runs[best]!;
    const ranks = toRank[best]!;
    let at = heads[best]!;
    // Only a block's first value can equal the value before it (from another run).
    if (min !== last) size++;
    ranks[at++] = size - 1;
    if (other < 0) while (at < run.length) ranks[at++] = size++;
    else while (at < run.length && run[at]! < next) ranks[at++] = size++;
    heads[best] = at;
    last = run[at - 1];
  }
}
