import type { MonthlyCost } from '../capacity/monthly-cost.ts';
import type { KeyValue } from '../model/attribute-value.ts';
import type { Finding } from '../model/finding.ts';

/**
 * The shapes of a heat report: plain data, so the analysis worker can post one to the page.
 * Declared apart from the functions that build them.
 * @module
 */

/** One partition key value (an item collection) of a table or index, with its load. */
export interface HeatKey {
  readonly pk: KeyValue;
  /** The value as text (strings as they are, numbers canonical, binaries base64). */
  readonly text: string;
  /** Grouping id (keyValueId), as the table view's collection headers carry it. */
  readonly id: string;
  /** The collection in the view, or -1 for a key the workload asks for that holds no item. */
  readonly collection: number;
  /** Items in the collection (for a table, its own; LSI entries are in `bytes`). */
  readonly items: number;
  /** Bytes the collection holds: items, plus their LSI entries for a table. */
  readonly bytes: number;
  /** Read units per second. */
  readonly readUnits: number;
  /** Read requests (Queries) per second. */
  readonly readRequests: number;
  /** Write units per second. */
  readonly writeUnits: number;
  /** readUnits / 3,000 + writeUnits / 1,000: the share of one partition's throughput it takes. */
  readonly utilization: number;
  /** The illustrated physical partition it lands on. */
  readonly partition: number;
  /** The access pattern reading it most (index into the design's patterns), or -1. */
  readonly reader: number;
  /** The entity writing it most (index into the design's entities), or -1. */
  readonly writer: number;
}

/** One illustrated physical partition and what lands on it. */
export interface HeatPartition {
  readonly index: number;
  /** Partition key values placed on it. */
  readonly keys: number;
  readonly readUnits: number;
  readonly writeUnits: number;
  readonly bytes: number;
  readonly utilization: number;
}

/** A table (its LSIs included: they share its partitions) or a global secondary index. */
export interface HeatView {
  /** Index of the table in the analysis, and of the view in that table's `views`. */
  readonly table: number;
  readonly view: number;
  readonly tableName: string;
  /** null for the table itself. */
  readonly index: string | null;
  readonly partitionKey: string;
  /**
   * How `keys` are ranked: by the load the workload puts on them, or (a live set with no
   * workload of the user's) by what was measured, items then bytes.
   */
  readonly ranked: 'load' | 'measured';
  /** Read and write units per second of the whole table or index. */
  readonly readUnits: number;
  readonly writeUnits: number;
  /** Of those, what no known key carries (entities with no items yet), spread over the partitions. */
  readonly unplacedReadUnits: number;
  readonly unplacedWriteUnits: number;
  /** Bytes stored, 100 bytes of overhead per item or index entry included. */
  readonly storageBytes: number;
  /** Partition key values with load or items. */
  readonly keyCount: number;
  /** The hottest keys first (by utilisation; measured: the largest), at most `HeatOptions.topKeys`. */
  readonly keys: readonly HeatKey[];
  /** Physical partitions DynamoDB's sizing rule gives the table or index (partitionCount). */
  readonly partitionCount: number;
  /**
   * The illustrated physical partitions: `partitionCount` of them, or MAX_ILLUSTRATED_PARTITIONS
   * each standing for several when more are needed (their utilisation is then the average of the
   * partitions each stands for).
   */
  readonly partitions: readonly HeatPartition[];
  readonly cost: MonthlyCost;
}

/** One entity's share of the heat, for the graph's entity nodes. */
export interface EntityHeat {
  readonly entity: string;
  /** Its writes per second in write units, its index writes included. */
  readonly writeUnits: number;
  /** Read units per second of the access patterns that expect it, split between their entities. */
  readonly readUnits: number;
  /** The highest utilisation among the keys holding its items (1 is a full partition). */
  readonly peakUtilization: number;
  /** Where that is: the view (as in `HeatReport.views`) and the key's text, or -1 and ''. */
  readonly peakView: number;
  readonly peakKey: string;
}

/** Everything heat and capacity say about a design under its workload. */
export interface HeatReport {
  readonly views: readonly HeatView[];
  readonly entities: readonly EntityHeat[];
  /** hot partitions, growth past 10 GB, provisioned capacity short of the load. */
  readonly findings: readonly Finding[];
  /** The "what if" factor the workload's rates were multiplied by. */
  readonly scale: number;
  readonly region: string;
  /** Sum over tables and indexes, USD per month. */
  readonly cost: {
    readonly onDemand: number;
    readonly provisioned: number;
    readonly autoScaled: number;
    readonly storage: number;
  };
}
