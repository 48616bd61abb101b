import { describe, expect, it } from 'vitest';
import { nearMemoryLimit } from '../../../src/core/result-sets/near-memory-limit.ts';
import { tabCapacity } from '../../../src/core/reading/tab-capacity.ts';

const GB = 1024 ** 3;
const memory = { heapLimitBytes: 4 * GB };
// Items of 370 bytes: the tab holds tabCapacity's count of them.
const capacity = tabCapacity(memory, 370).items;
const held = (items: number) => ({ items, bytes: items * 370 });

describe('nearMemoryLimit', () => {
  it.each<[string, number, boolean, number | undefined, string | null]>([
    ['room left', Math.floor(0.89 * capacity), false, undefined, null],
    [
      'nine tenths of what the tab can hold',
      Math.ceil(0.9 * capacity),
      false,
      undefined,
      `the tab holds ${Math.ceil(0.9 * capacity).toLocaleString('en')} items, near the ${capacity.toLocaleString('en')} it can hold going by the heap limit this browser reports (4.0 GB)`
    ],
    [
      'past it, when the user chose to load past it',
      Math.ceil(0.95 * capacity),
      true,
      undefined,
      null
    ],
    ['a page heap with room', 10, true, 3 * GB, null],
    [
      "the page's heap near its limit, whatever the user chose",
      10,
      true,
      3.7 * GB,
      "this page's memory reached 3788.8 MB of the 4096.0 MB it may grow to"
    ]
  ])('%s', (_name, items, past, used, want) => {
    expect(nearMemoryLimit(memory, held(items), past, used)).toBe(want);
  });

  it('goes by the stated default where the browser says nothing', () => {
    expect(nearMemoryLimit({}, held(capacity), false)).toMatch(
      /going by no memory figure from this browser/
    );
  });
});
