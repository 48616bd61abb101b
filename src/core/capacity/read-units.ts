import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { ReadConsistency } from '../model/workload.ts';

/** Read units per 4 KB: eventually consistent reads cost half, transactional ones double. */
const FACTOR: Readonly<Record<ReadConsistency, number>> = {
  eventual: 0.5,
  strong: 1,
  transactional: 2
};

/**
 * The read units one request consumes for `bytes` read: rounded up to the next 4 KB (a Query
 * sums the returned items first, then rounds once), at least one unit even when nothing is
 * read, then halved for an eventually consistent read or doubled for a transactional one.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/read-write-operations.html
 * https://aws.amazon.com/dynamodb/pricing/on-demand/ (an 8 KB item: 2 strong, 1 eventual, 4 transactional)
 *
 * @example
 * readUnits(40.8 * 1024, 'strong'); // 11: a Query returning 40.8 KB rounds to 44 KB
 * readUnits(0, 'eventual'); // 0.5: a read that finds nothing still costs
 */
export function readUnits(bytes: number, consistency: ReadConsistency): number {
  return Math.max(1, Math.ceil(bytes / DYNAMODB_LIMITS.readUnitBytes)) * FACTOR[consistency];
}
