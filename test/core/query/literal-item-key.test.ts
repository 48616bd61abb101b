import { describe, expect, it } from 'vitest';
import { literalItemKey, type LiteralItemKey } from '../../../src/core/query/literal-item-key.ts';

const both = {
  partitionKey: { name: 'PK', type: 'S' as const },
  sortKey: { name: 'SK', type: 'N' as const }
};
const hashOnly = { partitionKey: { name: 'id', type: 'N' as const } };

describe('literalItemKey', () => {
  it.each<
    [string, typeof both | typeof hashOnly, LiteralItemKey, ReturnType<typeof literalItemKey>]
  >([
    [
      'a full key typed by the schema',
      both,
      { partitionValue: 'USER#1', sortValue: ' 42 ' },
      { ok: true, values: { partitionValue: { S: 'USER#1' }, sortValue: { N: '42' } } }
    ],
    [
      'a partition key alone on a table without a sort key',
      hashOnly,
      { partitionValue: '7' },
      { ok: true, values: { partitionValue: { N: '7' } } }
    ],
    [
      'a missing sort key value',
      both,
      { partitionValue: 'USER#1' },
      {
        ok: false,
        message:
          "The provided key element does not match the schema. GetItem needs the full primary key: give the sort key SK's value too"
      }
    ],
    [
      'a sort key value on a table without one',
      hashOnly,
      { partitionValue: '7', sortValue: 'x' },
      {
        ok: false,
        message:
          "The provided key element does not match the schema. This key has no sort key; give the partition key id's value alone"
      }
    ],
    [
      'a number that is not one',
      both,
      { partitionValue: 'USER#1', sortValue: 'ten' },
      {
        ok: false,
        message:
          'ExpressionAttributeValues contains invalid value: The parameter cannot be converted to a numeric value: ten for key :sk'
      }
    ]
  ])('%s', (_name, key, input, want) => {
    expect(literalItemKey(key, input)).toEqual(want);
  });
});
