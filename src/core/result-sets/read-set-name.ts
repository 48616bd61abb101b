import type { KeyValue } from '../model/attribute-value.ts';
import { cutText } from '../text/cut-text.ts';
import { filterText } from '../query/filter-text.ts';
import type { ReadSource } from './read-source.ts';

/** Longest value quoted in a set's name; a set's source is a line, not a record. */
const VALUE_CHARS = 60;

/**
 * A result set's name from what it read, as people say it: the operation, the table (and
 * index), and for a Query its key condition with the values written out, so two Queries of
 * one table are told apart in the list of sets; for a GetItem the item's key; a filter last,
 * as a person reads it (`filterText`).
 *
 * @example
 * readSetName({ kind: 'scan', table: 'Orders', segments: 4 }); // 'Scan of Orders (4 segments)'
 * readSetName({ kind: 'scan', table: 'Orders', segments: 1000, sample: { count: 64, seed: 1 } });
 * // 'Sample of Orders: 64 of 1,000 segments'
 * readSetName({ kind: 'query', table: 'Orders', index: 'GSI1',
 *   key: { partitionKey: { name: 'GSI1PK', type: 'S' } },
 *   condition: { partitionValue: { S: 'STATUS#DELIVERED' } } });
 * // 'Query of Orders index GSI1: GSI1PK = "STATUS#DELIVERED"'
 * readSetName({ kind: 'get', table: 'battle-royale',
 *   key: { partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'SK', type: 'S' } },
 *   values: { partitionValue: { S: 'USER#johnny' }, sortValue: { S: '#METADATA#johnny' } } });
 * // 'GetItem of battle-royale: PK = "USER#johnny", SK = "#METADATA#johnny"'
 */
export function readSetName(source: ReadSource): string {
  const name = unfiltered(source);
  return source.kind !== 'get' && source.filter
    ? `${name}, where ${filterText(source.filter)}`
    : name;
}

function unfiltered(source: ReadSource): string {
  const of = `${source.table}${source.index ? ` index ${source.index}` : ''}`;
  if (source.kind === 'scan') {
    const segments = source.segments ?? 1;
    if (source.sample)
      return `Sample of ${of}: ${source.sample.count.toLocaleString('en')} of ${segments.toLocaleString('en')} segments`;
    return `Scan of ${of}${segments > 1 ? ` (${segments.toLocaleString('en')} segments)` : ''}`;
  }
  const { partitionKey, sortKey } = source.key;
  if (source.kind === 'get') {
    const { partitionValue, sortValue } = source.values;
    const sort = sortKey && sortValue ? `, ${sortKey.name} = ${valueText(sortValue)}` : '';
    return `GetItem of ${of}: ${partitionKey.name} = ${valueText(partitionValue)}${sort}`;
  }
  let condition = `${partitionKey.name} = ${valueText(source.condition.partitionValue)}`;
  const sort = source.condition.sort;
  if (sort && sortKey) {
    const name = sortKey.name;
    condition +=
      sort.operator === 'begins_with'
        ? ` and begins_with(${name}, ${valueText(sort.value)})`
        : sort.operator === 'BETWEEN'
          ? ` and ${name} between ${valueText(sort.value)} and ${valueText(sort.upper ?? sort.value)}`
          : ` and ${name} ${sort.operator} ${valueText(sort.value)}`;
  }
  const order = source.scanIndexForward === false ? ', newest first' : '';
  return `Query of ${of}: ${condition}${order}`;
}

// Strings quoted (with JSON's escapes, so a control character or quote reads plainly), numbers
// as written, binaries as base64 marked as such.
function valueText(v: KeyValue): string {
  if ('S' in v) return JSON.stringify(cutText(v.S, VALUE_CHARS));
  if ('N' in v) return v.N;
  return `base64 ${cutText(v.B, VALUE_CHARS)}`;
}
