import type { KeyDistribution } from '../model/workload.ts';

/**
 * What a workload entry left out means. Chosen so that a design with no workload at all still
 * shows something true about its keys: traffic is rarely even, so reads default to a Zipf
 * spread (the few popular keys get most requests); every entity is written now and then; a
 * tenth of writes move an item in an index, so index write amplification shows.
 * @module
 */

/** Requests per second of an access pattern without a rate. */
export const DEFAULT_PATTERN_RATE = 10;
/** How an access pattern's requests spread over the keys present. */
export const DEFAULT_PATTERN_KEYS: KeyDistribution = { kind: 'zipf', exponent: 1 };
/** Writes per second of an entity without a write rate. */
export const DEFAULT_WRITE_RATE = 1;
/** Bytes per item of an entity that has no items to measure. */
export const DEFAULT_ITEM_SIZE = 1024;
/** Share of writes that change a secondary index key. */
export const DEFAULT_INDEX_KEY_CHANGES = 0.1;
/** Share of writes that add an item (the rest update one). */
export const DEFAULT_NEW_ITEMS = 0.5;
/** Share of a table's or index's traffic on one key that is flagged. */
export const DEFAULT_HOT_SHARE = 0.5;
/** The price region. */
export const DEFAULT_REGION = 'us-east-1';
/**
 * Auto scaling's target utilisation: AWS's default for new tables is 70 percent.
 * https://aws.amazon.com/dynamodb/pricing/provisioned/
 */
export const DEFAULT_TARGET_UTILIZATION = 0.7;
/** How far ahead growth is projected (item collections passing 10 GB). */
export const HORIZON_DAYS = 365;
/** Share of an access pattern's or entity's requests "one hot key" starts with when chosen. */
export const DEFAULT_HOT_KEY_SHARE = 0.5;
