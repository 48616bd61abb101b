import type { BrowserMemory } from '../../core/reading/tab-capacity.ts';

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
