/**
 * The only DynamoDB operations Keyscope sends: the allow-list, in one place. Every other
 * operation (PutItem, UpdateItem, DeleteItem, BatchWriteItem, TransactWriteItems,
 * ExecuteStatement — PartiQL can write —, CreateTable…) is refused by `readOnlyPlugin` before it
 * is signed, and by the client's transport before it leaves the app.
 */
export const READ_OPERATIONS = [
  'ListTables',
  'DescribeTable',
  'Scan',
  'Query',
  'GetItem',
  'BatchGetItem'
] as const;

export type ReadOperation = (typeof READ_OPERATIONS)[number];

const ALLOWED: ReadonlySet<string> = new Set(READ_OPERATIONS);

/** True for an operation name on the allow-list (exact, case-sensitive). */
export function isReadOperation(name: unknown): name is ReadOperation {
  return typeof name === 'string' && ALLOWED.has(name);
}

/** The JSON protocol's `X-Amz-Target` header carries the operation DynamoDB will perform. */
export const TARGET_PREFIX = 'DynamoDB_20120810.';
