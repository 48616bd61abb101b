import { describe, expect, it } from 'vitest';
import {
  emptyMap,
  type AttributeMap,
  type AttributeValue
} from '../../../src/core/model/attribute-value.ts';
import type { MultiKeySchema } from '../../../src/core/model/multi-key-schema.ts';
import { indexTuple, type IndexTuple } from '../../../src/core/views/index-tuple.ts';

/** A null-prototype item with the entries assigned in the order given. */
function itemOf(entries: [string, AttributeValue][]): AttributeMap {
  const m = emptyMap();
  for (const [k, v] of entries) m[k] = v;
  return m;
}

const KEY: MultiKeySchema = {
  partition: [
    { name: 'tournamentId', type: 'S' },
    { name: 'region', type: 'S' }
  ],
  sort: [
    { name: 'round', type: 'S' },
    { name: 'matchId', type: 'N' }
  ]
};

const PROTO_KEY: MultiKeySchema = {
  partition: [{ name: '__proto__', type: 'S' }],
  sort: [{ name: 'constructor', type: 'N' }]
};

describe('indexTuple', () => {
  it.each<{ why: string; key: MultiKeySchema; item: AttributeMap; expected: IndexTuple }>([
    {
      why: 'a member, its tuples in KeySchema order whatever the item order',
      key: KEY,
      item: itemOf([
        ['matchId', { N: '7' }],
        ['player', { S: 'ana' }],
        ['region', { S: 'NA' }],
        ['round', { S: 'SEMIFINALS' }],
        ['tournamentId', { S: 'W26' }]
      ]),
      expected: {
        ok: true,
        partition: [{ S: 'W26' }, { S: 'NA' }],
        sort: [{ S: 'SEMIFINALS' }, { N: '7' }]
      }
    },
    {
      why: 'a member of a partition-only index, with an empty sort tuple',
      key: { partition: KEY.partition, sort: [] },
      item: itemOf([
        ['tournamentId', { S: 'W26' }],
        ['region', { S: 'NA' }]
      ]),
      expected: { ok: true, partition: [{ S: 'W26' }, { S: 'NA' }], sort: [] }
    },
    {
      why: 'a member whose N and B values are kept as written',
      key: {
        partition: [{ name: 'p', type: 'B' }],
        sort: [{ name: 's', type: 'N' }]
      },
      item: itemOf([
        ['p', { B: 'QQ' }],
        ['s', { N: '1.0' }]
      ]),
      expected: { ok: true, partition: [{ B: 'QQ' }], sort: [{ N: '1.0' }] }
    },
    {
      why: 'a missing partition attribute named',
      key: KEY,
      item: itemOf([
        ['tournamentId', { S: 'W26' }],
        ['round', { S: 'SEMIFINALS' }],
        ['matchId', { N: '7' }]
      ]),
      expected: { ok: false, attribute: 'region', why: 'missing' }
    },
    {
      why: 'the first of two missing sort attributes named',
      key: KEY,
      item: itemOf([
        ['tournamentId', { S: 'W26' }],
        ['region', { S: 'NA' }]
      ]),
      expected: { ok: false, attribute: 'round', why: 'missing' }
    },
    {
      why: 'a missing last sort attribute named',
      key: KEY,
      item: itemOf([
        ['tournamentId', { S: 'W26' }],
        ['region', { S: 'NA' }],
        ['round', { S: 'SEMIFINALS' }]
      ]),
      expected: { ok: false, attribute: 'matchId', why: 'missing' }
    },
    {
      why: 'an N where the partition attribute is S',
      key: KEY,
      item: itemOf([
        ['tournamentId', { N: '26' }],
        ['region', { S: 'NA' }],
        ['round', { S: 'SEMIFINALS' }],
        ['matchId', { N: '7' }]
      ]),
      expected: { ok: false, attribute: 'tournamentId', why: 'type' }
    },
    {
      why: 'an S where the sort attribute is N',
      key: KEY,
      item: itemOf([
        ['tournamentId', { S: 'W26' }],
        ['region', { S: 'NA' }],
        ['round', { S: 'SEMIFINALS' }],
        ['matchId', { S: '7' }]
      ]),
      expected: { ok: false, attribute: 'matchId', why: 'type' }
    },
    {
      why: 'a string set where the attribute is S',
      key: KEY,
      item: itemOf([
        ['tournamentId', { S: 'W26' }],
        ['region', { SS: ['NA'] }],
        ['round', { S: 'SEMIFINALS' }],
        ['matchId', { N: '7' }]
      ]),
      expected: { ok: false, attribute: 'region', why: 'type' }
    },
    {
      why: 'a NULL where the attribute is S (present, so type, not missing)',
      key: KEY,
      item: itemOf([
        ['tournamentId', { S: 'W26' }],
        ['region', { S: 'NA' }],
        ['round', { NULL: true }],
        ['matchId', { N: '7' }]
      ]),
      expected: { ok: false, attribute: 'round', why: 'type' }
    },
    {
      why: 'the partition checked before the sort (missing sort, mistyped partition)',
      key: KEY,
      item: itemOf([
        ['tournamentId', { S: 'W26' }],
        ['region', { BOOL: true }],
        ['round', { S: 'SEMIFINALS' }]
      ]),
      expected: { ok: false, attribute: 'region', why: 'type' }
    },
    {
      why: 'the partition checked before the sort (mistyped sort, missing partition)',
      key: KEY,
      item: itemOf([
        ['region', { S: 'NA' }],
        ['round', { N: '1' }],
        ['matchId', { N: '7' }]
      ]),
      expected: { ok: false, attribute: 'tournamentId', why: 'missing' }
    },
    {
      why: "a member keyed by attributes named '__proto__' and 'constructor'",
      key: PROTO_KEY,
      item: itemOf([
        ['__proto__', { S: 'P' }],
        ['constructor', { N: '3' }]
      ]),
      expected: { ok: true, partition: [{ S: 'P' }], sort: [{ N: '3' }] }
    },
    {
      why: "a missing 'constructor' attribute named, not read from a prototype",
      key: PROTO_KEY,
      item: itemOf([['__proto__', { S: 'P' }]]),
      expected: { ok: false, attribute: 'constructor', why: 'missing' }
    },
    {
      why: "a missing '__proto__' attribute named, not read from a prototype",
      key: PROTO_KEY,
      item: itemOf([['constructor', { N: '3' }]]),
      expected: { ok: false, attribute: '__proto__', why: 'missing' }
    },
    {
      why: "a mistyped '__proto__' attribute named",
      key: PROTO_KEY,
      item: itemOf([
        ['__proto__', { N: '1' }],
        ['constructor', { N: '3' }]
      ]),
      expected: { ok: false, attribute: '__proto__', why: 'type' }
    }
  ])('gives $why', ({ key, item, expected }) => {
    expect(indexTuple(item, key)).toEqual(expected);
  });
});
