import { describe, expect, it } from 'vitest';
import { isShareLink } from '../../../src/core/share/is-share-link.ts';

describe('isShareLink', () => {
  it.each([
    ['#design=1.q1ZKSy', true],
    ['#design=', true],
    ['#example=gaming', false],
    ['', false],
    ['design=1.q1ZKSy', false],
    ['#lesson=intro', false]
  ])('%j is a share link: %s', (hash, want) => {
    expect(isShareLink(hash)).toBe(want);
  });
});
