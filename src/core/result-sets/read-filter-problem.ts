import { checkFilterKeys } from '../query/parse-filter-expression.ts';
import { checkKeyPaths } from '../query/check-key-paths.ts';
import { compileReadFilter } from '../query/compile-read-filter.ts';
import type { ReadFilter } from '../query/read-filter.ts';
import { designTable } from '../table-description/design-table.ts';
import type { TableDescription } from '../table-description/table-description.ts';
import { tableViews } from '../views/table-key-attributes.ts';
import { documentPaths } from '../query/document-paths.ts';

/**
 * What DynamoDB would refuse in a live read's filter, before it is sent: the filter itself
 * (`compileReadFilter`), then what the table's key schema forbids. A Query's filter may not name
 * the queried table's or index's key attributes, and no filter may reach into a key attribute
 * with a path (`PK.a`): keys are scalars. Undefined when DynamoDB would take it.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.FilterExpression.html
 *
 * @example
 * readFilterProblem(filter, 'query', orders, undefined);
 * // 'Filter Expression can only contain non-primary key attributes: Primary key attribute: PK'
 */
export function readFilterProblem(
  filter: ReadFilter,
  kind: 'scan' | 'query',
  description: TableDescription,
  index: string | undefined
): string | undefined {
  const compiled = compileReadFilter(filter);
  if (!compiled.ok) return compiled.message;
  const { root, scope } = compiled.filter;
  const { table } = designTable(description);
  if (kind === 'scan') return checkKeyPaths(documentPaths(root, scope), table);
  const spec = tableViews(table).find((v) => v.index === (index ?? null));
  // Every attribute of a multi-attribute index's key is a key attribute (`viewKeyAttributes`).
  return spec ? checkFilterKeys(root, scope, table, spec) : undefined;
}
