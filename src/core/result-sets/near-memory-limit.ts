import { formatBytes } from '../text/format-bytes.ts';
import { tabCapacity, type BrowserMemory } from '../reading/tab-capacity.ts';

/** How near the limit a load stops itself: a tenth of the room left for the page to go on. */
const NEAR = 0.9;

/**
 * Why a live load should stop itself now, or null while there is room: the items every set of
 * the tab holds (`held`) passing nine tenths of what the tab can hold (tabCapacity, at their
 * average size), unless the user chose to load past that (`past`); or, whatever they chose, the
 * page's own heap (`usedHeapBytes`, Chromium's `performance.memory.usedJSHeapSize`) passing nine
 * tenths of its limit. Stopping keeps everything loaded; running out of memory loses it all.
 *
 * @example
 * nearMemoryLimit({ heapLimitBytes: 4 * 1024 ** 3 }, { items: 1_100_000, bytes: 407e6 }, false);
 * // 'the tab holds 1,100,000 items, near the 1,152,562 it can hold going by the heap limit…'
 */
export function nearMemoryLimit(
  memory: BrowserMemory,
  held: { readonly items: number; readonly bytes: number },
  past: boolean,
  usedHeapBytes?: number
): string | null {
  const limit = memory.heapLimitBytes;
  if (usedHeapBytes !== undefined && limit !== undefined && usedHeapBytes >= NEAR * limit)
    return `this page's memory reached ${formatBytes(usedHeapBytes)} of the ${formatBytes(limit)} it may grow to`;
  if (past) return null;
  const capacity = tabCapacity(memory, held.items > 0 ? held.bytes / held.items : 0);
  if (held.items < NEAR * capacity.items) return null;
  return `the tab holds ${held.items.toLocaleString('en')} items, near the ${capacity.items.toLocaleString('en')} it can hold going by ${capacity.basis}`;
}
