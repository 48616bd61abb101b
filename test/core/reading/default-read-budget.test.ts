import { describe, expect, it } from 'vitest';
import {
  defaultReadBudget,
  ON_DEMAND_DEFAULT_BUDGET
} from '../../../src/core/reading/default-read-budget.ts';
import { DEFAULT_READ_LIMITS } from '../../../src/core/reading/read-limits.ts';

describe('defaultReadBudget', () => {
  it.each([
    [{ billing: 'PROVISIONED' as const, readCapacityUnits: 40, local: false }, 20],
    [{ billing: 'PROVISIONED' as const, readCapacityUnits: 1, local: false }, 1],
    [{ billing: 'PAY_PER_REQUEST' as const, maxReadRequestUnits: 1000, local: false }, 250],
    [{ billing: 'PAY_PER_REQUEST' as const, local: false }, ON_DEMAND_DEFAULT_BUDGET],
    [
      { billing: 'PROVISIONED' as const, readCapacityUnits: 0, local: false },
      ON_DEMAND_DEFAULT_BUDGET
    ],
    [{ billing: 'PAY_PER_REQUEST' as const, local: true }, null]
  ])('%j → %s', (basis, budget) => {
    expect(defaultReadBudget(basis)).toBe(budget);
  });

  it('caps a load at 100k items and 100 MB by default', () => {
    expect(DEFAULT_READ_LIMITS).toEqual({ maxItems: 100_000, maxBytes: 104_857_600 });
  });
});
