import { describe, expect, it } from 'vitest';
import { isDeleted } from '../../src/store/is-deleted.ts';

describe('isDeleted', () => {
  it.each([
    [1_700_000_000_000, true],
    [0, true],
    [null, false],
    [undefined, false],
    ['2026-01-01', false],
    [{}, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false]
  ])('a record whose deletedAt is %o is deleted: %s', (deletedAt, deleted) => {
    expect(isDeleted({ deletedAt } as { deletedAt: number | null })).toBe(deleted);
  });
});
