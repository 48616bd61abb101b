import { describe, expect, it } from 'vitest';
import { readSetName } from '../../../src/core/result-sets/read-set-name.ts';
import type { ReadSource } from '../../../src/core/result-sets/read-source.ts';

const key = {
  partitionKey: { name: 'GSI1PK', type: 'S' as const },
  sortKey: { name: 'GSI1SK', type: 'S' as const }
};
const numeric = { partitionKey: { name: 'id', type: 'N' as const } };

describe('readSetName', () => {
  it.each<[string, ReadSource, string]>([
    ['a whole-table scan', { kind: 'scan', table: 'Orders' }, 'Scan of Orders'],
    [
      'a GetItem of one item by its full key',
      {
        kind: 'get',
        table: 'battle-royale',
        key: {
          partitionKey: { name: 'PK', type: 'S' },
          sortKey: { name: 'SK', type: 'S' }
        },
        values: { partitionValue: { S: 'USER#johnny' }, sortValue: { S: '#METADATA#johnny' } }
      },
      'GetItem of battle-royale: PK = "USER#johnny", SK = "#METADATA#johnny"'
    ],
    [
      'a GetItem of a table without a sort key',
      { kind: 'get', table: 'Users', key: numeric, values: { partitionValue: { N: '42' } } },
      'GetItem of Users: id = 42'
    ],
    [
      'one segment is not mentioned',
      { kind: 'scan', table: 'Orders', segments: 1 },
      'Scan of Orders'
    ],
    [
      'an index scan in segments',
      { kind: 'scan', table: 'Orders', index: 'GSI1', segments: 1200 },
      'Scan of Orders index GSI1 (1,200 segments)'
    ],
    [
      'a sample of some segments',
      { kind: 'scan', table: 'Orders', segments: 1000, sample: { count: 64, seed: 7 } },
      'Sample of Orders: 64 of 1,000 segments'
    ],
    [
      'a query of one partition',
      {
        kind: 'query',
        table: 'Orders',
        index: 'GSI1',
        key,
        condition: { partitionValue: { S: 'STATUS#DELIVERED' } }
      },
      'Query of Orders index GSI1: GSI1PK = "STATUS#DELIVERED"'
    ],
    [
      'a query of a multi-attribute key: every partition value, the sort prefix, in order',
      {
        kind: 'query',
        table: 'Matches',
        index: 'ByRound',
        multiKey: {
          partition: [
            { name: 'tournamentId', type: 'S' },
            { name: 'region', type: 'S' }
          ],
          sort: [
            { name: 'round', type: 'S' },
            { name: 'bracket', type: 'S' },
            { name: 'matchId', type: 'N' }
          ]
        },
        multiCondition: {
          partition: [{ S: 'W26' }, { S: 'NA' }],
          sort: [
            { operator: '=', value: { S: 'SEMI' } },
            { operator: '=', value: { S: 'UPPER' } },
            { operator: 'BETWEEN', value: { N: '1' }, upper: { N: '9' } }
          ]
        },
        scanIndexForward: false
      },
      'Query of Matches index ByRound: tournamentId = "W26" and region = "NA" and round = "SEMI" and bracket = "UPPER" and matchId between 1 and 9, newest first'
    ],
    [
      'begins_with, newest first',
      {
        kind: 'query',
        table: 'Orders',
        key,
        scanIndexForward: false,
        condition: {
          partitionValue: { S: 'C#1' },
          sort: { operator: 'begins_with', value: { S: '2025' } }
        }
      },
      'Query of Orders: GSI1PK = "C#1" and begins_with(GSI1SK, "2025"), newest first'
    ],
    [
      'between',
      {
        kind: 'query',
        table: 'T',
        key,
        condition: {
          partitionValue: { S: 'a' },
          sort: { operator: 'BETWEEN', value: { S: 'b' }, upper: { S: 'c' } }
        }
      },
      'Query of T: GSI1PK = "a" and GSI1SK between "b" and "c"'
    ],
    [
      'a comparison',
      {
        kind: 'query',
        table: 'T',
        key,
        condition: { partitionValue: { S: 'a' }, sort: { operator: '>=', value: { S: 'm' } } }
      },
      'Query of T: GSI1PK = "a" and GSI1SK >= "m"'
    ],
    [
      'a number key as written',
      { kind: 'query', table: 'T', key: numeric, condition: { partitionValue: { N: '1e3' } } },
      'Query of T: id = 1e3'
    ],
    [
      'a binary key as base64',
      {
        kind: 'query',
        table: 'T',
        key: { partitionKey: { name: 'b', type: 'B' } },
        condition: { partitionValue: { B: 'AAE=' } }
      },
      'Query of T: b = base64 AAE='
    ],
    [
      'a control character and quote escaped',
      { kind: 'query', table: 'T', key, condition: { partitionValue: { S: 'a"\nb' } } },
      'Query of T: GSI1PK = "a\\"\\nb"'
    ]
  ])('%s', (_name, source, want) => {
    expect(readSetName(source)).toBe(want);
  });

  it('cuts a long key value, so a name stays one line', () => {
    const name = readSetName({
      kind: 'query',
      table: 'T',
      key,
      condition: { partitionValue: { S: 'x'.repeat(500) } }
    });
    expect(name).toBe(`Query of T: GSI1PK = "${'x'.repeat(60)}…"`);
  });
});
