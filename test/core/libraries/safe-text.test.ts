import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeText } from '../../../src/core/libraries/safe-text.ts';

describe('safeText', () => {
  it.each([
    ['a line feed', 'a\nb', 'a\\u000ab'],
    ['a line separator', 'a\u2028b', 'a\\u2028b'],
    ['a right-to-left override', 'x\u202ey', 'x\\u202ey'],
    ['a lone surrogate', 'a\ud800', 'a\\ud800'],
    ['a byte-order mark', '\ufeffx', '\\ufeffx'],
    ['other scripts and emoji, kept', 'Größe 名前 🎲', 'Größe 名前 🎲'],
    ['quotes and backslashes, kept', `'"\\`, `'"\\`]
  ])('%s', (_, text, safe) => {
    expect(safeText(text)).toBe(safe);
  });

  it('leaves no character a reader cannot see', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        // eslint-disable-next-line no-control-regex -- matching control characters is the point
        expect(safeText(text)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028-\u202e\ufeff]/);
      })
    );
  });
});
