import { nearMemoryLimit } from '../../core/result-sets/near-memory-limit.ts';
import type { BrowserMemory } from '../../core/reading/tab-capacity.ts';

/** Why a load should stop itself, given what every set holds and whether the user chose to go past. */
export type NearLimit = (
  held: { readonly items: number; readonly bytes: number },
  past: boolean
) => string | null;

/**
 * What this browser says of its memory: Chromium's `performance.memory.jsHeapSizeLimit` and
 * `navigator.deviceMemory`; neither exists in Firefox or Safari, whose tabs get the stated default.
 */
export function browserMemory(): BrowserMemory {
  const heap = (globalThis.performance as { memory?: { jsHeapSizeLimit?: number } } | undefined)
    ?.memory?.jsHeapSizeLimit;
  const device = (globalThis.navigator as { deviceMemory?: number } | undefined)?.deviceMemory;
  return {
    ...(typeof heap === 'number' ? { heapLimitBytes: heap } : {}),
    ...(typeof device === 'number' ? { deviceMemoryGb: device } : {})
  };
}

/** nearMemoryLimit on what the browser says now, with the page heap's use where Chromium gives it. */
export const nearLimitNow: NearLimit = (held, past) => {
  const used = (globalThis.performance as { memory?: { usedJSHeapSize?: number } } | undefined)
    ?.memory?.usedJSHeapSize;
  return nearMemoryLimit(browserMemory(), held, past, typeof used === 'number' ? used : undefined);
};
