import { describe, expect, it } from 'vitest';
import { patchLoadEntry } from '../../../src/core/workload/patch-load-entry.ts';

const list = [
  { pattern: 'a', rate: 1 },
  { pattern: 'b', rate: 2 },
  { pattern: 'c', rate: 3 }
];

describe('patchLoadEntry', () => {
  it('patches an entry in its place, leaving the list as it was', () => {
    expect(patchLoadEntry(list, 'pattern', 'b', { rate: 9 })).toEqual([
      { pattern: 'a', rate: 1 },
      { pattern: 'b', rate: 9 },
      { pattern: 'c', rate: 3 }
    ]);
    expect(list[1]).toEqual({ pattern: 'b', rate: 2 });
  });

  it('adds a new entry last, and drops one left with nothing but its name', () => {
    expect(patchLoadEntry(list, 'pattern', 'd', { rate: 4 }).at(-1)).toEqual({
      pattern: 'd',
      rate: 4
    });
    expect(patchLoadEntry(list, 'pattern', 'a', { rate: undefined })).toEqual(list.slice(1));
    expect(patchLoadEntry(list, 'pattern', 'd', { rate: undefined })).toEqual(list);
  });
});
