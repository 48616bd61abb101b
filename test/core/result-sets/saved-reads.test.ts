import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSavedReads } from '../../../src/core/result-sets/decode-saved-reads.ts';
import { encodeSavedReads } from '../../../src/core/result-sets/encode-saved-reads.ts';
import type { SavedRead } from '../../../src/core/result-sets/saved-read.ts';

const SCAN4 = '#live=1&target=embedded&table=orders&read=scan&segments=4';
const QUERY = '#live=1&target=embedded&table=orders&read=query&pk=CUST%23c1';

// Keys of any text, the names an object's prototype holds among them.
const name = fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom('__proto__', 'constructor'));
const scalar = fc.oneof(
  fc.string().map((S) => ({ S })),
  fc.integer().map((n) => ({ N: String(n) })),
  fc.constantFrom({ B: 'AAEC' }, { B: '/w==' })
);
const key = fc
  .uniqueArray(fc.tuple(name, scalar), { minLength: 1, maxLength: 2, selector: ([n]) => n })
  .map((entries) => {
    const map = Object.create(null) as Record<string, unknown>;
    for (const [n, v] of entries) map[n] = v;
    return map;
  });
const position = fc.oneof(
  fc.constant({ state: 'start' as const }),
  fc.constant({ state: 'done' as const }),
  key.map((k) => ({ state: 'after' as const, key: k }))
);
const read = fc.tuple(fc.array(position, { minLength: 4, maxLength: 4 }), fc.nat(), fc.nat()).map(
  ([positions, items, bytes]) =>
    ({
      link: SCAN4,
      name: 'Scan of orders',
      cursor: { totalSegments: 4, positions },
      items,
      bytes
    }) as SavedRead
);

describe('saved reads', () => {
  it('reads back every place it stored, keys of any name included', () => {
    fc.assert(
      fc.property(fc.array(read, { maxLength: 5 }), (reads) => {
        const back = decodeSavedReads(encodeSavedReads(reads));
        expect(back.problems).toEqual([]);
        expect(JSON.stringify(back.reads)).toBe(JSON.stringify(reads));
      })
    );
  });

  it('offers nothing, and says nothing, where nothing was stored', () => {
    expect(decodeSavedReads(null)).toEqual({ reads: [], problems: [] });
  });

  const good = {
    link: QUERY,
    name: 'Query of orders: PK = "CUST#c1"',
    cursor: { totalSegments: 1, positions: [{ state: 'after', key: { PK: { S: 'x' } } }] },
    items: 10,
    bytes: 1000
  };
  const one = (entry: unknown) => JSON.stringify({ v: 1, reads: [entry] });

  it.each<[string, string, string]>([
    ['not JSON', '{"v":1,', "the saved places of this tab's loads are not JSON"],
    ['another version', '{"v":2,"reads":[]}', 'are version 2; this app reads version 1'],
    ['no list', '{"v":1,"reads":{}}', '"reads" is an object, not a list'],
    ['a link that is not one', one({ ...good, link: 'https://x' }), 'saved place 1: "link" does'],
    ['a bad link', one({ ...good, link: '#live=1&table=orders' }), 'saved place 1: "link": '],
    ['no name', one({ ...good, name: '' }), 'saved place 1: "name" is'],
    ['a count that is no count', one({ ...good, items: -1 }), '"items" is -1, not a count'],
    [
      'too many segments',
      one({ ...good, cursor: { totalSegments: 5000, positions: [] } }),
      '"cursor": "totalSegments": segments must be a whole number from 1 to 1,000, got 5000'
    ],
    [
      'positions that do not match',
      one({ ...good, cursor: { totalSegments: 2, positions: [{ state: 'start' }] } }),
      '"positions" should list 2 segments'
    ],
    [
      'a key that is not DynamoDB JSON',
      one({
        ...good,
        cursor: { totalSegments: 1, positions: [{ state: 'after', key: { PK: 'x' } }] }
      }),
      '"cursor": positions[0].key'
    ],
    [
      'an unknown state',
      one({ ...good, cursor: { totalSegments: 1, positions: [{ state: 'middle' }] } }),
      "positions[0] is an object, not a segment's position"
    ],
    [
      "a cursor of another read's segments",
      one({ ...good, link: SCAN4 }),
      '"cursor" has 1 segments where its link reads 4'
    ]
  ])('refuses %s, naming it', (_what, text, problem) => {
    const back = decodeSavedReads(text);
    expect(back.reads).toEqual([]);
    expect(back.problems).toHaveLength(1);
    expect(back.problems[0]).toContain(problem);
  });

  it('keeps the good places beside a bad one', () => {
    const text = JSON.stringify({ v: 1, reads: [good, { ...good, bytes: 'many' }, good] });
    const back = decodeSavedReads(text);
    expect(back.reads).toHaveLength(2);
    expect(back.problems).toEqual([
      'saved place 2: "bytes" is "many", not a count; it is not offered'
    ]);
  });
});
