import { describe, expect, it } from 'vitest';
import { monthlyCost } from '../../../src/core/capacity/monthly-cost.ts';
import { HOURS_PER_MONTH, PRICES } from '../../../src/core/capacity/prices.ts';

const us = PRICES.get('us-east-1')!;
const GB = 1024 ** 3;

describe('monthlyCost', () => {
  it('charges on-demand per million request units over a 730-hour month', () => {
    const c = monthlyCost({ readUnits: 100, writeUnits: 10, storageBytes: 0 }, us, 0.7);
    const seconds = 730 * 3600;
    expect(c.onDemand).toBeCloseTo(
      ((100 * seconds) / 1e6) * 0.125 + ((10 * seconds) / 1e6) * 0.625,
      9
    );
    expect(c.onDemand).toBeCloseTo(49.275, 3);
  });

  it('charges provisioned capacity per unit-hour, by hand at exactly the load', () => {
    const c = monthlyCost({ readUnits: 100, writeUnits: 10, storageBytes: 0 }, us, 0.7);
    expect(c.provisionedUnits).toEqual({ read: 100, write: 10 });
    expect(c.provisioned).toBeCloseTo((100 * 0.00013 + 10 * 0.00065) * HOURS_PER_MONTH, 9);
  });

  it('auto scaling at 70 % provisions the load ÷ 0.7, rounded up', () => {
    const c = monthlyCost({ readUnits: 100, writeUnits: 10, storageBytes: 0 }, us, 0.7);
    expect(c.autoScaledUnits).toEqual({ read: 143, write: 15 });
    expect(c.autoScaled).toBeGreaterThan(c.provisioned);
  });

  it('takes the design’s own provisioned capacity when it has one', () => {
    const c = monthlyCost(
      { readUnits: 100, writeUnits: 10, storageBytes: 0, provisioned: { read: 5, write: 5 } },
      us,
      0.7
    );
    expect(c.provisionedUnits).toEqual({ read: 5, write: 5 });
  });

  it('provisions at least one unit of each, even for no load', () => {
    const c = monthlyCost({ readUnits: 0, writeUnits: 0, storageBytes: 0 }, us, 0.7);
    expect(c.onDemand).toBe(0);
    expect(c.provisionedUnits).toEqual({ read: 1, write: 1 });
    expect(c.autoScaledUnits).toEqual({ read: 1, write: 1 });
  });

  it('adds storage at $0.25 per GB-month to every mode', () => {
    const c = monthlyCost({ readUnits: 0, writeUnits: 0, storageBytes: 4 * GB }, us, 0.7);
    expect(c.storage).toBeCloseTo(1, 9);
    expect(c.onDemand).toBeCloseTo(1, 9);
    expect(c.provisioned).toBeCloseTo(1 + (0.00013 + 0.00065) * 730, 9);
  });

  it('names its sources and the date the prices apply from', () => {
    for (const p of PRICES.values()) {
      expect(p.sources.length).toBeGreaterThan(0);
      expect(p.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
