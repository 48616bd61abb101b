import { describe, expect, it } from 'vitest';
import type { Table } from '../../../src/core/model/design.ts';
import { compareKeySchemas } from '../../../src/core/overlay/compare-key-schemas.ts';

const t = (over: Partial<Table>): Table => ({
  name: 'x',
  partitionKey: { name: 'PK', type: 'S' },
  sortKey: { name: 'SK', type: 'S' },
  globalSecondaryIndexes: [],
  localSecondaryIndexes: [],
  items: [],
  ...over
});

describe('compareKeySchemas', () => {
  it('finds nothing when the keys agree', () => {
    expect(compareKeySchemas(t({}), t({}))).toEqual([]);
  });

  it('names each difference', () => {
    const design = t({
      sortKey: { name: 'Author', type: 'S' },
      globalSecondaryIndexes: [
        { name: 'G', partitionKey: { name: 'a', type: 'S' }, projection: { type: 'ALL' } }
      ]
    });
    const live = t({
      partitionKey: { name: 'PK', type: 'N' },
      globalSecondaryIndexes: [
        { name: 'H', partitionKey: { name: 'a', type: 'S' }, projection: { type: 'ALL' } }
      ]
    });
    expect(compareKeySchemas(design, live)).toEqual([
      'the partition key is "PK" (S) in the design but "PK" (N) in the live table',
      'the sort key is "Author" (S) in the design but "SK" (S) in the live table',
      'index "G" is in the design but not in the live table',
      'index "H" is in the live table but not in the design'
    ]);
  });
});

describe('compareKeySchemas of multi-attribute indexes', () => {
  const a = (name: string) => ({ name, type: 'S' as const });
  const gsi = (more: string[]) => ({
    name: 'ByRegion',
    partitionKey: a('tournamentId'),
    ...(more.length ? { morePartitionKeys: more.map(a) } : {}),
    sortKey: a('round'),
    projection: { type: 'ALL' as const }
  });

  it('finds nothing when every attribute agrees, in order', () => {
    const table = t({ globalSecondaryIndexes: [gsi(['region'])] });
    expect(compareKeySchemas(table, table)).toEqual([]);
  });

  it.each([
    [['region'], [], 'tournamentId + region / round', 'tournamentId / round'],
    [
      ['region', 'bracket'],
      ['bracket', 'region'],
      'tournamentId + region + bracket / round',
      'tournamentId + bracket + region / round'
    ]
  ])('names a key whose later attributes differ (%j against %j)', (design, live, d, l) => {
    expect(
      compareKeySchemas(
        t({ globalSecondaryIndexes: [gsi(design)] }),
        t({ globalSecondaryIndexes: [gsi(live)] })
      )
    ).toEqual([`index "ByRegion" is keyed on ${d} in the design but ${l} in the live table`]);
  });
});
