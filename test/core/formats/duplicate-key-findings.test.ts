import { describe, expect, it } from 'vitest';
import { duplicateKeyFindings } from '../../../src/core/formats/duplicate-key-findings.ts';

describe('duplicateKeyFindings', () => {
  it.each([
    ['{"a":1,"b":2}', []],
    [
      '{"a":1,"a":2}',
      [['$.a', /^"a" is written twice in one object \(again at line 1, column 8\)/]]
    ],
    ['{"x":{"k":1,\n"k":2}}', [['$.x.k', /^"k" is written twice .*line 2, column 1\)/]]]
  ] as const)('%j gives the located findings %j', (text, expected) => {
    const found = duplicateKeyFindings(text);
    expect(found.map((f) => f.code)).toEqual(expected.map(() => 'json.duplicate-key'));
    expected.forEach(([path, message], i) => {
      expect(found[i]!.path).toBe(path);
      expect(found[i]!.message).toMatch(message);
    });
  });

  it('lists the first 100 and counts the rest in one more finding', () => {
    const objects = Array.from({ length: 130 }, () => '{"a":1,"a":2}').join(',');
    const found = duplicateKeyFindings(`[${objects}]`);
    expect(found).toHaveLength(101);
    expect(found[100]!.message).toBe(
      '30 more keys are written twice in one object (130 in all; the first 100 are listed)'
    );
  });
});
