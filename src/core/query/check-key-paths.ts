import { gsiKeySchema } from '../model/gsi-key-schema.ts';
import type { Table } from '../model/design.ts';
import type { DocumentPath } from './parse-projection-expression.ts';

/**
 * Refuse a nested document path (`PK.a`, `GSI1PK[0]`) into a key attribute of the table or of
 * any of its indexes, with DynamoDB's message (dynalite's words): key attributes are scalars.
 * Table keys are checked first, then each GSI's keys, then each LSI's sort key.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.NamingRulesDataTypes.html
 *
 * @example
 * checkKeyPaths([['PK', 'a']], table);
 * // "Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: Key: PK"
 */
export function checkKeyPaths(paths: readonly DocumentPath[], table: Table): string | undefined {
  const nested = new Set(paths.filter((p) => p.length > 1).map((p) => p[0]));
  if (nested.size === 0) return undefined;
  const message = (what: string, name: string) =>
    `Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: ${what}: ${name}`;
  for (const k of [table.partitionKey, table.sortKey]) {
    if (k && nested.has(k.name)) return message('Key', k.name);
  }
  const indexKeys = [
    ...table.globalSecondaryIndexes.flatMap((i) => {
      const key = gsiKeySchema(i);
      return [...key.partition, ...key.sort];
    }),
    ...table.localSecondaryIndexes.map((i) => i.sortKey)
  ];
  for (const k of indexKeys) if (k && nested.has(k.name)) return message('IndexKey', k.name);
  return undefined;
}
