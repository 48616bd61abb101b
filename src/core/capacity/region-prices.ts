import { PRICES, type RegionPrices } from './prices.ts';

/** The region whose prices stand in for a region `PRICES` does not list. */
export const PRICE_FALLBACK_REGION = 'us-east-1';

/**
 * The prices of `region`, or of PRICE_FALLBACK_REGION when `PRICES` has none for it (`listed`
 * then says so, for the estimate to tell the user). Other regions mostly cost more, so the
 * fallback is a low estimate.
 *
 * @example
 * regionPrices('us-east-1').prices.readRequestsPerMillion; // 0.125
 * regionPrices('ap-south-2'); // { prices: (us-east-1's), listed: false }
 */
export function regionPrices(region: string): {
  readonly prices: RegionPrices;
  readonly listed: boolean;
} {
  const own = PRICES.get(region);
  return own
    ? { prices: own, listed: true }
    : { prices: PRICES.get(PRICE_FALLBACK_REGION)!, listed: false };
}
