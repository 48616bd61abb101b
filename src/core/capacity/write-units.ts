import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
/**
 * The write units one write of an item of `bytes` consumes: rounded up to the next 1 KB, at
 * least one, doubled in a transaction. An update is charged on the larger of the item before
 * and after it; pass that size.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/read-write-operations.html
 * https://aws.amazon.com/dynamodb/pricing/provisioned/ (3 KB: 3 units, 6 in a transaction)
 *
 * @example
 * writeUnits(1.5 * 1024); // 2
 * writeUnits(3 * 1024, true); // 6
 */
export function writeUnits(bytes: number, transactional = false): number {
  return Math.max(1, Math.ceil(bytes / DYNAMODB_LIMITS.writeUnitBytes)) * (transactional ? 2 : 1);
}
