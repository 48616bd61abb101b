import { describe, expect, it } from 'vitest';
import {
  syntheticPattern,
  type SyntheticPiece
} from '../../../src/core/fixes/synthetic-pattern.ts';
import type { AccessPattern, SortKeyCondition } from '../../../src/core/model/design.ts';

const PK: SyntheticPiece[] = [{ before: 'T#' }, { before: '#R#' }];
const SK: SyntheticPiece[] = [{ before: 'ROUND#', width: 2 }, { before: '#B#' }, { before: '#M#' }];
const ONE: SyntheticPiece[] = [{ before: 'DAY#' }];

const base: AccessPattern = {
  name: 'p',
  table: 'tbl',
  index: 'G',
  partitionKey: '${t}',
  morePartitionKeys: ['${r}'],
  parameters: {},
  scanIndexForward: true,
  consistentRead: false,
  expectedEntities: []
};

const on = (sortKey?: SortKeyCondition, moreSortKeys?: SortKeyCondition[]): AccessPattern => ({
  ...base,
  ...(sortKey ? { sortKey } : {}),
  ...(moreSortKeys ? { moreSortKeys } : {})
});
const eq = (value: string): SortKeyCondition => ({ operator: '=', value });
const { morePartitionKeys: _m, ...joined } = { ...base, partitionKey: 'T#${t}#R#${r}' };

describe('syntheticPattern', () => {
  it.each<[string, AccessPattern, SyntheticPiece[], unknown]>([
    ['the partition values joined', on(), SK, joined],
    [
      '= on every part as = on the string',
      on(eq('${n}'), [eq('${b}'), eq('${m}')]),
      SK,
      { ...joined, sortKey: eq('ROUND#${n:2}#B#${b}#M#${m}') }
    ],
    [
      '= on a prefix as begins_with up to the separator',
      on(eq('${n}'), [eq('${b}')]),
      SK,
      { ...joined, sortKey: { operator: 'begins_with', value: 'ROUND#${n:2}#B#${b}#' } }
    ],
    [
      '= then begins_with as a longer prefix',
      on(eq('${n}'), [{ operator: 'begins_with', value: '${b}' }]),
      SK,
      { ...joined, sortKey: { operator: 'begins_with', value: 'ROUND#${n:2}#B#${b}' } }
    ],
    [
      'a literal Number padded',
      on(eq('7'), [eq('U')]),
      SK,
      { ...joined, sortKey: { operator: 'begins_with', value: 'ROUND#07#B#U#' } }
    ],
    [
      'a range on a key of one sort part',
      on({ operator: 'BETWEEN', value: '${from}', upper: '${to}' }),
      ONE,
      { ...joined, sortKey: { operator: 'BETWEEN', value: 'DAY#${from}', upper: 'DAY#${to}' } }
    ],
    [
      '< on a key of one sort part',
      on({ operator: '<', value: '2026' }),
      ONE,
      { ...joined, sortKey: { operator: '<', value: 'DAY#2026' } }
    ],
    [
      'a range on the first of several sort parts',
      on({ operator: '>=', value: '${n}' }),
      SK,
      'its sort condition >= "${n}" on the first sort part has no equal on a key that joins 3 parts into one string; rewrite it by hand'
    ],
    [
      'begins_with on a padded Number',
      on({ operator: 'begins_with', value: '1' }),
      SK,
      'its sort condition begins_with "1" on the first sort part has no equal on a key that joins 3 parts into one string; rewrite it by hand'
    ],
    [
      'a condition other than = before the last',
      on({ operator: '<', value: '1' }, [eq('U')]),
      SK,
      'only its last sort condition may be other than "="; rewrite it'
    ],
    [
      'more conditions than sort parts',
      on(eq('a'), [eq('b')]),
      ONE,
      'it has 2 sort conditions for a key of 1; drop the extra ones'
    ],
    [
      'a partition value missing',
      { ...base, morePartitionKeys: [] },
      SK,
      'it gives 1 partition value for a key of 2; give it one per attribute, then export again'
    ]
  ])('rewrites %s', (_, pattern, sort, want) => {
    expect(syntheticPattern(pattern, PK, sort)).toEqual(want);
  });
});
