import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DYNAMODB_LIMITS } from '../../../src/core/limits/dynamodb-limits.ts';

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

describe('DYNAMODB_LIMITS', () => {
  it.each([
    ['itemBytes', 400 * KB],
    ['nestingDepth', 32],
    ['numberDigits', 38],
    ['partitionKeyBytes', 2048],
    ['sortKeyBytes', 1024],
    ['tableNameMinChars', 3],
    ['tableNameMaxChars', 255],
    ['attributeNameBytes', 65_535],
    ['keyAttributeNameBytes', 255],
    ['gsisPerTable', 20],
    ['lsisPerTable', 5],
    ['expressionBytes', 4096],
    ['expressionOperators', 300],
    ['inOperands', 100],
    ['pageBytes', MB],
    ['requestLimitMax', 2_147_483_647],
    ['batchGetKeys', 100],
    ['readUnitBytes', 4 * KB],
    ['writeUnitBytes', KB],
    ['partitionReadUnits', 3000],
    ['partitionWriteUnits', 1000],
    ['burstSeconds', 300],
    ['scanSegments', 1_000_000],
    ['autoScalingMinTarget', 0.2],
    ['autoScalingMaxTarget', 0.9]
  ] as const)('%s is %d, as AWS documents it', (name, value) => {
    expect(DYNAMODB_LIMITS[name]).toBe(value);
  });

  it('an item collection with an LSI holds 10 GB; storage adds 100 bytes per item', () => {
    expect(DYNAMODB_LIMITS.itemCollectionBytes).toBe(10 * GB);
    expect(DYNAMODB_LIMITS.partitionBytes).toBe(10 * GB);
    expect(DYNAMODB_LIMITS.storageOverheadBytes).toBe(100);
  });

  it('Numbers run from 1E-130 to 9.99…E+125: exponents of 0.d1d2… × 10^e', () => {
    expect(DYNAMODB_LIMITS.numberMinExponent).toBe(-129);
    expect(DYNAMODB_LIMITS.numberMaxExponent).toBe(126);
  });

  it('names each limit with the AWS page that states it', () => {
    const source = readFileSync('src/core/limits/dynamodb-limits.ts', 'utf8');
    for (const name of Object.keys(DYNAMODB_LIMITS)) {
      // The TSDoc right above `name:` must end with an AWS documentation address.
      const doc = new RegExp(
        String.raw`/\*\*((?:(?!\*/)[\s\S])*)\*/\s*` + name + String.raw`:`
      ).exec(source);
      expect(doc?.[1], name).toMatch(/https:\/\/docs\.aws\.amazon\.com\/amazondynamodb\/\S+/);
    }
  });
});
