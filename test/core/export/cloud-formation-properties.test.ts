import { describe, expect, it } from 'vitest';
import { cloudFormationProperties } from '../../../src/core/export/cloud-formation-properties.ts';
import { createTableInput } from '../../../src/core/export/create-table-input.ts';
import type { Table } from '../../../src/core/model/design.ts';

const table: Table = {
  name: 'Orders',
  partitionKey: { name: 'PK', type: 'S' },
  sortKey: { name: 'SK', type: 'S' },
  globalSecondaryIndexes: [
    {
      name: 'ByStatus',
      partitionKey: { name: 'status', type: 'S' },
      projection: { type: 'INCLUDE', nonKeyAttributes: ['total'] }
    }
  ],
  localSecondaryIndexes: [
    { name: 'ByDate', sortKey: { name: 'date', type: 'N' }, projection: { type: 'KEYS_ONLY' } }
  ],
  billing: { mode: 'PROVISIONED', readCapacityUnits: 3, writeCapacityUnits: 4 },
  items: []
};

describe('cloudFormationProperties', () => {
  it('keeps every CreateTable field, provisioned throughput on the table and its GSIs', () => {
    expect(cloudFormationProperties(createTableInput(table))).toEqual({
      TableName: 'Orders',
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
        { AttributeName: 'status', AttributeType: 'S' },
        { AttributeName: 'date', AttributeType: 'N' }
      ],
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' }
      ],
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 3, WriteCapacityUnits: 4 },
      GlobalSecondaryIndexes: [
        {
          IndexName: 'ByStatus',
          KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['total'] },
          ProvisionedThroughput: { ReadCapacityUnits: 3, WriteCapacityUnits: 4 }
        }
      ],
      LocalSecondaryIndexes: [
        {
          IndexName: 'ByDate',
          KeySchema: [
            { AttributeName: 'PK', KeyType: 'HASH' },
            { AttributeName: 'date', KeyType: 'RANGE' }
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' }
        }
      ]
    });
  });

  it('writes no throughput and no index lists for an on-demand table without indexes', () => {
    const props = cloudFormationProperties(
      createTableInput({
        ...table,
        billing: undefined,
        globalSecondaryIndexes: [],
        localSecondaryIndexes: []
      })
    );
    expect(Object.keys(props)).toEqual([
      'TableName',
      'AttributeDefinitions',
      'KeySchema',
      'BillingMode'
    ]);
    expect(props.BillingMode).toBe('PAY_PER_REQUEST');
  });

  it('copies, so changing the template never changes the CreateTable input', () => {
    const input = createTableInput(table);
    const before = JSON.stringify(input);
    const props = cloudFormationProperties(input);
    props.KeySchema[0]!.AttributeName = 'X';
    props.GlobalSecondaryIndexes![0]!.Projection.NonKeyAttributes!.push('y');
    expect(JSON.stringify(input)).toBe(before);
  });
});
