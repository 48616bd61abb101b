import { DYNAMODB_LIMITS } from '../../../src/core/limits/dynamodb-limits.ts';
import { describe, expect, it } from 'vitest';
import { writeUnits } from '../../../src/core/capacity/write-units.ts';

const KB = 1024;

// read-write-operations.html ("Write consumption") and the provisioned pricing page.
describe('writeUnits, from AWS worked examples', () => {
  it.each([
    ['a 1 KB item', 1 * KB, false, 1],
    ['a 512-byte item still takes one unit', 512, false, 1],
    ['a 1.5 KB item rounds to 2 KB', 1.5 * KB, false, 2],
    ['a 3 KB item (pricing page)', 3 * KB, false, 3],
    ['a 3 KB item in a transaction (pricing page)', 3 * KB, true, 6],
    ['a 7.5 KB item rounds to 8 KB (capacity planning example)', 7.5 * KB, false, 8],
    ['a 400 KB item', 400 * KB, false, 400]
  ] as const)('%s', (_, bytes, transactional, units) => {
    expect(writeUnits(bytes, transactional)).toBe(units);
  });

  it('100 writes per second of 512-byte items need 100 units', () => {
    expect(100 * writeUnits(512)).toBe(100);
  });

  it('writes in 1 KB units', () => {
    expect(DYNAMODB_LIMITS.writeUnitBytes).toBe(1024);
  });
});
