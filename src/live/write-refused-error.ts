/**
 * Thrown when anything asks the live client to send an operation outside the read-only
 * allow-list. It carries the operation's name and nothing of the request.
 */
export class WriteRefusedError extends Error {
  override readonly name = 'WriteRefusedError';
  constructor(
    readonly operation: string,
    where: string
  ) {
    super(
      `Keyscope is read-only: it refused to send "${operation}" (${where}); only ListTables, DescribeTable, Scan, Query, GetItem and BatchGetItem are allowed`
    );
  }
}
