import { describe, expect, it } from 'vitest';
import { PRICES } from '../../../src/core/capacity/prices.ts';

describe('PRICES', () => {
  it('lists us-east-1 at AWS’s published rates', () => {
    expect(PRICES.get('us-east-1')).toMatchObject({
      readRequestsPerMillion: 0.125,
      writeRequestsPerMillion: 0.625,
      readCapacityHour: 0.00013,
      writeCapacityHour: 0.00065,
      storageGbMonth: 0.25
    });
  });

  it('keys each entry by its own region, with AWS pages among its sources', () => {
    for (const [region, p] of PRICES) {
      expect(p.region).toBe(region);
      expect(p.sources.some((s) => s.startsWith('https://aws.amazon.com/'))).toBe(true);
      // Both dates are ISO dates, and a price is checked on or after the day it applies from.
      expect(p.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.checked >= p.asOf).toBe(true);
    }
  });
});
