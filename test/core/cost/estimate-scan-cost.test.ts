import { describe, expect, it } from 'vitest';
import { estimateScanCost } from '../../../src/core/cost/estimate-scan-cost.ts';
import { PRICES } from '../../../src/core/capacity/prices.ts';

describe('estimateScanCost', () => {
  it.each([
    // bytes, consistent, units, pages
    [2 ** 30, false, 131_072, 1024],
    [2 ** 30, true, 262_144, 1024],
    [4096, false, 0.5, 1],
    [4097, false, 1, 1],
    [1, true, 1, 1]
  ])(
    '%d bytes (consistent %s) → %d read units in %d pages',
    (bytes, consistentRead, units, pages) => {
      const e = estimateScanCost({ bytes, consistentRead, region: 'us-east-1' });
      expect(e.readUnits).toBe(units);
      expect(e.pages).toBe(pages);
      expect(e.dollars).toBeCloseTo((units / 1e6) * 0.125, 12);
    }
  );

  it('prices a GiB eventually consistent at about $0.016, as the performance notes say', () => {
    const e = estimateScanCost({ bytes: 2 ** 30, consistentRead: false, region: 'us-east-1' });
    expect(e.dollars).toBeCloseTo(0.016384, 9);
    expect(e.summary).toContain('$0.016');
    expect(e.summary).toContain(PRICES.get('us-east-1')!.checked);
  });

  it('falls back to the us-east-1 price for an unlisted region and says so', () => {
    const e = estimateScanCost({ bytes: 2 ** 20, consistentRead: false, region: 'ap-south-2' });
    expect(e.priceRegion).toBe('us-east-1');
    expect(e.summary).toContain('us-east-1 price, as ap-south-2 is not listed');
  });

  it('says a provisioned table spends its capacity instead of dollars', () => {
    const e = estimateScanCost({
      bytes: 2 ** 20,
      consistentRead: false,
      region: 'us-east-1',
      billing: 'PROVISIONED'
    });
    expect(e.summary).toContain('provisioned capacity');
    expect(e.summary).not.toContain('$');
  });

  it('gives the time at a read budget', () => {
    const e = estimateScanCost({
      bytes: 2 ** 30,
      consistentRead: false,
      region: 'us-east-1',
      budget: 500
    });
    expect(e.secondsAtBudget).toBeCloseTo(262.144, 6);
    expect(e.summary).toContain('at 500 read units per second it takes about 4 min');
  });

  it.each([0, -5, Number.NaN])('calls a size of %d unknown rather than free', (bytes) => {
    const e = estimateScanCost({ bytes, consistentRead: false, region: 'us-east-1' });
    expect(e.sizeKnown).toBe(false);
    expect(e.readUnits).toBe(0);
    expect(e.summary).toContain('unknown');
  });
});
