import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import { stableHash } from '../keys/stable-hash.ts';
import { MAX_SHARDS } from '../workload/workload-problems.ts';
import { HEADROOM } from './fix.ts';

/** One hot key's load, and what decides how its items fall on shards. */
export interface ShardLoad {
  readonly readUnits: number;
  readonly readRequests: number;
  readonly writeUnits: number;
  /** Per item of the key: the text a calculated suffix hashes. */
  readonly values: readonly string[];
  /** Per item of the key: the random number (0…1) a random suffix scales to its shard. */
  readonly randoms: readonly number[];
}

/** How many shards, and the busiest one's expected share of a partition. */
export interface ShardPlan {
  readonly count: number;
  readonly peak: number;
}

/**
 * The fewest shards (at least 2) that bring every shard of a hot key under HEADROOM of a
 * partition's ceiling, counted from the load: its writes follow its items, so each shard takes
 * the writes of the items that fall on it — by the hash of their value for a calculated suffix,
 * by the very random numbers shardEntity will draw for a random one, tried count by count since
 * a handful of items never splits evenly; its reads are a scatter-gather, every Query asking every shard, so each
 * shard still takes every request, at a smaller but never below the smallest read. Null when
 * no count up to 1,000 does it: one item's writes, or the requests alone, exceed a partition.
 *
 * @example
 * shardCount({ readUnits: 0, readRequests: 0, writeUnits: 2113, values: users, randoms }, 'calculated');
 * // { count: 3, peak: 0.72 } for users that hash evenly
 */
export function shardCount(load: ShardLoad, suffix: 'random' | 'calculated'): ShardPlan | null {
  const perRequest = load.readRequests > 0 ? load.readUnits / load.readRequests : 0;
  const smallest = Math.min(perRequest, 0.5);
  const readsAt = (n: number) =>
    (load.readRequests * Math.max(smallest, perRequest / n)) / DYNAMODB_LIMITS.partitionReadUnits;
  if (readsAt(MAX_SHARDS) > HEADROOM) return null;
  const items = load.values.length;
  const need = Math.max(
    2,
    Math.ceil(load.writeUnits / (HEADROOM * DYNAMODB_LIMITS.partitionWriteUnits))
  );
  for (let n = need; n <= MAX_SHARDS; n++) {
    const counts = new Int32Array(n);
    let most = 0;
    for (let i = 0; i < items; i++) {
      const shard =
        suffix === 'calculated'
          ? stableHash(load.values[i]!) % n
          : Math.floor(load.randoms[i]! * n);
      most = Math.max(most, ++counts[shard]!);
    }
    const writes =
      items > 0 ? (load.writeUnits * most) / items / DYNAMODB_LIMITS.partitionWriteUnits : 0;
    const peak = writes + readsAt(n);
    if (peak <= HEADROOM) return { count: n, peak };
    // One item alone takes more than a shard can: more shards cannot help.
    if (most <= 1) return null;
  }
  return null;
}
