import { DYNAMODB_LIMITS } from '../../../src/core/limits/dynamodb-limits.ts';
import { describe, expect, it } from 'vitest';
import { checkExpressionSize } from '../../../src/core/query/check-expression-size.ts';

describe('checkExpressionSize', () => {
  it('lets 4,096 bytes through and refuses 4,097, in DynamoDB’s words', () => {
    expect(checkExpressionSize('a'.repeat(DYNAMODB_LIMITS.expressionBytes))).toBeUndefined();
    expect(checkExpressionSize('a'.repeat(DYNAMODB_LIMITS.expressionBytes + 1))).toBe(
      'Expression size has exceeded the maximum allowed size; expression size: 4097'
    );
  });

  it('counts UTF-8 bytes, not characters', () => {
    // 1,366 three-byte characters are 4,098 bytes but only 1,366 UTF-16 units.
    expect(checkExpressionSize('€'.repeat(1366))).toMatch(/expression size: 4098$/);
    expect(checkExpressionSize('€'.repeat(1365))).toBeUndefined();
    expect(checkExpressionSize('😀'.repeat(1025))).toMatch(/expression size: 4100$/);
  });
});
