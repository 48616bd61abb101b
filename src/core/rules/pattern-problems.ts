import type { AccessPattern, GlobalSecondaryIndex, Table } from '../model/design.ts';
import { gsiKeySchema } from '../model/gsi-key-schema.ts';
import type { FieldProblem } from './field-problem.ts';

/** DynamoDB's own words when a Query asks a GSI for a strongly consistent read. */
export const GSI_CONSISTENT_READS =
  'Consistent reads are not supported on global secondary indexes';

/**
 * What an access pattern asks that its table or index cannot do, addressed to `query` (no such
 * table or index), `sortKey` (a sort key condition on a view without a sort key) or
 * `consistentRead` (strongly consistent reads on a GSI), `partitionKey` (not one template per
 * partition attribute) and the sort conditions of a multi-attribute index. The one home of these rules: the
 * native loader, the studio's pattern editor and `runAccessPattern` report what this returns.
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_Query.html
 *
 * @example
 * patternProblems(gaming.tables, { ...pattern, index: 'InvertedIndex', consistentRead: true });
 * // [{ field: 'consistentRead', code: 'pattern.consistent-read', message: 'Consistent reads are not supported on global secondary indexes; …' }]
 */
export function patternProblems(tables: readonly Table[], pattern: AccessPattern): FieldProblem[] {
  const table = tables.find((t) => t.name === pattern.table);
  const name = JSON.stringify(pattern.name);
  if (!table)
    return [
      error(
        'query',
        'pattern.unknown-table',
        `Access pattern ${name} names table "${pattern.table}", which the design does not have; use one of ${tables.map((t) => JSON.stringify(t.name)).join(', ') || '(no tables)'}`
      )
    ];
  const gsi = table.globalSecondaryIndexes.find((g) => g.name === pattern.index);
  const lsi = table.localSecondaryIndexes.find((l) => l.name === pattern.index);
  if (pattern.index !== null && !gsi && !lsi)
    return [
      error(
        'query',
        'pattern.unknown-index',
        `Access pattern ${name} names index "${pattern.index}", which table "${table.name}" does not have`
      )
    ];
  const out: FieldProblem[] = [];
  const sortKey = gsi ? gsi.sortKey : lsi ? lsi.sortKey : table.sortKey;
  if (pattern.sortKey && !sortKey)
    out.push(
      error(
        'sortKey',
        'pattern.no-sort-key',
        `${pattern.index === null ? `Table "${table.name}"` : `Index "${pattern.index}"`} has no sort key to apply "${pattern.sortKey.operator}" to; remove the sort key condition`
      )
    );
  out.push(...multiKeyPatternProblems(pattern, gsi));
  if (gsi && pattern.consistentRead)
    out.push(
      error(
        'consistentRead',
        'pattern.consistent-read',
        `${GSI_CONSISTENT_READS}; a GSI is only eventually consistent, so turn strongly consistent reads off`
      )
    );
  return out;
}

/**
 * A pattern on a multi-attribute GSI gives a template for every partition attribute and
 * conditions on a left-to-right prefix of the sort attributes, all but the last `=`; a pattern
 * on any other view gives one of each at most. The Query rules, as the pattern states them.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
 */
function multiKeyPatternProblems(
  pattern: AccessPattern,
  gsi: GlobalSecondaryIndex | undefined
): FieldProblem[] {
  const key = gsi ? gsiKeySchema(gsi) : { partition: [null], sort: [null] };
  const where = pattern.index === null ? `table "${pattern.table}"` : `index "${pattern.index}"`;
  const given = 1 + (pattern.morePartitionKeys?.length ?? 0);
  const names = (list: readonly ({ name: string } | null)[]) =>
    list.map((k) => k?.name ?? '').join(', ');
  const out: FieldProblem[] = [];
  if (given !== key.partition.length)
    out.push(
      error(
        'partitionKey',
        'pattern.partition-count',
        key.partition.length === 1
          ? `The partition key of ${where} is one attribute; give one template, not ${given}`
          : `Index "${pattern.index}" is partitioned on ${key.partition.length} attributes (${names(key.partition)}), and a Query gives a value for each; give ${key.partition.length} templates, not ${given}`
      )
    );
  const conditions = pattern.sortKey ? [pattern.sortKey, ...(pattern.moreSortKeys ?? [])] : [];
  if (conditions.length > Math.max(1, key.sort.length))
    out.push(
      error(
        'sortKey',
        'pattern.sort-count',
        `${where[0]!.toUpperCase()}${where.slice(1)} has ${key.sort.length} sort key attribute${key.sort.length === 1 ? '' : 's'}; give at most ${Math.max(1, key.sort.length)} conditions, not ${conditions.length}`
      )
    );
  const range = conditions.slice(0, -1).findIndex((c) => c.operator !== '=');
  if (range >= 0)
    out.push(
      error(
        'sortKey',
        'pattern.range-not-last',
        `Sort key attribute ${key.sort[range]?.name ?? range + 1} takes ${conditions[range]!.operator}, but a condition on ${key.sort[range + 1]?.name ?? range + 2} follows it; only the last sort key attribute given may take a range`
      )
    );
  return out;
}

function error(field: string, code: string, message: string): FieldProblem {
  return { field, code, severity: 'error', message };
}
