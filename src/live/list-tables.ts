import type { LiveClient } from './create-live-client.ts';

/**
 * Every table name at the target, one ListTables page at a time (at most 100 names each),
 * following LastEvaluatedTableName until the last page. Stop by breaking the loop or aborting.
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_ListTables.html
 *
 * @example
 * for await (const names of listTables(client)) shown.push(...names);
 */
export async function* listTables(
  client: LiveClient,
  options: { readonly signal?: AbortSignal; readonly pageSize?: number } = {}
): AsyncGenerator<string[], void, undefined> {
  let start: string | undefined;
  do {
    const out = await client.listTables(
      {
        ...(start ? { ExclusiveStartTableName: start } : {}),
        ...(options.pageSize ? { Limit: options.pageSize } : {})
      },
      options.signal
    );
    yield [...(out.TableNames ?? [])];
    start = out.LastEvaluatedTableName;
  } while (start);
}
