import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MEMORY_BUDGET,
  HEAP_RESERVE_BYTES,
  ITEM_OVERHEAD_BYTES,
  tabCapacity
} from '../../../src/core/reading/tab-capacity.ts';

const GB = 1024 ** 3;

describe('tabCapacity', () => {
  it.each([
    [
      'the heap limit, less what it counts beyond the old generation, when it is the smaller',
      { heapLimitBytes: 4 * GB, deviceMemoryGb: 8 },
      4 * GB - HEAP_RESERVE_BYTES,
      'the heap limit this browser reports (4.0 GB)'
    ],
    [
      'half the device memory when that is smaller',
      { heapLimitBytes: 4 * GB, deviceMemoryGb: 4 },
      2 * GB,
      'half the memory this device reports (4.0 GB)'
    ],
    [
      'a quarter of a heap limit smaller than that reserve',
      { heapLimitBytes: 100 * 1024 ** 2 },
      25 * 1024 ** 2,
      'the heap limit this browser reports (0.1 GB)'
    ],
    [
      'a quarter of the 177 MB Chromium reports for a 64 MiB old generation, just above the limit less the reserve',
      { heapLimitBytes: 177_000_000 },
      177_000_000 / 4,
      'the heap limit this browser reports (0.2 GB)'
    ],
    [
      'half the device memory when only it is known',
      { deviceMemoryGb: 8 },
      4 * GB,
      'half the memory this device reports (8.0 GB)'
    ],
    [
      'the stated default when the browser says nothing',
      {},
      DEFAULT_MEMORY_BUDGET,
      'no memory figure from this browser, so a stated default (4.0 GB)'
    ],
    [
      'the default again for figures that are no figures',
      { heapLimitBytes: Number.NaN, deviceMemoryGb: 0 },
      DEFAULT_MEMORY_BUDGET,
      'no memory figure from this browser, so a stated default (4.0 GB)'
    ]
  ])('takes %s', (_, memory, budgetBytes, basis) => {
    expect(tabCapacity(memory, 0)).toEqual({
      items: Math.floor(budgetBytes / ITEM_OVERHEAD_BYTES),
      budgetBytes,
      basis
    });
  });

  it('holds fewer items the larger they are', () => {
    const small = tabCapacity({ heapLimitBytes: 4 * GB }, 100).items;
    const large = tabCapacity({ heapLimitBytes: 4 * GB }, 10_000).items;
    expect(large).toBeLessThan(small);
    expect(large).toBe(Math.floor((4 * GB - HEAP_RESERVE_BYTES) / (ITEM_OVERHEAD_BYTES + 30_000)));
  });

  it('stays below the 3.0 million items of 370 bytes that crashed a tab with a 4 GB heap limit', () => {
    expect(tabCapacity({ heapLimitBytes: 4 * GB }, 370).items).toBeLessThan(3_000_000);
  });

  it('stays below the 52,600 items of 107 bytes in two sets that crashed a 64 MiB heap', () => {
    // With a tenth to spare (nearMemoryLimit stops at nine tenths), and the margin measured.
    expect(tabCapacity({ heapLimitBytes: 177_000_000 }, 107).items).toBeLessThan(52_600 / 3);
  });
});
