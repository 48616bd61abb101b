import { DYNAMODB_LIMITS } from '../../../src/core/limits/dynamodb-limits.ts';
import { describe, expect, it } from 'vitest';
import { readUnits } from '../../../src/core/capacity/read-units.ts';

const KB = 1024;

// AWS's worked examples: read-write-operations.html ("Read consumption"), Query.html
// (a Query sums the returned items, then rounds once) and the pricing pages.
describe('readUnits, from AWS worked examples', () => {
  it.each([
    ['a 3.5 KB item rounds to 4 KB', 3.5 * KB, 'strong', 1],
    ['a 10 KB item rounds to 12 KB', 10 * KB, 'strong', 3],
    ['an 8 KB item, strongly consistent (pricing page)', 8 * KB, 'strong', 2],
    ['an 8 KB item, eventually consistent (pricing page)', 8 * KB, 'eventual', 1],
    ['an 8 KB item, transactional (pricing page)', 8 * KB, 'transactional', 4],
    ['a Query returning 40.8 KB rounds once, to 44 KB', 40.8 * KB, 'strong', 11],
    ['the same Query, eventually consistent', 40.8 * KB, 'eventual', 5.5],
    ['reading a missing item still costs one unit', 0, 'strong', 1],
    ['… or half of one, eventually consistent', 0, 'eventual', 0.5],
    ['a full 1 MB page read eventually consistent is 128 units', 1024 * KB, 'eventual', 128],
    ['exactly 4 KB is one unit', 4 * KB, 'strong', 1],
    ['one byte over is two', 4 * KB + 1, 'strong', 2]
  ] as const)('%s', (_, bytes, consistency, units) => {
    expect(readUnits(bytes, consistency)).toBe(units);
  });

  it('batch reads round each item before summing: 1.5 KB + 6.5 KB is 12 KB, 3 units', () => {
    expect(readUnits(1.5 * KB, 'strong') + readUnits(6.5 * KB, 'strong')).toBe(3);
    // whereas one Query over the same two items rounds 8 KB once
    expect(readUnits(8 * KB, 'strong')).toBe(2);
  });

  it('reads in 4 KB units', () => {
    expect(DYNAMODB_LIMITS.readUnitBytes).toBe(4096);
  });
});
