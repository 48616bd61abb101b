import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../../../src/core/model/attribute-value.ts';
import type { ReadFilter } from '../../../src/core/query/read-filter.ts';
import { decodeLiveLink } from '../../../src/core/result-sets/decode-live-link.ts';
import { encodeLiveLink } from '../../../src/core/result-sets/encode-live-link.ts';
import type { LiveLink } from '../../../src/core/result-sets/live-link.ts';
import { liveLinkOf } from '../../../src/core/result-sets/live-link-of.ts';
import type { ReadSource } from '../../../src/core/result-sets/read-source.ts';
import { sourceOfLink } from '../../../src/core/result-sets/source-of-link.ts';
import type { TableDescription } from '../../../src/core/table-description/table-description.ts';

const orders: TableDescription = {
  name: 'Orders',
  status: 'ACTIVE',
  key: { partition: [{ name: 'PK', type: 'S' }], sort: [{ name: 'SK', type: 'S' }] },
  billing: { mode: 'PAY_PER_REQUEST' },
  indexes: [
    {
      name: 'ByStatus',
      kind: 'gsi',
      key: { partition: [{ name: 'status', type: 'S' }], sort: [{ name: 'total', type: 'N' }] },
      projection: { type: 'ALL' }
    }
  ]
};
const tableKey = {
  partitionKey: { name: 'PK', type: 'S' as const },
  sortKey: { name: 'SK', type: 'S' as const }
};
const indexKey = {
  partitionKey: { name: 'status', type: 'S' as const },
  sortKey: { name: 'total', type: 'N' as const }
};

const filter = (
  expression: string,
  names: [string, string][] = [],
  values: [string, AttributeValue][] = []
): ReadFilter => ({ expression, names, values });

// Characters a URL treats specially, and text beyond ASCII, in names and values alike.
const awkward = filter(
  '#n = :v AND #m <> :w AND size(#l) > :k',
  [
    ['#n', 'a&b=c #x'],
    ['#m', 'é/😀?%41+ +'],
    ['#l', 'lines']
  ],
  [
    [':v', { S: 'x & y # z = é😀 %41 + ?a=b' }],
    [':w', { B: 'AQ==' }],
    [':k', { N: '-1.5E+3' }]
  ]
);
const plain = filter('attribute_exists(#d)', [['#d', 'due']]);
const noPlaceholders = filter('attribute_not_exists(deleted)');
const protoLike = filter(
  '#__proto__ = :__proto__ AND #constructor = :toString',
  [
    ['#__proto__', '__proto__'],
    ['#constructor', 'constructor']
  ],
  [
    [':__proto__', { BOOL: true }],
    [':toString', { NULL: true }]
  ]
);

const roundTrip = (source: ReadSource): LiveLink | string => {
  const decoded = decodeLiveLink(encodeLiveLink(liveLinkOf(source, { kind: 'embedded' })));
  if (decoded === null) return 'not a live link';
  return decoded.ok ? decoded.link : decoded.error;
};

const filterOf = (link: LiveLink | string): ReadFilter | undefined => {
  if (typeof link === 'string') throw new Error(link);
  return link.read.kind === 'get' ? undefined : link.read.filter;
};

describe('a live link keeps its filter', () => {
  it.each<[string, ReadFilter]>([
    ['awkward characters', awkward],
    ['names only', plain],
    ['no placeholders', noPlaceholders],
    ['prototype-like placeholders', protoLike]
  ])('on a scan: %s', (_name, f) => {
    expect(filterOf(roundTrip({ kind: 'scan', table: 'Orders', segments: 4, filter: f }))).toEqual(
      f
    );
  });

  it.each<[string, ReadFilter]>([
    ['awkward characters', awkward],
    ['names only', plain],
    ['no placeholders', noPlaceholders],
    ['prototype-like placeholders', protoLike]
  ])('on a query: %s', (_name, f) => {
    const source: ReadSource = {
      kind: 'query',
      table: 'Orders',
      key: tableKey,
      condition: {
        partitionValue: { S: 'CUST#1&x=#' },
        sort: { operator: 'begins_with', value: { S: 'ORDER#' } }
      },
      scanIndexForward: false,
      filter: f
    };
    expect(filterOf(roundTrip(source))).toEqual(f);
  });

  it.each<[string, ReadSource]>([
    ['a filtered scan of the table', { kind: 'scan', table: 'Orders', filter: awkward }],
    [
      'a filtered sample of an index',
      {
        kind: 'scan',
        table: 'Orders',
        index: 'ByStatus',
        segments: 16,
        sample: { count: 3, seed: 42 },
        filter: plain
      }
    ],
    [
      'a filtered query of the table',
      {
        kind: 'query',
        table: 'Orders',
        key: tableKey,
        condition: { partitionValue: { S: 'CUST#1' } },
        filter: awkward
      }
    ],
    [
      "a filtered query of the GSI naming the table's keys",
      {
        kind: 'query',
        table: 'Orders',
        index: 'ByStatus',
        key: indexKey,
        condition: {
          partitionValue: { S: 'OPEN' },
          sort: { operator: 'BETWEEN', value: { N: '1' }, upper: { N: '20.5' } }
        },
        scanIndexForward: false,
        filter: filter('begins_with(PK, :p) AND SK <> :p', [], [[':p', { S: 'CUST#' }]])
      }
    ]
  ])('is read back into the same source: %s', (_name, source) => {
    const link = roundTrip(source);
    if (typeof link === 'string') throw new Error(link);
    expect(sourceOfLink(link, orders)).toEqual({ ok: true, source });
  });
});

describe('sourceOfLink and a link filter', () => {
  it.each<[string, LiveLink]>([
    [
      'a table query whose filter names the partition key',
      {
        target: { kind: 'embedded' },
        table: 'Orders',
        read: { kind: 'query', partitionValue: 'CUST#1', filter: filter('attribute_exists(PK)') }
      }
    ],
    [
      "a GSI query whose filter names the GSI's partition key",
      {
        target: { kind: 'embedded' },
        table: 'Orders',
        index: 'ByStatus',
        read: {
          kind: 'query',
          partitionValue: 'OPEN',
          filter: filter('#s = :s', [['#s', 'status']], [[':s', { S: 'OPEN' }]])
        }
      }
    ]
  ])('refuses %s', (_name, link) => {
    const r = sourceOfLink(link, orders);
    if (r.ok) throw new Error('expected a refusal');
    expect(r.error).toContain('its filter does not fit');
  });

  it('refuses a table query naming PK with the view and DynamoDB words', () => {
    const link: LiveLink = {
      target: { kind: 'embedded' },
      table: 'Orders',
      read: { kind: 'query', partitionValue: 'CUST#1', filter: filter('attribute_exists(PK)') }
    };
    expect(sourceOfLink(link, orders)).toEqual({
      ok: false,
      error:
        'This live link cannot be read: its filter does not fit Table Orders: Filter Expression can only contain non-primary key attributes: Primary key attribute: PK.'
    });
  });

  it('refuses the same link decoded from its address', () => {
    const hash = encodeLiveLink({
      target: { kind: 'embedded' },
      table: 'Orders',
      read: { kind: 'query', partitionValue: 'CUST#1', filter: filter('attribute_exists(PK)') }
    });
    const decoded = decodeLiveLink(hash);
    if (!decoded?.ok) throw new Error(`not decoded: ${JSON.stringify(decoded)}`);
    const r = sourceOfLink(decoded.link, orders);
    expect(r.ok ? '' : r.error).toContain('its filter does not fit');
  });

  it('takes a scan link whose filter names the partition key', () => {
    const link: LiveLink = {
      target: { kind: 'embedded' },
      table: 'Orders',
      read: { kind: 'scan', filter: filter('attribute_exists(PK)') }
    };
    expect(sourceOfLink(link, orders)).toEqual({
      ok: true,
      source: { kind: 'scan', table: 'Orders', filter: filter('attribute_exists(PK)') }
    });
  });
});
