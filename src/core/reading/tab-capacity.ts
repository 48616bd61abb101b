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
 * into it, the page's placeholders). Measured: in Node, a set of 50,000 synthetic items of about
 * 107 bytes holds about 1,560 bytes an item in the worker once its design is inferred, analysed
 * and its heat prepared (494 raw, 539 inferred, 378 analysis, 116 heat). In Chromium, a load died
 * at about 3.0 million items of about 370 bytes with the renderer near 7 GB; and with a 64 MiB
 * old generation (177 MB reported) two sets of 107-byte items died at 52,600 items, while this
 * figure (after HEAP_RESERVE_BYTES) stops them near 13,700. Conservative on purpose: stopping
 * early keeps what was read, running out of memory loses it all.
 */
export const ITEM_OVERHEAD_BYTES = 2_500;

/**
 * What Chromium's `jsHeapSizeLimit` counts beyond the old generation, where loaded items live:
 * the young generation and other spaces. Measured in Debian's Chromium with
 * `--js-flags=--max-old-space-size=N`: N = 64, 128, 256 and 512 MiB report 177, 239, 386 and
 * 662 MB, about 110–125 MB above N. At a small limit this is most of it: a 64 MiB heap reports
 * 177 MB, and a load sized by 177 MB died in the worker, whose old generation was full.
 */
export const HEAP_RESERVE_BYTES = 128 * 1024 ** 2;

const GB = 1024 ** 3;

/**
 * How many items of about `itemBytes` each a browser tab can hold with room to spare: the
 * smaller of the heap limit the browser reports (less HEAP_RESERVE_BYTES) and half its device
 * memory, or DEFAULT_MEMORY_BUDGET
 * when it reports neither, at ITEM_OVERHEAD_BYTES plus three times the item's bytes an item.
 * A larger load needs a profile (which holds no items) or the user's explicit choice.
 *
 * @example
 * tabCapacity({ heapLimitBytes: 4 * 1024 ** 3 }, 370).items; // 1,152,562
 */
export function tabCapacity(memory: BrowserMemory, itemBytes: number): TabCapacity {
  const heap = positive(memory.heapLimitBytes);
  const device = positive(memory.deviceMemoryGb);
  let budgetBytes = DEFAULT_MEMORY_BUDGET;
  let basis = `no memory figure from this browser, so a stated default (${gb(DEFAULT_MEMORY_BUDGET)})`;
  if (heap !== undefined && (device === undefined || heap <= (device * GB) / 2)) {
    // Items live in the old generation: the reported limit less what else it counts (a quarter
    // of it at least, for a browser whose limit is smaller than that reserve).
    budgetBytes = Math.max(heap - HEAP_RESERVE_BYTES, heap / 4);
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
