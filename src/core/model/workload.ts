/**
 * The expected load on a design, saved with it (`keyscope.design` v2, `workload`): how often
 * each access pattern runs and over which keys, how often each entity is written, and the few
 * settings heat and cost depend on. Entries name their pattern or entity; anything left out
 * takes the defaults in `workload/workload-defaults.ts`, so an empty workload still shows heat.
 * @module
 */

/**
 * Which partition key values requests go to: evenly over the keys present, Zipf-skewed over
 * them (rank r gets a share proportional to 1 / r^exponent), or a share to one named key and
 * the rest evenly over the others.
 */
export type KeyDistribution =
  | { readonly kind: 'uniform' }
  | { readonly kind: 'zipf'; readonly exponent: number }
  | { readonly kind: 'hot'; readonly key: string; readonly share: number };

/** How a read is charged: eventually consistent (half), strongly consistent, transactional (double). */
export type ReadConsistency = 'eventual' | 'strong' | 'transactional';

/** One access pattern's load. */
export interface PatternLoad {
  /** The access pattern's name. */
  readonly pattern: string;
  /** Requests per second. */
  readonly rate?: number;
  readonly keys?: KeyDistribution;
  /** Read in a transaction (TransactGetItems): twice a strongly consistent read. */
  readonly transactional?: boolean;
}

/**
 * A partition key suffix that spreads one entity's items over `count` keys (write sharding):
 * `random` picks a shard per item; `calculated` takes a hash of the item's `from` attribute, so
 * a reader who knows that value reads one shard.
 */
export interface Sharding {
  /** The number attribute holding the shard (0…count-1), at the end of the key template. */
  readonly attribute: string;
  readonly count: number;
  readonly suffix: 'random' | 'calculated';
  /** For `calculated`: the attribute hashed. */
  readonly from?: string;
}

/** One entity's load. */
export interface EntityLoad {
  /** The entity's name. */
  readonly entity: string;
  /** Writes (puts and updates) per second. */
  readonly writeRate?: number;
  /** Over which keys the writes go; absent: each item equally. */
  readonly keys?: KeyDistribution;
  /** Bytes per item, for an entity without items (items present are measured instead). */
  readonly itemSize?: number;
  /** Share (0…1) of writes that change a secondary index key: two writes on that index. */
  readonly indexKeyChanges?: number;
  /** Share (0…1) of writes that add a new item, so collections grow. */
  readonly newItems?: number;
  readonly sharding?: Sharding;
}

export interface Workload {
  readonly accessPatterns: readonly PatternLoad[];
  readonly entities: readonly EntityLoad[];
  /** Share (0…1) of a table's or index's traffic on one key that is flagged. */
  readonly hotShare?: number;
  /** The price region (a key of `capacity/prices.ts`). */
  readonly region?: string;
  /** Auto scaling's target utilisation (0…1]. */
  readonly targetUtilization?: number;
}
