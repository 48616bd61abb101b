import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeControl } from '../../src/cli/escape-control.ts';

/** Any character a terminal may act on, or that an encoder would replace. */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('escapeControl', () => {
  it.each([
    ['plain', 'plain'],
    ['User\n\n0 errors, 0 warnings', 'User\\n\\n0 errors, 0 warnings'],
    ['\x1b]0;pwned\x07', '\\u001b]0;pwned\\u0007'],
    ['pat\x1b[2K\rok   fake pattern', 'pat\\u001b[2K\\rok   fake pattern'],
    ['tab\there', 'tab\\there'],
    ['\0', '\\u0000'],
    ['del\x7f', 'del\\u007f'],
    ['csi\u009b31m', 'csi\\u009b31m'],
    ['\u0080\u009f', '\\u0080\\u009f'],
    ['rtl\u202eexe.txt', 'rtl\\u202eexe.txt'],
    ['\u2066isolate\u2069', '\\u2066isolate\\u2069'],
    ['lone \ud800 high', 'lone \\ud800 high'],
    ['lone \udc00 low', 'lone \\udc00 low'],
    ['emoji 😀 stays, é, 日本', 'emoji 😀 stays, é, 日本'],
    ['no-break\u00a0space stays', 'no-break\u00a0space stays']
  ])('%j → %j', (input, expected) => {
    expect(escapeControl(input)).toBe(expected);
  });

  it('leaves no unsafe character, changes nothing twice, and only ever lengthens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => {
        const once = escapeControl(s);
        expect(UNSAFE.test(once)).toBe(false);
        expect(escapeControl(once)).toBe(once);
        if (!UNSAFE.test(s)) expect(once).toBe(s);
      }),
      { seed: 81, numRuns: 2000 }
    );
  });

  it('inside a JSON string literal, its escapes are JSON escapes of the same value', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        expect(JSON.parse(escapeControl(JSON.stringify(s)))).toBe(s);
      }),
      { seed: 82, numRuns: 2000 }
    );
  });
});
