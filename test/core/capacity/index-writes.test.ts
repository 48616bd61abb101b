import { describe, expect, it } from 'vitest';
import { indexWrites } from '../../../src/core/capacity/index-writes.ts';
import { writeUnits } from '../../../src/core/capacity/write-units.ts';

// GSI.html, "Provisioned throughput considerations for global secondary indexes": writes.
describe('indexWrites', () => {
  it.each([
    ['a new item enters the index', 'enter', 1],
    ['an update removes the index key attribute: the item leaves', 'leave', 1],
    ['an update changes an index key from A to B: delete and put', 'key-change', 2],
    ['an update changes only projected attributes', 'projected-change', 1],
    ['the item is not in the index', 'none', 0]
  ] as const)('%s: %s → %i', (_, effect, writes) => {
    expect(indexWrites(effect)).toBe(writes);
  });

  it('each index write is charged on the index entry size: a key change of a 1.5 KB entry costs 4 units', () => {
    expect(indexWrites('key-change') * writeUnits(1.5 * 1024)).toBe(4);
  });
});
