import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutText } from '../../../src/core/text/cut-text.ts';

describe('cutText', () => {
  it.each([
    ['short', 200, 'short'],
    ['a'.repeat(201), 200, 'a'.repeat(200) + '…'],
    ['a'.repeat(200), 200, 'a'.repeat(200)],
    ['a'.repeat(199) + '😀', 200, 'a'.repeat(199) + '…'],
    ['😀😀', 1, '…'],
    ['abc', 0, '…']
  ])('cutText(%j, %d) is %j', (text, limit, expected) => {
    expect(cutText(text, limit)).toBe(expected);
  });

  it('never leaves a lone surrogate and keeps at most limit characters before the mark', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.nat(70), (text, limit) => {
        const out = cutText(text, limit);
        if (text.length <= limit) return out === text;
        const kept = out.slice(0, -1);
        return (
          out.endsWith('…') &&
          kept.length <= limit &&
          text.startsWith(kept) &&
          !/[\ud800-\udbff]$/.test(kept)
        );
      }),
      { seed: 7, numRuns: 500 }
    );
  });
});
