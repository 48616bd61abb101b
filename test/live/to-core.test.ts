import type {
  AttributeValue as SdkValue,
  TableDescription as SdkTable
} from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { adoptItem, describeToCore, itemToCore, itemToSdk } from '../../src/live/to-core.ts';

describe('itemToCore / itemToSdk', () => {
  const sdkItem: Record<string, SdkValue> = {
    s: { S: 'x' },
    n: { N: '-1.50' },
    b: { B: new Uint8Array([0, 1, 255]) },
    t: { BOOL: true },
    z: { NULL: true },
    l: { L: [{ S: 'a' }, { B: new Uint8Array([7]) }] },
    m: { M: { inner: { NS: ['1', '2'] } } },
    ss: { SS: ['a', 'b'] },
    bs: { BS: [new Uint8Array([1]), new Uint8Array([2, 3])] }
  };

  it('turns bytes into base64 and back, and keeps numbers as the server spelled them', () => {
    const core = itemToCore(sdkItem);
    expect(core).toEqual({
      s: { S: 'x' },
      n: { N: '-1.50' },
      b: { B: 'AAH/' },
      t: { BOOL: true },
      z: { NULL: true },
      l: { L: [{ S: 'a' }, { B: 'Bw==' }] },
      m: { M: { inner: { NS: ['1', '2'] } } },
      ss: { SS: ['a', 'b'] },
      bs: { BS: ['AQ==', 'AgM='] }
    });
    expect(itemToSdk(core)).toEqual(sdkItem);
  });

  it('makes null-prototype maps, so __proto__ is an attribute', () => {
    const raw = JSON.parse('{"__proto__": {"M": {"__proto__": {"S": "x"}}}}') as Record<
      string,
      SdkValue
    >;
    const core = itemToCore(raw);
    expect(Object.getPrototypeOf(core)).toBeNull();
    expect(Object.keys(core)).toEqual(['__proto__']);
    const inner = (core['__proto__'] as { M: object }).M;
    expect(Object.getPrototypeOf(inner)).toBeNull();
    expect(Object.keys(inner)).toEqual(['__proto__']);
  });

  it('names an attribute of an unknown type instead of dropping it', () => {
    expect(() => itemToCore({ weird: { $unknown: ['X', 1] } as unknown as SdkValue })).toThrow(
      'attribute "weird" has a type Keyscope does not know ($unknown)'
    );
  });
});

describe('adoptItem', () => {
  it('makes the SDK object itself a core item: same values, null prototype, binaries as base64', () => {
    const s = { S: 'x' };
    const raw: Record<string, SdkValue> = {
      s,
      b: { B: new Uint8Array([1, 2]) },
      m: { M: { n: { N: '1' } } }
    };
    const core = adoptItem(raw);
    expect(core).toBe(raw);
    expect(Object.getPrototypeOf(core)).toBeNull();
    expect(core['s']).toBe(s); // kept, not copied
    expect(core).toEqual({ s: { S: 'x' }, b: { B: 'AQI=' }, m: { M: { n: { N: '1' } } } });
    expect(Object.getPrototypeOf((core['m'] as { M: object }).M)).toBeNull();
  });

  it('gives the same item as the copying itemToCore', () => {
    const make = (): Record<string, SdkValue> => ({
      a: { L: [{ B: new Uint8Array([9]) }, { NULL: true }] },
      b: { BS: [new Uint8Array([0])] },
      c: { NS: ['1'] },
      d: { BOOL: false }
    });
    expect(adoptItem(make())).toEqual(itemToCore(make()));
  });

  it('drops an attribute the SDK left without a value (it does so for one named __proto__)', () => {
    const raw = { PK: { S: 'a' } } as Record<string, SdkValue>;
    Object.defineProperty(raw, '__proto__', {
      value: undefined,
      enumerable: true,
      configurable: true,
      writable: true
    });
    const core = adoptItem(raw);
    expect(Object.keys(core)).toEqual(['PK']);
    expect(
      Object.keys(itemToCore({ PK: { S: 'a' }, gone: undefined as unknown as SdkValue }))
    ).toEqual(['PK']);
  });
});

describe('describeToCore', () => {
  it('reads key schemas (multi-attribute GSI keys included), indexes, billing, counts and the ARN', () => {
    const table: SdkTable = {
      TableName: 'matches',
      TableArn: 'arn:aws:dynamodb:eu-west-1:123456789012:table/matches',
      TableStatus: 'ACTIVE',
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'tournament', AttributeType: 'S' },
        { AttributeName: 'region', AttributeType: 'S' },
        { AttributeName: 'round', AttributeType: 'N' },
        { AttributeName: 'score', AttributeType: 'N' },
        { AttributeName: 'when', AttributeType: 'S' }
      ],
      KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'ByMatch',
          KeySchema: [
            { AttributeName: 'tournament', KeyType: 'HASH' },
            { AttributeName: 'region', KeyType: 'HASH' },
            { AttributeName: 'round', KeyType: 'RANGE' },
            { AttributeName: 'score', KeyType: 'RANGE' }
          ],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['player'] },
          IndexStatus: 'ACTIVE',
          ItemCount: 10,
          IndexSizeBytes: 2048
        }
      ],
      LocalSecondaryIndexes: [
        {
          IndexName: 'ByWhen',
          KeySchema: [
            { AttributeName: 'PK', KeyType: 'HASH' },
            { AttributeName: 'when', KeyType: 'RANGE' }
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' }
        }
      ],
      BillingModeSummary: { BillingMode: 'PAY_PER_REQUEST' },
      OnDemandThroughput: { MaxReadRequestUnits: 400 },
      ProvisionedThroughput: { ReadCapacityUnits: 0, WriteCapacityUnits: 0 },
      ItemCount: 10,
      TableSizeBytes: 4096,
      CreationDateTime: new Date('2025-01-02T03:04:05Z'),
      DeletionProtectionEnabled: true,
      TableClassSummary: { TableClass: 'STANDARD' }
    };
    expect(describeToCore(table)).toEqual({
      name: 'matches',
      arn: 'arn:aws:dynamodb:eu-west-1:123456789012:table/matches',
      region: 'eu-west-1',
      account: '123456789012',
      status: 'ACTIVE',
      key: { partition: [{ name: 'PK', type: 'S' }], sort: [] },
      indexes: [
        {
          name: 'ByMatch',
          kind: 'gsi',
          key: {
            partition: [
              { name: 'tournament', type: 'S' },
              { name: 'region', type: 'S' }
            ],
            sort: [
              { name: 'round', type: 'N' },
              { name: 'score', type: 'N' }
            ]
          },
          projection: { type: 'INCLUDE', nonKeyAttributes: ['player'] },
          status: 'ACTIVE',
          itemCount: 10,
          sizeBytes: 2048
        },
        {
          name: 'ByWhen',
          kind: 'lsi',
          key: { partition: [{ name: 'PK', type: 'S' }], sort: [{ name: 'when', type: 'S' }] },
          projection: { type: 'KEYS_ONLY' }
        }
      ],
      billing: { mode: 'PAY_PER_REQUEST', maxReadRequestUnits: 400 },
      itemCount: 10,
      sizeBytes: 4096,
      createdAt: '2025-01-02T03:04:05.000Z',
      tableClass: 'STANDARD',
      deletionProtection: true
    });
  });

  it.each([
    [
      { ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 2 } },
      { mode: 'PROVISIONED', readCapacityUnits: 5, writeCapacityUnits: 2 }
    ],
    [
      {
        BillingModeSummary: { BillingMode: 'PROVISIONED' as const },
        ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 }
      },
      { mode: 'PROVISIONED', readCapacityUnits: 1, writeCapacityUnits: 1 }
    ],
    [{}, { mode: 'PAY_PER_REQUEST' }]
  ])('reads billing from %j', (fields, billing) => {
    expect(describeToCore({ TableName: 't', KeySchema: [], ...fields }).billing).toEqual(billing);
  });
});
