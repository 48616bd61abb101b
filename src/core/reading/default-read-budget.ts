/** What the default read budget is chosen from: the table's billing, as DescribeTable gives it. */
export interface BudgetBasis {
  readonly billing: 'PAY_PER_REQUEST' | 'PROVISIONED';
  /** Provisioned read capacity units (provisioned tables). */
  readonly readCapacityUnits?: number;
  /** On-demand tables may set a maximum read throughput (OnDemandThroughput.MaxReadRequestUnits). */
  readonly maxReadRequestUnits?: number;
  /** A local emulator (the embedded table, DynamoDB Local, LocalStack): no bill and no neighbours. */
  readonly local: boolean;
}

/** On-demand tables without a maximum: about 4 MB/s eventually consistent, half a sequential scan's pace. */
export const ON_DEMAND_DEFAULT_BUDGET = 500;

/**
 * A conservative default read budget in read units per second, or null for none. Mirrors AWS
 * Glue's and EMR's defaults: half of a provisioned table's read capacity, a quarter of an
 * on-demand table's maximum, and {@link ON_DEMAND_DEFAULT_BUDGET} for an on-demand table without
 * one. Local emulators get no budget: nothing is billed and nobody else shares them.
 * https://docs.aws.amazon.com/glue/latest/webapi/API_DynamoDBTarget.html (scanRate)
 * https://docs.aws.amazon.com/emr/latest/ReleaseGuide/EMRforDynamoDB.PerformanceTuning.Throughput.html
 *
 * @example
 * defaultReadBudget({ billing: 'PROVISIONED', readCapacityUnits: 40, local: false }); // 20
 */
export function defaultReadBudget(basis: BudgetBasis): number | null {
  if (basis.local) return null;
  if (basis.billing === 'PROVISIONED' && basis.readCapacityUnits && basis.readCapacityUnits > 0)
    return Math.max(1, Math.floor(basis.readCapacityUnits / 2));
  if (basis.maxReadRequestUnits && basis.maxReadRequestUnits > 0)
    return Math.max(1, Math.floor(basis.maxReadRequestUnits / 4));
  return ON_DEMAND_DEFAULT_BUDGET;
}
