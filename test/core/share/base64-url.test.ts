import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '../../../src/core/share/base64-url.ts';

describe('base64url', () => {
  it.each([
    [[], ''],
    [[0xfb, 0xff], '-_8'],
    [[0, 1, 2], 'AAEC']
  ])('writes %j as %j, unpadded, with - and _', (bytes, text) => {
    expect(toBase64Url(new Uint8Array(bytes))).toBe(text);
  });

  it("agrees with Node's base64url both ways", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64url'));
        expect(fromBase64Url(text)).toEqual(bytes);
      }),
      { seed: 32, numRuns: 300 }
    );
  });

  it.each([
    ['AB+C', { bad: 2 }],
    ['AB=', { bad: 2 }],
    ['ABCDE', { bad: -1 }]
  ])('locates what is wrong in %j', (text, where) => {
    expect(fromBase64Url(text)).toEqual(where);
  });
});
