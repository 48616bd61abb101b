import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stableHash } from '../../../src/core/keys/stable-hash.ts';

describe('stableHash', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968]
  ])('is FNV-1a: %j → %i (the published test vectors)', (text, hash) => {
    expect(stableHash(text)).toBe(hash);
  });

  it('is an unsigned 32-bit number, the same for the same text (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const h = stableHash(s);
        expect(Number.isInteger(h) && h >= 0 && h < 2 ** 32).toBe(true);
        expect(stableHash(s.slice())).toBe(h);
      }),
      { seed: 13, numRuns: 200 }
    );
  });

  it('spreads similar keys over partitions', () => {
    const counts = new Array<number>(8).fill(0);
    for (let i = 0; i < 8000; i++) counts[stableHash(`USER#${i}`) % 8]!++;
    for (const c of counts) expect(c).toBeGreaterThan(800);
  });
});
