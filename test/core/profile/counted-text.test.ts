import { describe, expect, it } from 'vitest';
import { countedText } from '../../../src/core/profile/counted-text.ts';

const en = (n: number) => n.toLocaleString('en');

describe('countedText', () => {
  it.each([
    [{ key: 'a', count: 1844, error: 0 }, '1,844'],
    [{ key: 'a', count: 1844, error: 120 }, '1,724–1,844'],
    [{ key: 'a', count: 5, error: 5 }, '0–5']
  ])('writes %j as %s', (hitter, text) => {
    expect(countedText(hitter, en)).toBe(text);
  });
});
