import { literalItemKey } from '../query/literal-item-key.ts';
import { literalKeyCondition } from '../query/literal-key-condition.ts';
import { literalMultiKeyCondition } from '../query/literal-multi-key-condition.ts';
import type { TableDescription } from '../table-description/table-description.ts';
import { cutText } from '../text/cut-text.ts';
import type { LiveLink } from './live-link.ts';
import { queryableViews } from './queryable-views.ts';
import { readFilterProblem } from './read-filter-problem.ts';
import type { ReadSource } from './read-source.ts';

/**
 * The read a live link asks for, against the table as DescribeTable shows it now: the index
 * must still exist, and a Query's values are typed by the key schema and checked as DynamoDB
 * checks them (literalKeyCondition, or literalMultiKeyCondition for a multi-attribute GSI key; a
 * GetItem's whole key by literalItemKey), so a link made before the table changed is refused
 * with what changed, before anything is read.
 *
 * @example
 * sourceOfLink({ target: { kind: 'embedded' }, table: 'Orders', read: { kind: 'scan' } }, orders);
 * // { ok: true, source: { kind: 'scan', table: 'Orders' } }
 */
export function sourceOfLink(
  link: LiveLink,
  description: TableDescription
): { ok: true; source: ReadSource } | { ok: false; error: string } {
  if (link.table !== description.name)
    return fail(
      `it reads table "${cutText(link.table, 80)}", not "${cutText(description.name, 80)}"`
    );
  const view = queryableViews(description).find((v) => v.id === (link.index ?? ''));
  if (!view)
    return fail(
      `table "${cutText(link.table, 80)}" has no index "${cutText(link.index ?? '', 80)}" now; open the table's Load dialog to pick another`
    );
  const index = link.index ? { index: link.index } : {};
  const read = link.read;
  const filter = read.kind !== 'get' && read.filter ? { filter: read.filter } : {};
  if (filter.filter) {
    const problem = readFilterProblem(
      filter.filter,
      read.kind === 'scan' ? 'scan' : 'query',
      description,
      link.index
    );
    if (problem) return fail(`its filter does not fit ${view.label}: ${problem}`);
  }
  if (read.kind === 'scan')
    return {
      ok: true,
      source: {
        kind: 'scan',
        table: link.table,
        ...index,
        ...(read.segments ? { segments: read.segments } : {}),
        ...(read.sample ? { sample: read.sample } : {}),
        ...filter
      }
    };
  if (read.kind === 'query' && view.multiKey && view.index) {
    const condition = literalMultiKeyCondition(view.multiKey, {
      partitionValues: [read.partitionValue, ...(read.morePartitionValues ?? [])],
      sortKeys: read.sortKey ? [read.sortKey, ...(read.moreSortKeys ?? [])] : []
    });
    if (!condition.ok)
      return fail(`its key condition does not fit ${view.label}: ${condition.message}`);
    return {
      ok: true,
      source: {
        kind: 'query',
        table: link.table,
        index: view.index,
        multiKey: view.multiKey,
        multiCondition: condition.condition,
        ...(read.descending ? { scanIndexForward: false } : {}),
        ...filter
      }
    };
  }
  if (!view.key)
    return fail(
      `${view.label} has a key of several attributes, which a ${read.kind === 'get' ? 'get' : 'Query'} link cannot give`
    );
  if (read.kind === 'get') {
    // decodeLiveLink refuses an index on a get link; a link built in code is held to it too.
    if (link.index)
      return fail('GetItem reads the table only, not an index; open the link without "index="');
    const key = literalItemKey(view.key, {
      partitionValue: read.partitionValue,
      ...(read.sortValue !== undefined ? { sortValue: read.sortValue } : {})
    });
    if (!key.ok) return fail(`its key does not fit ${view.label}: ${key.message}`);
    return {
      ok: true,
      source: { kind: 'get', table: link.table, key: view.key, values: key.values }
    };
  }
  if (read.morePartitionValues?.length || read.moreSortKeys?.length)
    return fail(
      `its key condition does not fit ${view.label}: it gives values for a key of several attributes, and this key has one partition attribute and at most one sort attribute`
    );
  const condition = literalKeyCondition(view.key, {
    partitionValue: read.partitionValue,
    ...(read.sortKey ? { sortKey: read.sortKey } : {})
  });
  if (!condition.ok)
    return fail(`its key condition does not fit ${view.label}: ${condition.message}`);
  return {
    ok: true,
    source: {
      kind: 'query',
      table: link.table,
      ...index,
      key: view.key,
      condition: condition.condition,
      ...(read.descending ? { scanIndexForward: false } : {}),
      ...filter
    }
  };
}

function fail(why: string): { ok: false; error: string } {
  // DynamoDB's own messages end with a period already.
  return {
    ok: false,
    error: `This live link cannot be read: ${why}${why.endsWith('.') ? '' : '.'}`
  };
}
