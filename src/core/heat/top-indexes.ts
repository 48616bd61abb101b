/**
 * The indexes of the `k` largest values, largest first (ties: lower index first), without
 * sorting them all: a min-heap of `k`, so the hottest 500 of a million keys cost a pass.
 *
 * @example
 * topIndexes(Float64Array.of(3, 9, 1, 9), 2); // [1, 3]
 */
export function topIndexes(values: ArrayLike<number>, k: number): number[] {
  const n = values.length;
  if (k <= 0 || n === 0) return [];
  // a is "less" than b when it should leave the heap first: smaller, or equal and later.
  const less = (a: number, b: number) =>
    values[a]! < values[b]! || (values[a] === values[b] && a > b);
  const heap: number[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!less(heap[i]!, heap[p]!)) break;
      [heap[i], heap[p]] = [heap[p]!, heap[i]!];
      i = p;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && less(heap[l]!, heap[m]!)) m = l;
      if (r < heap.length && less(heap[r]!, heap[m]!)) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (let i = 0; i < n; i++) {
    if (heap.length < k) {
      heap.push(i);
      up(heap.length - 1);
    } else if (less(heap[0]!, i)) {
      heap[0] = i;
      down(0);
    }
  }
  return heap.sort((a, b) => (less(a, b) ? 1 : less(b, a) ? -1 : 0));
}
