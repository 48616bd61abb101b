import { HOURS_PER_MONTH, type RegionPrices } from './prices.ts';

/** The steady load of one table or one global secondary index. */
export interface CostInput {
  /** Read units per second. */
  readonly readUnits: number;
  /** Write units per second. */
  readonly writeUnits: number;
  /** Bytes stored, overhead included. */
  readonly storageBytes: number;
  /** Capacity the design provisions by hand, if it does. */
  readonly provisioned?: { readonly read: number; readonly write: number };
}

/** USD per month; each mode's figure includes storage. */
export interface MonthlyCost {
  readonly onDemand: number;
  /** Provisioned by hand: the design's own capacity, or exactly the load (no headroom). */
  readonly provisioned: number;
  /** Provisioned with auto scaling holding consumed ÷ provisioned at the target. */
  readonly autoScaled: number;
  readonly storage: number;
  /** The capacity each provisioned figure pays for, in units. */
  readonly provisionedUnits: { readonly read: number; readonly write: number };
  readonly autoScaledUnits: { readonly read: number; readonly write: number };
}

const GB = 1024 ** 3;

/**
 * A month of a steady load in each capacity mode: on-demand pays per request unit; provisioned
 * pays per unit-hour for what is provisioned (at least one read and one write unit), by hand or
 * kept by auto scaling at `targetUtilization` of the load; storage per GB-month in every mode.
 * https://aws.amazon.com/dynamodb/pricing/on-demand/
 * https://aws.amazon.com/dynamodb/pricing/provisioned/
 *
 * @example
 * monthlyCost({ readUnits: 100, writeUnits: 10, storageBytes: 0 }, PRICES.get('us-east-1')!, 0.7).onDemand;
 * // 100 × 2,628,000 s × $0.125/M + 10 × 2,628,000 × $0.625/M = $49.28
 */
export function monthlyCost(
  load: CostInput,
  prices: RegionPrices,
  targetUtilization: number
): MonthlyCost {
  const seconds = HOURS_PER_MONTH * 3600;
  const storage = (load.storageBytes / GB) * prices.storageGbMonth;
  const onDemand =
    ((load.readUnits * seconds) / 1e6) * prices.readRequestsPerMillion +
    ((load.writeUnits * seconds) / 1e6) * prices.writeRequestsPerMillion;
  const hourly = (u: { read: number; write: number }) =>
    (u.read * prices.readCapacityHour + u.write * prices.writeCapacityHour) * HOURS_PER_MONTH;
  const units = (read: number, write: number) => ({
    read: Math.max(1, Math.ceil(read - 1e-9)),
    write: Math.max(1, Math.ceil(write - 1e-9))
  });
  const provisionedUnits = load.provisioned
    ? units(load.provisioned.read, load.provisioned.write)
    : units(load.readUnits, load.writeUnits);
  const autoScaledUnits = units(
    load.readUnits / targetUtilization,
    load.writeUnits / targetUtilization
  );
  return {
    onDemand: onDemand + storage,
    provisioned: hourly(provisionedUnits) + storage,
    autoScaled: hourly(autoScaledUnits) + storage,
    storage,
    provisionedUnits,
    autoScaledUnits
  };
}
