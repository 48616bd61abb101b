import { describe, expect, it } from 'vitest';
import { PRICES } from '../../../src/core/capacity/prices.ts';
import { PRICE_FALLBACK_REGION, regionPrices } from '../../../src/core/capacity/region-prices.ts';

describe('regionPrices', () => {
  it('gives a listed region its own prices', () => {
    expect(regionPrices('us-east-1')).toEqual({ prices: PRICES.get('us-east-1'), listed: true });
  });

  it.each(['ap-south-2', '', '__proto__', 'US-EAST-1'])(
    'stands in the fallback region’s prices for %j, and says it is not listed',
    (region) => {
      const r = regionPrices(region);
      expect(r.listed).toBe(false);
      expect(r.prices).toBe(PRICES.get(PRICE_FALLBACK_REGION));
    }
  );

  it('falls back to a region that is listed', () => {
    expect(PRICES.has(PRICE_FALLBACK_REGION)).toBe(true);
  });
});
