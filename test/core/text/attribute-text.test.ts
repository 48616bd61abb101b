import { describe, expect, it } from 'vitest';
import { attributeText } from '../../../src/core/text/attribute-text.ts';

describe('attributeText', () => {
  it.each([
    [{ S: '<b>x</b>' }, '<b>x</b>'],
    [{ N: '1.50' }, '1.50'],
    [{ B: 'AAEC' }, 'AAEC'],
    [{ BOOL: false }, 'false'],
    [{ NULL: true as const }, 'null'],
    [{ L: [{ S: 'a' }] }, '{"L":[{"S":"a"}]}'],
    [{ SS: ['a', 'b'] }, '{"SS":["a","b"]}']
  ])('renders %j as %j', (value, text) => {
    expect(attributeText(value)).toBe(text);
  });
});
