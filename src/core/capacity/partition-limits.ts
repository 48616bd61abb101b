/**
 * DynamoDB's per-partition limits, in one place.
 * @module
 */

/**
 * Read units per second one partition serves ("will strive to deliver the full capacity of
 * 3,000 RCU and 1,000 WCU"); writes likewise. A single partition key value cannot be split
 * beyond one partition, so these are also the ceilings of one key.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html
 */
export const PARTITION_READ_UNITS = 3000;
/** Write units per second one partition serves (see PARTITION_READ_UNITS). */
export const PARTITION_WRITE_UNITS = 1000;
/**
 * A partition holds at most 10 GB.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.Partitions.html
 */
export const PARTITION_BYTES = 10 * 1024 ** 3;
/**
 * In a table with a local secondary index, one item collection (a partition key value's items
 * and their LSI entries) holds at most 10 GB; past it writes fail with
 * ItemCollectionSizeLimitExceededException.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/LSI.html#LSI.ItemCollections.SizeLimit
 */
export const COLLECTION_LIMIT_BYTES = 10 * 1024 ** 3;
/**
 * Storage is billed on the items' size plus 100 bytes of overhead each; an index entry also
 * carries 100 bytes.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/CapacityUnitCalculations.html
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.StorageConsiderations
 */
export const STORAGE_OVERHEAD_BYTES = 100;
