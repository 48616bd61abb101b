import { DYNAMODB_LIMITS } from '../../../src/core/limits/dynamodb-limits.ts';
import { describe, expect, it } from 'vitest';
import { checkLimit } from '../../../src/core/query/check-limit.ts';

describe('checkLimit', () => {
  it.each(['1', '25', String(DYNAMODB_LIMITS.requestLimitMax)])('accepts %s', (text) => {
    expect(checkLimit(text)).toBeUndefined();
  });

  it.each([
    ['0', 'greater than or equal to 1'],
    ['-3', 'greater than or equal to 1'],
    ['1.5', 'greater than or equal to 1'],
    ['abc', 'greater than or equal to 1'],
    [
      String(DYNAMODB_LIMITS.requestLimitMax + 1),
      `less than or equal to ${DYNAMODB_LIMITS.requestLimitMax}`
    ],
    ['99999999999999999999999', `less than or equal to ${DYNAMODB_LIMITS.requestLimitMax}`]
  ])("refuses %s in DynamoDB's words, quoting it as written", (text, bound) => {
    expect(checkLimit(text)).toBe(
      `1 validation error detected: Value '${text}' at 'limit' failed to satisfy constraint: Member must have value ${bound}`
    );
  });
});
