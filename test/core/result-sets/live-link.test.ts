import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLiveLink } from '../../../src/core/result-sets/decode-live-link.ts';
import { encodeLiveLink } from '../../../src/core/result-sets/encode-live-link.ts';
import type { LiveLink } from '../../../src/core/result-sets/live-link.ts';
import type { SortKeyOperator } from '../../../src/core/model/design.ts';

// Any text a key value or name may hold, the characters a URL treats specially among them.
const text = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1 }),
  fc.constantFrom('a&b=c', '#x', '%41', '+ +', '__proto__', 'constructor', '?', 'é/😀')
);
const target = fc.oneof(
  fc.constant({ kind: 'embedded' as const }),
  fc.record({
    kind: fc.constant('region' as const),
    region: fc.constantFrom('us-east-1', 'eu-west-3')
  }),
  fc.record(
    {
      kind: fc.constant('endpoint' as const),
      endpoint: fc.webUrl(),
      region: fc.constantFrom('us-east-1', 'local')
    },
    { requiredKeys: ['kind', 'endpoint'] }
  )
);
const operator = fc.constantFrom<SortKeyOperator>(
  '=',
  '<',
  '<=',
  '>',
  '>=',
  'BETWEEN',
  'begins_with'
);
const read = fc.oneof(
  fc.record(
    { kind: fc.constant('scan' as const), segments: fc.integer({ min: 2, max: 1000 }) },
    { requiredKeys: ['kind'] }
  ),
  // A sample: some of the segments, drawn from a seed.
  fc.integer({ min: 2, max: 1000 }).chain((segments) =>
    fc.record({
      kind: fc.constant('scan' as const),
      segments: fc.constant(segments),
      sample: fc.record({
        count: fc.integer({ min: 1, max: segments }),
        seed: fc.integer({ min: 0, max: 0xffffffff })
      })
    })
  ),
  fc.record(
    {
      kind: fc.constant('query' as const),
      partitionValue: fc.string(),
      sortKey: fc
        .tuple(operator, fc.string(), fc.string())
        .map(([op, value, upper]) =>
          op === 'BETWEEN' ? { operator: op, value, upper } : { operator: op, value }
        ),
      descending: fc.constant(true)
    },
    { requiredKeys: ['kind', 'partitionValue'] }
  )
);
const sortKey = fc
  .tuple(operator, fc.string(), fc.string())
  .map(([op, value, upper]) =>
    op === 'BETWEEN' ? { operator: op, value, upper } : { operator: op, value }
  );
// A multi-attribute key's query: more partition values, and more sort conditions after the first
// (only after a first one: the conditions are a prefix).
const multiQuery = fc
  .record(
    {
      kind: fc.constant('query' as const),
      partitionValue: fc.string(),
      morePartitionValues: fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
      sortKey,
      moreSortKeys: fc.array(sortKey, { minLength: 1, maxLength: 3 }),
      descending: fc.constant(true)
    },
    { requiredKeys: ['kind', 'partitionValue', 'morePartitionValues'] }
  )
  .map(({ moreSortKeys, ...q }) => (q.sortKey && moreSortKeys ? { ...q, moreSortKeys } : q));
const get = fc.record(
  { kind: fc.constant('get' as const), partitionValue: fc.string(), sortValue: fc.string() },
  { requiredKeys: ['kind', 'partitionValue'] }
);
const link: fc.Arbitrary<LiveLink> = fc.oneof(
  fc.record(
    { target, table: text, index: text, read },
    { requiredKeys: ['target', 'table', 'read'] }
  ),
  fc.record({ target, table: text, index: text, read: multiQuery }),
  // GetItem reads the table only: a get link never names an index.
  fc.record({ target, table: text, read: get })
);

describe('live links', () => {
  it('decode(encode(link)) is the link, whatever the names and values hold', () => {
    fc.assert(
      fc.property(link, (l) => {
        expect(decodeLiveLink(encodeLiveLink(l))).toEqual({ ok: true, link: l });
      })
    );
  });

  it('writes the parameters in one order, so one set has one address', () => {
    expect(
      encodeLiveLink({
        target: { kind: 'endpoint', endpoint: 'http://127.0.0.1:8000' },
        table: 'Orders',
        index: 'GSI1',
        read: {
          kind: 'query',
          partitionValue: 'STATUS#DELIVERED',
          sortKey: { operator: 'begins_with', value: '2025' },
          descending: true
        }
      })
    ).toBe(
      '#live=1&endpoint=http%3A%2F%2F127.0.0.1%3A8000&table=Orders&index=GSI1&read=query&pk=STATUS%23DELIVERED&sk-op=begins_with&sk=2025&order=descending'
    );
  });

  it("writes a multi-attribute key's values and conditions in KeySchema order", () => {
    expect(
      encodeLiveLink({
        target: { kind: 'embedded' },
        table: 'Matches',
        index: 'ByRound',
        read: {
          kind: 'query',
          partitionValue: 'W26',
          morePartitionValues: ['NA'],
          sortKey: { operator: '=', value: 'SEMI' },
          moreSortKeys: [{ operator: 'BETWEEN', value: 'A', upper: 'M' }]
        }
      })
    ).toBe(
      '#live=1&target=embedded&table=Matches&index=ByRound&read=query&pk=W26&pk=NA&sk-op=%3D&sk=SEMI&sk-op=BETWEEN&sk=A&sk-upper=M'
    );
  });

  it('writes a get link as the key values alone', () => {
    expect(
      encodeLiveLink({
        target: { kind: 'embedded' },
        table: 'battle-royale',
        read: { kind: 'get', partitionValue: 'USER#johnny', sortValue: '#METADATA#johnny' }
      })
    ).toBe(
      '#live=1&target=embedded&table=battle-royale&read=get&pk=USER%23johnny&sk=%23METADATA%23johnny'
    );
  });

  it('carries no credentials: nothing but where, what and how', () => {
    const hash = encodeLiveLink({
      target: { kind: 'region', region: 'us-east-1' },
      table: 'T',
      read: { kind: 'scan' }
    });
    expect([...new URLSearchParams(hash.slice(1)).keys()]).toEqual([
      'live',
      'region',
      'table',
      'read'
    ]);
  });

  it.each(['#example=gaming', '#design=1.abc', '', '#lesson=x', '#livestock'])(
    '%j is not a live link',
    (hash) => {
      expect(decodeLiveLink(hash)).toBeNull();
    }
  );

  it.each([
    [
      '#live=2&target=embedded&table=T&read=scan',
      'it is version "2", and this Keyscope reads version 1; copy the link again from the Live tab'
    ],
    [
      '#live=1&target=embedded&table=T&read=scan&secret=x',
      '"secret" is not one of its parameters; remove it'
    ],
    [
      '#live=1&table=T&read=scan',
      'it names no place to read; add "target=embedded", "endpoint=" or "region="'
    ],
    [
      '#live=1&target=cloud&table=T&read=scan',
      '"target" can only be "embedded", not "cloud"; give "endpoint=" or "region=" instead'
    ],
    [
      '#live=1&target=embedded&region=us-east-1&table=T&read=scan',
      'it names the embedded table and also an endpoint or region; keep one'
    ],
    [
      '#live=1&endpoint=&table=T&read=scan',
      '"endpoint=" is empty; give a URL such as http://localhost:8000'
    ],
    ['#live=1&target=embedded&read=scan', 'it names no table; add "table=" with the table\'s name'],
    [
      '#live=1&target=embedded&table=T&read=put',
      '"read" must be "scan", "query" or "get", not "put"'
    ],
    [
      '#live=1&target=embedded&table=T&index=GSI1&read=get&pk=a',
      'a get link reads the table only (GetItem cannot read an index); remove "index=" or make it a query link'
    ],
    [
      '#live=1&target=embedded&table=T&read=get&sk=b',
      'a get link needs the partition key value; add "pk=" with it'
    ],
    [
      '#live=1&target=embedded&table=T&read=get&pk=a&sk-op=%3D&sk=b',
      '"sk-op=" is a query link\'s; a get link gives the sort key as "sk=" alone'
    ],
    [
      '#live=1&target=embedded&table=T&read=scan&segments=10&sample=4',
      '"sample=" and "seed=" go together; give both'
    ],
    [
      '#live=1&target=embedded&table=T&read=scan&segments=10&sample=11&seed=1',
      '"sample=11": a sample reads a whole number of segments from 1 to 10, got 11'
    ],
    [
      '#live=1&target=embedded&table=T&read=scan&segments=10&sample=4&seed=-1',
      '"seed=-1" must be a whole number from 0 to 4294967295'
    ],
    [
      '#live=1&target=embedded&table=T&read=scan&segments=0',
      '"segments=0": segments must be a whole number from 1 to 1,000, got 0'
    ],
    [
      '#live=1&target=embedded&table=T&read=scan&segments=',
      '"segments=": segments must be a whole number from 1 to 1,000, got NaN'
    ],
    [
      '#live=1&target=embedded&table=T&read=query',
      'a query link needs the partition key value; add "pk=" with it'
    ],
    [
      '#live=1&target=embedded&table=T&read=query&pk=a&sk-op=like&sk=b',
      '"sk-op" must be one of =, <, <=, >, >=, BETWEEN, begins_with, not "like"'
    ],
    [
      '#live=1&target=embedded&table=T&read=query&pk=a&sk-op=%3E',
      '"sk-op=>" needs the sort key value; add "sk="'
    ],
    [
      '#live=1&target=embedded&table=T&read=query&pk=a&sk-op=BETWEEN&sk=b',
      '"sk-op=BETWEEN" needs the upper bound; add "sk-upper="'
    ],
    [
      '#live=1&target=embedded&table=T&read=query&pk=a&sk-op=%3D&sk=b&sk=c',
      'it gives 2 "sk=" for 1 "sk-op="; give one "sk=" for each'
    ],
    [
      '#live=1&target=embedded&table=T&read=query&pk=a&sk-op=%3D&sk=b&sk-op=BETWEEN&sk=c',
      '"sk-op=BETWEEN" needs the upper bound; add "sk-upper="'
    ],
    [
      '#live=1&target=embedded&table=T&read=query&pk=a&order=up',
      '"order" must be "ascending" or "descending", not "up"'
    ]
  ])('%s is refused: %s', (hash, why) => {
    expect(decodeLiveLink(hash)).toEqual({
      ok: false,
      error: `This live link cannot be opened: ${why}.`
    });
  });
});
