import { DYNAMODB_LIMITS } from '../../../src/core/limits/dynamodb-limits.ts';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAttributeMap } from '../../../src/core/attributes/parse-attribute-map.ts';
import {
  itemSize,
  itemSizes,
  knownItemSizes,
  measureItemSizes,
  sizedConcat,
  valueSize
} from '../../../src/core/items/item-size.ts';
import { parseDecimal } from '../../../src/core/keys/decimal.ts';
import type { AttributeMap, AttributeValue } from '../../../src/core/model/attribute-value.ts';
import { emptyMap } from '../../../src/core/model/attribute-value.ts';
import type { Finding } from '../../../src/core/model/finding.ts';

/** Fixtures live in test/fixtures (tests run from the repo root). */
const VECTORS = resolve(process.cwd(), 'test/fixtures/query-vectors');

describe('itemSize', () => {
  it('gives AWS\'s worked example, shirt-color "R" plus shirt-size "M", 23 bytes', () => {
    expect(itemSize({ 'shirt-color': { S: 'R' }, 'shirt-size': { S: 'M' } })).toBe(23);
  });

  it('counts attribute names in UTF-8 bytes', () => {
    expect(itemSize({ é: { S: '' } })).toBe(2);
    expect(itemSize({ '🙂': { BOOL: true } })).toBe(5);
  });

  it('is zero for an empty item', () => {
    expect(itemSize({})).toBe(0);
  });

  it('counts an own "__proto__" attribute of a null-prototype item', () => {
    const m = emptyMap();
    m['__proto__'] = { S: 'x' };
    expect(itemSize(m)).toBe(10);
  });

  it('is well under the 400 KB limit constant for a small item, which is 409600 bytes', () => {
    expect(DYNAMODB_LIMITS.itemBytes).toBe(409600);
  });
});

describe('measureItemSizes', () => {
  const items = (n: number): AttributeMap[] =>
    Array.from({ length: n }, (_, i) =>
      Object.assign(emptyMap(), { PK: { S: `USER#${'x'.repeat(i % 7)}` }, n: { N: String(i) } })
    );

  it('measured in slices of any budget, gives each item’s itemSize, and itemSizes finishes what is left (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 }),
        (n, budgets) => {
          const xs = items(n);
          let done = n === 0;
          for (const b of budgets) {
            const before = done;
            done = measureItemSizes(xs, b);
            // Once done it stays done.
            if (before) expect(done).toBe(true);
          }
          const spent = budgets.reduce((s, b) => s + b, 0);
          expect(done).toBe(spent >= n);
          expect([...itemSizes(xs)]).toEqual(xs.map((x) => itemSize(x)));
          expect(measureItemSizes(xs, 1)).toBe(true);
        }
      ),
      { seed: 7, numRuns: 80 }
    );
  });
});

describe('sizedConcat', () => {
  const items = (n: number, from = 0): AttributeMap[] =>
    Array.from({ length: n }, (_, i) =>
      Object.assign(emptyMap(), {
        PK: { S: `GAME#${'é'.repeat((from + i) % 5)}` },
        tags: { SS: ['a', 'bc'].slice(0, (from + i) % 3) },
        n: { N: String((from + i) * 37) }
      })
    );

  it('gives the joined array the sizes a fresh measurement of each item gives (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        fc.boolean(),
        (b, a, beforeMeasured) => {
          const before = items(b);
          const added = items(a, b);
          if (beforeMeasured) itemSizes(before);
          const joined = sizedConcat([...before, ...added], before, added);
          const fresh = [...before, ...added].map((x) => measureItemForTest(x));
          expect([...knownItemSizes(joined)!]).toEqual(fresh);
          expect([...itemSizes(joined)]).toEqual(fresh);
        }
      ),
      { seed: 11, numRuns: 60 }
    );
  });

  it('returns the joined array itself', () => {
    const before = items(2);
    const added = items(3, 2);
    const joined = [...before, ...added];
    expect(sizedConcat(joined, before, added)).toBe(joined);
  });

  it('refuses an array that is not before followed by added, naming the lengths', () => {
    const before = items(2);
    expect(() => sizedConcat([...before], before, items(1, 2))).toThrow(
      'sizedConcat: 2 items are not 2 + 1'
    );
  });
});

describe('knownItemSizes', () => {
  it('is undefined for an array not yet measured, and measures nothing', () => {
    const xs = [Object.assign(emptyMap(), { a: { S: 'x' } })];
    expect(knownItemSizes(xs)).toBeUndefined();
    expect(knownItemSizes(xs)).toBeUndefined();
  });

  it('gives the sizes once itemSizes has measured the array', () => {
    const xs = [Object.assign(emptyMap(), { a: { S: 'xyz' } })];
    itemSizes(xs);
    expect([...knownItemSizes(xs)!]).toEqual([4]);
  });
});

/** itemSize's formula on a copy, so no size remembered for the item itself is read. */
function measureItemForTest(item: AttributeMap): number {
  return itemSize(Object.assign(emptyMap(), item));
}

describe('valueSize', () => {
  it.each<{ value: AttributeValue; bytes: number; why: string }>([
    { value: { S: '' }, bytes: 0, why: 'an empty string is 0 bytes' },
    { value: { S: 'abc' }, bytes: 3, why: 'a string is its UTF-8 bytes' },
    { value: { S: 'é€🙂' }, bytes: 9, why: 'multi-byte characters count 2, 3 and 4' },
    { value: { N: '0' }, bytes: 1, why: 'zero has no significant digits' },
    { value: { N: '1' }, bytes: 2, why: 'one digit rounds up to one byte, plus one' },
    { value: { N: '12' }, bytes: 2, why: 'two digits are one byte, plus one' },
    { value: { N: '123' }, bytes: 3, why: 'three digits round up to two bytes, plus one' },
    { value: { N: '100000' }, bytes: 2, why: 'trailing zeros are trimmed' },
    {
      value: { N: '-0.000120' },
      bytes: 2,
      why: 'leading and trailing zeros are trimmed, and the sign is free'
    },
    { value: { N: '1E+100' }, bytes: 2, why: 'the exponent is free' },
    {
      value: { N: '12345678901234567890123456789012345678' },
      bytes: 20,
      why: '38 digits are 19 bytes, plus one'
    },
    { value: { B: '' }, bytes: 0, why: 'an empty binary is 0 bytes' },
    { value: { B: 'AQ==' }, bytes: 1, why: 'a binary is its raw bytes, not its base64 text' },
    { value: { B: 'AQI=' }, bytes: 2, why: 'two raw bytes' },
    { value: { B: 'AQID' }, bytes: 3, why: 'three raw bytes' },
    { value: { B: 'AQ' }, bytes: 1, why: 'unpadded base64 counts the same' },
    { value: { BOOL: false }, bytes: 1, why: 'a boolean is 1 byte' },
    { value: { NULL: true }, bytes: 1, why: 'null is 1 byte' },
    { value: { L: [] }, bytes: 3, why: 'an empty list is 3 bytes' },
    { value: { M: {} }, bytes: 3, why: 'an empty map is 3 bytes' },
    {
      value: { L: [{ S: 'ab' }, { NULL: true }] },
      bytes: 3 + (2 + 1) + (1 + 1),
      why: 'a list adds 1 per element'
    },
    {
      value: { M: { ab: { S: 'c' } } },
      bytes: 3 + 2 + 1 + 1,
      why: 'a map counts its keys and 1 per element'
    },
    {
      value: { M: { x: { L: [{ M: {} }] } } },
      bytes: 3 + 1 + (3 + (3 + 1)) + 1,
      why: 'nesting adds the overhead at each level'
    },
    { value: { SS: ['a', 'bc', 'é'] }, bytes: 5, why: 'a string set is the sum of its elements' },
    {
      value: { NS: ['1', '123', '0'] },
      bytes: 2 + 3 + 1,
      why: 'a number set is the sum of its numbers'
    },
    { value: { BS: ['AQ==', 'AQID'] }, bytes: 4, why: 'a binary set is the sum of its raw bytes' }
  ])('is $bytes for $value: $why', ({ value, bytes }) => {
    expect(valueSize(value)).toBe(bytes);
  });

  it('counts the raw bytes of a large binary exactly', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 1000, 1001, 1002]) {
      const b64 = Buffer.alloc(n, 0xab).toString('base64');
      expect(valueSize({ B: b64 })).toBe(n);
    }
  });
});

type Case = {
  args: string[];
  n?: string[];
  CapacityUnits?: number;
  error?: string;
};

describe('a number’s size, property', () => {
  /** The formula read straight off parseDecimal: the oracle for the allocation-free count. */
  const oracle = (text: string) => {
    const d = parseDecimal(text);
    return Math.ceil((d.ok ? d.value.digits.length : text.length) / 2) + 1;
  };

  it('is 1 byte per 2 significant digits plus 1, for any text in an N, as parseDecimal counts them', () => {
    const numberish = fc.string({
      unit: fc.constantFrom(...'0123456789.-+eE x'.split('')),
      maxLength: 46
    });
    const plain = fc
      .tuple(
        fc.constantFrom('', '-', '+'),
        fc.stringMatching(/^[0-9]{0,30}$/),
        fc.option(fc.stringMatching(/^[0-9]{0,30}$/), { nil: undefined })
      )
      .map(([sign, int, frac]) => `${sign}${int}${frac === undefined ? '' : `.${frac}`}`);
    fc.assert(
      fc.property(fc.oneof(numberish, plain), (text) => {
        expect(valueSize({ N: text })).toBe(oracle(text));
      }),
      { seed: 13, numRuns: 3000 }
    );
  });

  it.each([
    ['0', 1],
    ['-0.000120', 2],
    ['007', 2],
    ['1.', 2],
    ['.5', 2],
    ['9'.repeat(38), 20],
    // 39 significant digits: DynamoDB refuses it, and the size falls back to the text's length.
    ['9'.repeat(39), 21],
    ['1' + '0'.repeat(39), 2]
  ])('%s is %i bytes', (text, bytes) => {
    expect(valueSize({ N: text })).toBe(bytes);
    expect(valueSize({ N: text })).toBe(oracle(text));
  });
});

describe('itemSize against the capacity DynamoDB Local charged for the query vectors', () => {
  const model = JSON.parse(readFileSync(resolve(VECTORS, 'query-model.json'), 'utf8')) as {
    DataModel: { TableData: unknown[] }[];
  };
  const cases = JSON.parse(
    readFileSync(resolve(VECTORS, 'expected-queries.json'), 'utf8')
  ) as Case[];

  const findings: Finding[] = [];
  const items: AttributeMap[] = (model.DataModel[0]?.TableData ?? []).map((raw, i) => {
    const item = parseAttributeMap(raw, `$.DataModel[0].TableData[${i}]`, findings);
    if (!item) throw new Error(`item ${i} did not parse`);
    return item;
  });
  const byN = new Map<string, AttributeMap>();
  for (const item of items) {
    const n = item['n'];
    if (n && 'N' in n) byN.set(n.N, item);
  }

  const answered = cases.filter((c) => c.error === undefined);

  it('parses all 40 items without findings, each with a distinct n', () => {
    expect(findings).toEqual([]);
    expect(items).toHaveLength(40);
    expect(byN.size).toBe(40);
  });

  it('has answered cases to check, including one that returned nothing', () => {
    expect(answered.length).toBeGreaterThan(30);
    expect(answered.filter((c) => (c.n ?? []).length === 0)).toHaveLength(1);
  });

  it.each(
    answered.map((c, i) => ({
      i,
      c,
      label: `${(c.n ?? []).length} items${c.args.includes('--consistent-read') ? ', consistent' : ''}`
    }))
  )('charges case $i ($label) ceil(bytes/4096) reads, halved unless consistent', ({ c }) => {
    const returned = (c.n ?? []).map((n) => {
      const item = byN.get(n);
      if (!item) throw new Error(`no item with n = ${n}`);
      return item;
    });
    const bytes = returned.reduce((s, item) => s + itemSize(item), 0);
    if (returned.length === 0) {
      // DynamoDB Local charges 0 here; AWS documents a minimum of one read (see the fixture README).
      expect(bytes).toBe(0);
      return;
    }
    const factor = c.args.includes('--consistent-read') ? 1 : 0.5;
    expect(Math.ceil(bytes / 4096) * factor).toBe(c.CapacityUnits);
  });
});
