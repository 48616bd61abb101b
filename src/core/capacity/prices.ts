/** What DynamoDB charges in one region (Standard table class, USD). */
export interface RegionPrices {
  readonly region: string;
  readonly name: string;
  /** On-demand: per million read request units. */
  readonly readRequestsPerMillion: number;
  /** On-demand: per million write request units. */
  readonly writeRequestsPerMillion: number;
  /** Provisioned: per read capacity unit per hour. */
  readonly readCapacityHour: number;
  /** Provisioned: per write capacity unit per hour. */
  readonly writeCapacityHour: number;
  /** Storage: per GB-month. */
  readonly storageGbMonth: number;
  /** Where the figures were read. */
  readonly sources: readonly string[];
  /** The date from which these prices apply, as the sources give them (ISO date). */
  readonly asOf: string;
  /** When the figures were last compared with the sources (ISO date). */
  readonly checked: string;
}

/**
 * DynamoDB's list prices per region, as constants to edit when AWS changes them (or to add a
 * region: one more entry, with its sources and dates). The one home of DynamoDB's prices: heat's
 * monthly cost (`monthlyCost`) and a live scan's estimate (`cost/estimateScanCost`) both read
 * them, through `regionPrices`. The free tier (25 GB, 25 RCU and 25 WCU per region and account)
 * is not subtracted, nor are reserved capacity or savings plans.
 * On-demand prices are those after the 50 % cut of 1 November 2024 ("Amazon DynamoDB reduces
 * prices for on-demand throughput by 50%", AWS What's New, 14 November 2024).
 */
export const PRICES: ReadonlyMap<string, RegionPrices> = new Map([
  [
    'us-east-1',
    {
      region: 'us-east-1',
      name: 'US East (N. Virginia)',
      readRequestsPerMillion: 0.125,
      writeRequestsPerMillion: 0.625,
      readCapacityHour: 0.00013,
      writeCapacityHour: 0.00065,
      storageGbMonth: 0.25,
      sources: [
        'https://aws.amazon.com/dynamodb/pricing/on-demand/',
        'https://aws.amazon.com/dynamodb/pricing/provisioned/',
        'https://airbyte.com/data-engineering-resources/dynamodb-pricing (the November 2024 on-demand prices)'
      ],
      asOf: '2024-11-01',
      checked: '2025-01-31'
    }
  ]
]);

/** Hours in a month, as AWS's pricing examples count them. */
export const HOURS_PER_MONTH = 730;
