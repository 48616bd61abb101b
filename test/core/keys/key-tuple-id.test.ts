import { describe, expect, it } from 'vitest';
import { decodeBase64 } from '../../../src/core/keys/base64.ts';
import { keyTupleId } from '../../../src/core/keys/key-tuple-id.ts';
import type { KeyValue } from '../../../src/core/model/attribute-value.ts';

describe('keyTupleId', () => {
  it.each<{ why: string; a: KeyValue[]; b: KeyValue[]; same: boolean }>([
    { why: "N '1' and '1.0' are one value", a: [{ N: '1' }], b: [{ N: '1.0' }], same: true },
    { why: "N '1' and '1E0' are one value", a: [{ N: '1' }], b: [{ N: '1E0' }], same: true },
    { why: "N '1.0' and '1E0' are one value", a: [{ N: '1.0' }], b: [{ N: '1E0' }], same: true },
    { why: "N '0' and '-0' are one value", a: [{ N: '0' }], b: [{ N: '-0' }], same: true },
    { why: "N '1' and '10' differ", a: [{ N: '1' }], b: [{ N: '10' }], same: false },
    {
      why: "S precomposed 'é' and 'e' + U+0301 differ (no normalization)",
      a: [{ S: '\u00e9' }],
      b: [{ S: 'e\u0301' }],
      same: false
    },
    { why: "S 'a' and 'A' differ", a: [{ S: 'a' }], b: [{ S: 'A' }], same: false },
    {
      why: "['a#b','c'] and ['a','b#c'] differ",
      a: [{ S: 'a#b' }, { S: 'c' }],
      b: [{ S: 'a' }, { S: 'b#c' }],
      same: false
    },
    {
      why: 'a string holding JSON punctuation does not fake two parts',
      a: [{ S: 'a"],["S","b' }],
      b: [{ S: 'a' }, { S: 'b' }],
      same: false
    },
    { why: "S '1' and N '1' differ", a: [{ S: '1' }], b: [{ N: '1' }], same: false },
    { why: "S 'QQ==' and B 'QQ==' differ", a: [{ S: 'QQ==' }], b: [{ B: 'QQ==' }], same: false },
    {
      why: "B 'QQ==' and 'QQ' (one byte 0x41, other padding) are one value",
      a: [{ B: 'QQ==' }],
      b: [{ B: 'QQ' }],
      same: true
    },
    { why: "B 'QQ==' and 'QQ=' are one value", a: [{ B: 'QQ==' }], b: [{ B: 'QQ=' }], same: true },
    { why: "B 'QQ==' and 'Qg==' differ", a: [{ B: 'QQ==' }], b: [{ B: 'Qg==' }], same: false },
    {
      why: 'every part equal by its type rule',
      a: [{ S: 'WINTER2026' }, { N: '1.0' }, { B: 'QQ' }],
      b: [{ S: 'WINTER2026' }, { N: '1' }, { B: 'QQ==' }],
      same: true
    },
    {
      why: 'one part different is enough',
      a: [{ S: 'WINTER2026' }, { N: '1' }],
      b: [{ S: 'WINTER2026' }, { N: '2' }],
      same: false
    },
    {
      why: 'the same parts in another order differ',
      a: [{ S: 'a' }, { S: 'b' }],
      b: [{ S: 'b' }, { S: 'a' }],
      same: false
    },
    {
      why: 'a prefix differs from its longer tuple',
      a: [{ S: 'a' }],
      b: [{ S: 'a' }, { S: '' }],
      same: false
    }
  ])('$why', ({ a, b, same }) => {
    expect(keyTupleId(a) === keyTupleId(b)).toBe(same);
  });

  it.each(['QQ==', 'QQ=', 'QQ'])(
    'rests on decodeBase64 reading %s as the one byte 0x41 (so the padding cases above apply)',
    (text) => {
      expect(decodeBase64(text)).toEqual(new Uint8Array([0x41]));
    }
  );
});
