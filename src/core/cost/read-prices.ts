/**
 * On-demand read prices in US dollars per million read request units, by region. Edit these when
 * AWS changes its prices; the estimate says which date it is from.
 *
 * Source: Amazon DynamoDB pricing, on-demand capacity (aws.amazon.com/dynamodb/pricing/on-demand/),
 * after the price cut of 1 November 2024 ("Amazon DynamoDB reduces prices for on-demand
 * throughput by 50%", AWS What's New, 14 November 2024): us-east-1 $0.125 per million RRU
 * (writes $0.625 per million WRU), read in January 2025. Other regions cost more; a region
 * missing here is estimated at the us-east-1 price and the estimate says so.
 */
export const READ_PRICES = {
  /** When the prices below were last checked against AWS's pricing page. */
  checked: '2025-01-31',
  source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
  /** The price used for a region not listed. */
  fallbackRegion: 'us-east-1',
  perMillionReadUnits: new Map<string, number>([['us-east-1', 0.125]])
} as const;
