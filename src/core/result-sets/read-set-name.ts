import type { KeyValue } from '../model/attribute-value.ts';
import { cutText } from '../text/cut-text.ts';
import { filterText } from '../query/filter-text.ts';
import type { SortPartCondition } from '../query/parse-multi-key-condition.ts';
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
 * readSetName({ kind: 'query', table: 'Matches', index: 'ByRound',
 *   multiKey: { partition: [{ name: 'tournamentId', type: 'S' }, { name: 'region', type: 'S' }], sort: [{ name: 'round', type: 'S' }] },
 *   multiCondition: { partition: [{ S: 'W26' }, { S: 'NA' }], sort: [{ operator: 'begins_with', value: { S: 'SEMI' } }] } });
 * // 'Query of Matches index ByRound: tournamentId = "W26" and region = "NA" and begins_with(round, "SEMI")'
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
  if (source.kind === 'get') {
    const { partitionKey, sortKey } = source.key;
    const { partitionValue, sortValue } = source.values;
    const sort = sortKey && sortValue ? `, ${sortKey.name} = ${valueText(sortValue)}` : '';
    return `GetItem of ${of}: ${partitionKey.name} = ${valueText(partitionValue)}${sort}`;
  }
  const conditions =
    'multiKey' in source
      ? [
          ...source.multiKey.partition.map(
            (a, i) => `${a.name} = ${valueText(source.multiCondition.partition[i]!)}`
          ),
          ...source.multiCondition.sort.map((c, i) => sortText(source.multiKey.sort[i]!.name, c))
        ]
      : [
          `${source.key.partitionKey.name} = ${valueText(source.condition.partitionValue)}`,
          ...(source.condition.sort && source.key.sortKey
            ? [sortText(source.key.sortKey.name, source.condition.sort)]
            : [])
        ];
  const order = source.scanIndexForward === false ? ', newest first' : '';
  return `Query of ${of}: ${conditions.join(' and ')}${order}`;
}

/** One sort key condition as people read it. */
function sortText(name: string, sort: SortPartCondition): string {
  return sort.operator === 'begins_with'
    ? `begins_with(${name}, ${valueText(sort.value)})`
    : sort.operator === 'BETWEEN'
      ? `${name} between ${valueText(sort.value)} and ${valueText(sort.upper ?? sort.value)}`
      : `${name} ${sort.operator} ${valueText(sort.value)}`;
}

// Strings quoted (with JSON's escapes, so a control character or quote reads plainly), numbers
// as written, binaries as base64 marked as such.
function valueText(v: KeyValue): string {
  if ('S' in v) return JSON.stringify(cutText(v.S, VALUE_CHARS));
  if ('N' in v) return v.N;
  return `base64 ${cutText(v.B, VALUE_CHARS)}`;
}
