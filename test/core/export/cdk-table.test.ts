import { describe, expect, it } from 'vitest';
import { cdkTable } from '../../../src/core/export/cdk-table.ts';
import {
  createTableInput,
  type CreateTableInput
} from '../../../src/core/export/create-table-input.ts';
import { example } from '../../helpers/example.ts';
import { CDK_DESIGNS } from './cdk-designs.ts';

/** A GSI of an on-demand table with one string attribute `PK` as its key. */
function withGsi(keySchema: CreateTableInput['KeySchema']): CreateTableInput {
  return {
    TableName: 'T',
    KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
    AttributeDefinitions: ['PK', 'a', 'b', 'c', 'd'].map((AttributeName, i) => ({
      AttributeName,
      AttributeType: i === 3 ? 'N' : 'S'
    })),
    BillingMode: 'PAY_PER_REQUEST',
    GlobalSecondaryIndexes: [
      { IndexName: 'G', KeySchema: keySchema, Projection: { ProjectionType: 'ALL' } }
    ]
  };
}

/** The GSI's lines, from its name to its projection. */
function gsiLines(lines: string[]): string[] {
  const from = lines.findIndex((l) => l.includes('indexName'));
  const to = lines.findIndex((l) => l.includes('projectionType'));
  return lines.slice(from, to + 1).map((l) => l.trim());
}

const [, orders] = CDK_DESIGNS.find(([name]) => name === 'local indexes on a provisioned table')!;

describe('cdkTable', () => {
  it.each([
    [
      'an on-demand table with a GSI (gaming)',
      createTableInput(example('gaming').tables[0]!),
      'BattleRoyaleTable',
      [
        'this.tables.set(',
        '  "battle-royale",',
        '  new TableV2(this, "BattleRoyaleTable", {',
        '    tableName: "battle-royale",',
        '    partitionKey: { name: "PK", type: AttributeType.STRING },',
        '    sortKey: { name: "SK", type: AttributeType.STRING },',
        '    billing: Billing.onDemand(),',
        '    globalSecondaryIndexes: [',
        '      {',
        '        indexName: "InvertedIndex",',
        '        partitionKey: { name: "SK", type: AttributeType.STRING },',
        '        sortKey: { name: "PK", type: AttributeType.STRING },',
        '        projectionType: ProjectionType.ALL',
        '      }',
        '    ]',
        '  })',
        ');'
      ]
    ],
    [
      'a provisioned table with GSIs and LSIs',
      createTableInput(orders.tables[0]!),
      'OrdersTable',
      [
        'this.tables.set(',
        '  "Orders",',
        '  new TableV2(this, "OrdersTable", {',
        '    tableName: "Orders",',
        '    partitionKey: { name: "PK", type: AttributeType.STRING },',
        '    sortKey: { name: "SK", type: AttributeType.NUMBER },',
        '    billing: Billing.provisioned({',
        '      readCapacity: Capacity.fixed(7),',
        '      writeCapacity: Capacity.autoscaled({ minCapacity: 3, maxCapacity: 3 })',
        '    }),',
        '    globalSecondaryIndexes: [',
        '      {',
        '        indexName: "ByStatus",',
        '        partitionKey: { name: "status", type: AttributeType.STRING },',
        '        projectionType: ProjectionType.KEYS_ONLY',
        '      },',
        '      {',
        '        indexName: "ByBlob",',
        '        partitionKey: { name: "blob", type: AttributeType.BINARY },',
        '        sortKey: { name: "SK", type: AttributeType.NUMBER },',
        '        projectionType: ProjectionType.INCLUDE,',
        '        nonKeyAttributes: ["total", "currency"]',
        '      }',
        '    ],',
        '    localSecondaryIndexes: [',
        '      {',
        '        indexName: "ByDate",',
        '        sortKey: { name: "date", type: AttributeType.STRING },',
        '        projectionType: ProjectionType.ALL',
        '      },',
        '      {',
        '        indexName: "ByAmount",',
        '        sortKey: { name: "amount", type: AttributeType.NUMBER },',
        '        projectionType: ProjectionType.INCLUDE,',
        '        nonKeyAttributes: ["note"]',
        '      }',
        '    ]',
        '  })',
        ');'
      ]
    ]
  ])('writes %s', (_, input, id, lines) => {
    expect(cdkTable(input, id)).toEqual(lines);
  });

  it.each([
    [
      'two partition attributes and one sort attribute',
      [
        { AttributeName: 'a', KeyType: 'HASH' },
        { AttributeName: 'b', KeyType: 'HASH' },
        { AttributeName: 'c', KeyType: 'RANGE' }
      ],
      [
        'indexName: "G",',
        'partitionKeys: [',
        '{ name: "a", type: AttributeType.STRING },',
        '{ name: "b", type: AttributeType.STRING }',
        '],',
        'sortKeys: [{ name: "c", type: AttributeType.NUMBER }],',
        'projectionType: ProjectionType.ALL'
      ]
    ],
    [
      'one partition attribute and two sort attributes',
      [
        { AttributeName: 'a', KeyType: 'HASH' },
        { AttributeName: 'c', KeyType: 'RANGE' },
        { AttributeName: 'd', KeyType: 'RANGE' }
      ],
      [
        'indexName: "G",',
        'partitionKeys: [{ name: "a", type: AttributeType.STRING }],',
        'sortKeys: [',
        '{ name: "c", type: AttributeType.NUMBER },',
        '{ name: "d", type: AttributeType.STRING }',
        '],',
        'projectionType: ProjectionType.ALL'
      ]
    ],
    [
      'two partition attributes and no sort key',
      [
        { AttributeName: 'b', KeyType: 'HASH' },
        { AttributeName: 'a', KeyType: 'HASH' }
      ],
      [
        'indexName: "G",',
        'partitionKeys: [',
        '{ name: "b", type: AttributeType.STRING },',
        '{ name: "a", type: AttributeType.STRING }',
        '],',
        'projectionType: ProjectionType.ALL'
      ]
    ],
    [
      'one attribute each',
      [
        { AttributeName: 'a', KeyType: 'HASH' },
        { AttributeName: 'c', KeyType: 'RANGE' }
      ],
      [
        'indexName: "G",',
        'partitionKey: { name: "a", type: AttributeType.STRING },',
        'sortKey: { name: "c", type: AttributeType.NUMBER },',
        'projectionType: ProjectionType.ALL'
      ]
    ]
  ] as const)('writes a GSI key of %s in KeySchema order', (_, keySchema, lines) => {
    expect(gsiLines(cdkTable(withGsi([...keySchema]), 'TTable'))).toEqual(lines);
  });

  it('writes names as string literals', () => {
    const input = withGsi([{ AttributeName: 'a', KeyType: 'HASH' }]);
    input.TableName = 'say "hi"\n';
    input.KeySchema = [{ AttributeName: 'back\\slash\u2028', KeyType: 'HASH' }];
    input.AttributeDefinitions.push({ AttributeName: 'back\\slash\u2028', AttributeType: 'B' });
    expect(cdkTable(input, 'Say"Table').slice(0, 5)).toEqual([
      'this.tables.set(',
      '  "say \\"hi\\"\\n",',
      '  new TableV2(this, "Say\\"Table", {',
      '    tableName: "say \\"hi\\"\\n",',
      '    partitionKey: { name: "back\\\\slash\\u2028", type: AttributeType.BINARY },'
    ]);
  });
});
