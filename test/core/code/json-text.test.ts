import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonText } from '../../../src/core/code/json-text.ts';

describe('jsonText', () => {
  it.each<[string, string]>([
    ['USER#johnny', 'USER#johnny'],
    ['say "hi"', 'say \\"hi\\"'],
    ['a\\b', 'a\\\\b'],
    ['line\nbreak', 'line\\nbreak'],
    ['\u202eevil', '\\u202eevil'],
    ['del\u007f', 'del\\u007f'],
    ['\ud800', '\\ud800'],
    ['é 😀', 'é 😀']
  ])('writes %j inside a JSON string as %s', (text, inside) => {
    expect(jsonText(text)).toBe(inside);
  });

  it('reads back as the same text, on one visible line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (t) => {
        const inside = jsonText(t);
        expect(JSON.parse(`"${inside}"`)).toBe(t);
        // eslint-disable-next-line no-control-regex -- control characters are what must not appear
        expect(inside).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028-\u202e]/);
      })
    );
  });
});
