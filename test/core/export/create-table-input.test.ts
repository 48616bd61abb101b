import { describe, expect, it } from 'vitest';
import { createTableInput } from '../../../src/core/export/create-table-input.ts';
import type { Table } from '../../../src/core/model/design.ts';

const base: Table = {
  name: 'battle-royale',
  partitionKey: { name: 'PK', type: 'S' },
  sortKey: { name: 'SK', type: 'S' },
  globalSecondaryIndexes: [],
  localSecondaryIndexes: [],
  items: []
};

describe('createTableInput', () => {
  it('writes a multi-attribute GSI key as its HASH entries then its RANGE entries, in order', () => {
    const k = (name: string, type: 'S' | 'N' = 'S') => ({ name, type });
    const input = createTableInput({
      name: 'Matches',
      partitionKey: k('matchId'),
      globalSecondaryIndexes: [
        {
          name: 'TournamentRegionIndex',
          partitionKey: k('tournamentId'),
          morePartitionKeys: [k('region')],
          sortKey: k('round', 'N'),
          moreSortKeys: [k('bracket'), k('matchId')],
          projection: { type: 'ALL' }
        }
      ],
      localSecondaryIndexes: [],
      items: []
    });
    expect(input.GlobalSecondaryIndexes![0]!.KeySchema).toEqual([
      { AttributeName: 'tournamentId', KeyType: 'HASH' },
      { AttributeName: 'region', KeyType: 'HASH' },
      { AttributeName: 'round', KeyType: 'RANGE' },
      { AttributeName: 'bracket', KeyType: 'RANGE' },
      { AttributeName: 'matchId', KeyType: 'RANGE' }
    ]);
    expect(input.AttributeDefinitions).toEqual([
      { AttributeName: 'matchId', AttributeType: 'S' },
      { AttributeName: 'tournamentId', AttributeType: 'S' },
      { AttributeName: 'region', AttributeType: 'S' },
      { AttributeName: 'round', AttributeType: 'N' },
      { AttributeName: 'bracket', AttributeType: 'S' }
    ]);
  });

  it('defines each key attribute once, even when an inverted index reuses PK and SK', () => {
    const input = createTableInput({
      ...base,
      globalSecondaryIndexes: [
        {
          name: 'InvertedIndex',
          partitionKey: { name: 'SK', type: 'S' },
          sortKey: { name: 'PK', type: 'S' },
          projection: { type: 'ALL' }
        }
      ]
    });
    expect(input).toEqual({
      TableName: 'battle-royale',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' }
      ],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' }
      ],
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: [
        {
          IndexName: 'InvertedIndex',
          KeySchema: [
            { AttributeName: 'SK', KeyType: 'HASH' },
            { AttributeName: 'PK', KeyType: 'RANGE' }
          ],
          Projection: { ProjectionType: 'ALL' }
        }
      ]
    });
  });

  it.each([
    {
      name: 'a simple primary key',
      table: {
        ...base,
        name: 'People',
        partitionKey: { name: 'PersonID', type: 'N' as const },
        sortKey: undefined
      },
      keySchema: [{ AttributeName: 'PersonID', KeyType: 'HASH' }],
      definitions: [{ AttributeName: 'PersonID', AttributeType: 'N' }]
    },
    {
      name: 'an LSI with an INCLUDE projection',
      table: {
        ...base,
        localSecondaryIndexes: [
          {
            name: 'ByDate',
            sortKey: { name: 'date', type: 'N' as const },
            projection: { type: 'INCLUDE' as const, nonKeyAttributes: ['title'] }
          }
        ]
      },
      keySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' }
      ],
      definitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
        { AttributeName: 'date', AttributeType: 'N' }
      ]
    }
  ])('builds $name', ({ table, keySchema, definitions }) => {
    const input = createTableInput(table as Table);
    expect(input.KeySchema).toEqual(keySchema);
    expect(input.AttributeDefinitions).toEqual(definitions);
    if (table.localSecondaryIndexes.length) {
      expect(input.LocalSecondaryIndexes?.[0]).toEqual({
        IndexName: 'ByDate',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'date', KeyType: 'RANGE' }
        ],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['title'] }
      });
    }
  });

  it('gives provisioned tables and their GSIs the table capacity', () => {
    const input = createTableInput({
      ...base,
      billing: { mode: 'PROVISIONED', readCapacityUnits: 5, writeCapacityUnits: 7 },
      globalSecondaryIndexes: [
        { name: 'G1x', partitionKey: { name: 'g', type: 'S' }, projection: { type: 'KEYS_ONLY' } }
      ]
    });
    expect(input.BillingMode).toBe('PROVISIONED');
    expect(input.ProvisionedThroughput).toEqual({ ReadCapacityUnits: 5, WriteCapacityUnits: 7 });
    expect(input.GlobalSecondaryIndexes?.[0]?.ProvisionedThroughput).toEqual({
      ReadCapacityUnits: 5,
      WriteCapacityUnits: 7
    });
    expect(input.GlobalSecondaryIndexes?.[0]?.Projection).toEqual({ ProjectionType: 'KEYS_ONLY' });
  });
});
