/** What the browser says of its memory; each absent where it does not say. */
export interface BrowserMemory {
  /** `performance.memory.jsHeapSizeLimit` (Chromium): the most one JavaScript heap may grow to. */
  readonly heapLimitBytes?: number;
  /** `navigator.deviceMemory` (Chromium): the device's memory in GB, rounded and capped at 8. */
  readonly deviceMemoryGb?: number;
}

/** How many items a tab can hold, and what that is based on. */
export interface TabCapacity {
  readonly items: number;
  /** The memory the estimate allows the items, in bytes. */
  readonly budgetBytes: number;
  /** Where the budget came from, for people: "the heap limit this browser reports (4.0 GB)". */
  readonly basis: string;
}

/** When the browser says nothing: the heap limit 64-bit Chromium gives a page (4 GB). */
export const DEFAULT_MEMORY_BUDGET = 4 * 1024 ** 3;
/**
 * What each loaded item costs the tab beyond its own bytes (the worker's copy, views and indexes
 * into it, the page's placeholders). Measured twice in Chromium: a load died at about 3.0 million
 * items of about 370 bytes (1.1 GB read) with the renderer near 7 GB, about 2.3 KB an item; and
 * with a 160 MB heap (`--max-old-space-size=64`) two sets of items of about 107 bytes died
 * between 66,000 and 101,000 items (the worker, which holds them, infers a design from each set
 * too), up to 2.4 KB an item. 2,500 bytes plus three times the item's bytes stays under both.
 */
export const ITEM_OVERHEAD_BYTES = 2_500;

const GB = 1024 ** 3;

/**
 * How many items of about `itemBytes` each a browser tab can hold with room to spare: the
 * smaller of the heap limit the browser reports and half its device memory, or DEFAULT_MEMORY_BUDGET
 * when it reports neither, at ITEM_OVERHEAD_BYTES plus three times the item's bytes an item.
 * A larger load needs a profile (which holds no items) or the user's explicit choice.
 *
 * @example
 * tabCapacity({ heapLimitBytes: 4 * 1024 ** 3 }, 370).items; // 1,189,741
 */
export function tabCapacity(memory: BrowserMemory, itemBytes: number): TabCapacity {
  const heap = positive(memory.heapLimitBytes);
  const device = positive(memory.deviceMemoryGb);
  let budgetBytes = DEFAULT_MEMORY_BUDGET;
  let basis = `no memory figure from this browser, so a stated default (${gb(DEFAULT_MEMORY_BUDGET)})`;
  if (heap !== undefined && (device === undefined || heap <= (device * GB) / 2)) {
    budgetBytes = heap;
    basis = `the heap limit this browser reports (${gb(heap)})`;
  } else if (device !== undefined) {
    budgetBytes = (device * GB) / 2;
    basis = `half the memory this device reports (${gb(device * GB)})`;
  }
  const perItem = ITEM_OVERHEAD_BYTES + 3 * Math.max(0, Number.isFinite(itemBytes) ? itemBytes : 0);
  return { items: Math.floor(budgetBytes / perItem), budgetBytes, basis };
}

function positive(n: number | undefined): number | undefined {
  return n !== undefined && Number.isFinite(n) && n > 0 ? n : undefined;
}

function gb(bytes: number): string {
  return `${(bytes / GB).toFixed(1)} GB`;
}
