import { createLcg } from '../random/create-lcg.ts';

/**
 * Which `count` of a parallel Scan's `total` segments a sample reads, in ascending order: drawn
 * without replacement from the seeded generator, so the same seed (and so the same `#live=`
 * link) always reads the same segments. DynamoDB splits a table's key space into `total`
 * segments by the partition key's hash, so segments drawn at random, each read from its start,
 * make a cluster sample of partition keys over the whole table, where a plain Scan's first
 * pages would be the start of the hash range only.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Scan.html#Scan.ParallelScan
 *
 * @example
 * sampledSegments(1000, 4, 7); // four segments out of 1,000, the same four for seed 7
 */
export function sampledSegments(total: number, count: number, seed: number): number[] {
  if (!Number.isInteger(total) || total < 1)
    throw new RangeError(`a sample needs a whole number of segments, got ${total}`);
  if (!Number.isInteger(count) || count < 1 || count > total)
    throw new RangeError(
      `a sample reads from 1 to ${total.toLocaleString('en')} segments, got ${count}`
    );
  // Floyd's algorithm: `count` draws, whatever `total` (up to a million segments).
  const random = createLcg(seed);
  const chosen = new Set<number>();
  for (let j = total - count; j < total; j++) {
    const t = Math.floor(random() * (j + 1));
    chosen.add(chosen.has(t) ? j : t);
  }
  return [...chosen].sort((a, b) => a - b);
}
