import { describe, expect, it } from 'vitest';
import { compareKeyTuples } from '../../../src/core/keys/compare-key-tuples.ts';
import type { KeyValue } from '../../../src/core/model/attribute-value.ts';

const sign = (n: number): number => Math.sign(n) || 0;

describe('compareKeyTuples', () => {
  it.each<{ why: string; a: KeyValue[]; b: KeyValue[]; expected: -1 | 0 | 1 }>([
    // S by UTF-8 bytes
    { why: "S: 'Z' (0x5A) before 'a' (0x61)", a: [{ S: 'Z' }], b: [{ S: 'a' }], expected: -1 },
    {
      why: 'S: U+FF61 (EF BD A1) before U+1F600 (F0 9F 98 80), unlike UTF-16 order',
      a: [{ S: '\uff61' }],
      b: [{ S: '😀' }],
      expected: -1
    },
    { why: "S: 'ITEM#' before 'ITEM#0'", a: [{ S: 'ITEM#' }], b: [{ S: 'ITEM#0' }], expected: -1 },
    { why: 'S: equal strings', a: [{ S: 'é' }], b: [{ S: 'é' }], expected: 0 },
    // N by value
    { why: "N: '9' before '10'", a: [{ N: '9' }], b: [{ N: '10' }], expected: -1 },
    { why: "N: '-1' before '0'", a: [{ N: '-1' }], b: [{ N: '0' }], expected: -1 },
    { why: "N: '-10' before '-9'", a: [{ N: '-10' }], b: [{ N: '-9' }], expected: -1 },
    { why: "N: '1.0' equals '1'", a: [{ N: '1.0' }], b: [{ N: '1' }], expected: 0 },
    { why: "N: '1E+2' equals '100'", a: [{ N: '1E+2' }], b: [{ N: '100' }], expected: 0 },
    // B by unsigned bytes
    { why: 'B: 0x7F before 0x80 (unsigned)', a: [{ B: 'fw==' }], b: [{ B: 'gA==' }], expected: -1 },
    { why: 'B: 0xFF after 0x00 0x00', a: [{ B: '/w==' }], b: [{ B: 'AAA=' }], expected: 1 },
    { why: 'B: 0x00 before 0x00 0x00', a: [{ B: 'AA==' }], b: [{ B: 'AAA=' }], expected: -1 },
    { why: 'B: same bytes, other padding', a: [{ B: 'QQ==' }], b: [{ B: 'QQ' }], expected: 0 },
    // a later part only breaks ties
    {
      why: 'a tie in the first part is broken by the second',
      a: [{ S: 'SEMIFINALS' }, { N: '9' }],
      b: [{ S: 'SEMIFINALS' }, { N: '10' }],
      expected: -1
    },
    {
      why: 'the first part decides even when the second says otherwise',
      a: [{ S: 'a' }, { N: '100' }],
      b: [{ S: 'b' }, { N: '1' }],
      expected: -1
    },
    {
      why: 'a first part equal by its type rule (1.0 = 1) leaves the second to decide',
      a: [{ N: '1.0' }, { S: 'b' }],
      b: [{ N: '1' }, { S: 'a' }],
      expected: 1
    },
    {
      why: 'a tie in two parts is broken by the third',
      a: [{ S: 'x' }, { N: '1' }, { B: 'gA==' }],
      b: [{ S: 'x' }, { N: '1' }, { B: 'fw==' }],
      expected: 1
    },
    {
      why: 'every part equal by its type rule',
      a: [{ S: 'x' }, { N: '1E0' }, { B: 'QQ==' }],
      b: [{ S: 'x' }, { N: '1' }, { B: 'QQ' }],
      expected: 0
    },
    // a prefix tuple sorts first
    { why: 'the empty tuple before any other', a: [], b: [{ S: '' }], expected: -1 },
    {
      why: 'a one-part prefix before its longer tuple',
      a: [{ S: 'a' }],
      b: [{ S: 'a' }, { N: '-1' }],
      expected: -1
    },
    {
      why: 'a prefix before a longer tuple whose next part is the smallest string',
      a: [{ S: 'b' }, { N: '2' }],
      b: [{ S: 'b' }, { N: '2' }, { S: '' }],
      expected: -1
    },
    {
      why: 'a shorter tuple that is not a prefix sorts by its parts',
      a: [{ S: 'b' }],
      b: [{ S: 'a' }, { S: 'z' }],
      expected: 1
    },
    { why: 'two empty tuples', a: [], b: [], expected: 0 }
  ])('$why', ({ a, b, expected }) => {
    expect(sign(compareKeyTuples(a, b))).toBe(expected);
    expect(sign(compareKeyTuples(b, a))).toBe(sign(-expected));
  });
});
