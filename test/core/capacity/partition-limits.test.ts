import { describe, expect, it } from 'vitest';
import {
  COLLECTION_LIMIT_BYTES,
  STORAGE_OVERHEAD_BYTES
} from '../../../src/core/capacity/partition-limits.ts';

describe('partition limits', () => {
  it('an item collection with an LSI holds 10 GB; storage adds 100 bytes per item', () => {
    expect(COLLECTION_LIMIT_BYTES).toBe(10 * 1024 ** 3);
    expect(STORAGE_OVERHEAD_BYTES).toBe(100);
  });
});
