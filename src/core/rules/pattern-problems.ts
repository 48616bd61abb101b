import type { AccessPattern, Table } from '../model/design.ts';
import type { FieldProblem } from './field-problem.ts';

/** DynamoDB's own words when a Query asks a GSI for a strongly consistent read. */
export const GSI_CONSISTENT_READS =
  'Consistent reads are not supported on global secondary indexes';

/**
 * What an access pattern asks that its table or index cannot do, addressed to `query` (no such
 * table or index), `sortKey` (a sort key condition on a view without a sort key) or
 * `consistentRead` (strongly consistent reads on a GSI). The one home of these rules: the
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

function error(field: string, code: string, message: string): FieldProblem {
  return { field, code, severity: 'error', message };
}
