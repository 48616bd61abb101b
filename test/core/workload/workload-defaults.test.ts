import { describe, expect, it } from 'vitest';
import * as defaults from '../../../src/core/workload/workload-defaults.ts';

describe('workload defaults', () => {
  it('are sensible: positive rates, shares between 0 and 1, AWS’s 70 % auto scaling target', () => {
    expect(defaults.DEFAULT_PATTERN_RATE).toBeGreaterThan(0);
    expect(defaults.DEFAULT_WRITE_RATE).toBeGreaterThan(0);
    for (const share of [
      defaults.DEFAULT_INDEX_KEY_CHANGES,
      defaults.DEFAULT_NEW_ITEMS,
      defaults.DEFAULT_HOT_SHARE
    ])
      expect(share > 0 && share < 1).toBe(true);
    expect(defaults.DEFAULT_TARGET_UTILIZATION).toBe(0.7);
    expect(defaults.DEFAULT_PATTERN_KEYS.kind).toBe('zipf');
  });
});
