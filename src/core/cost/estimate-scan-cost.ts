import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import { regionPrices } from '../capacity/region-prices.ts';
import { readUnits } from '../capacity/read-units.ts';

/** What a full scan of a table (or an index) is expected to read and cost. */
export interface ScanCostEstimate {
  /** False when DescribeTable reports no size (a new table, or an emulator that does not count). */
  readonly sizeKnown: boolean;
  readonly bytes: number;
  /** Read units the scan consumes: 4 KB per unit, half a unit when eventually consistent. */
  readonly readUnits: number;
  /** About how many 1 MB pages the scan takes. */
  readonly pages: number;
  /** On-demand price of those read units, in US dollars. */
  readonly dollars: number;
  /** The price per million read units used, and the region it is for. */
  readonly pricePerMillion: number;
  readonly priceRegion: string;
  /** Seconds the scan takes at the read budget, when one is given. */
  readonly secondsAtBudget?: number;
  /** One sentence for the user, with the caveats that apply. */
  readonly summary: string;
}

/**
 * Estimate a full Scan from DescribeTable's `TableSizeBytes` (or an index's `IndexSizeBytes`),
 * before running it: `size / 4 KB` read units, halved for eventually consistent reads
 * (`capacity/readUnits`, the rule's one home), priced at the region's on-demand rate
 * (`capacity/PRICES`, the prices' one home). A provisioned table pays nothing extra but spends its capacity. DynamoDB
 * refreshes the size about every six hours, so a table just written may be larger.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/read-write-operations.html
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_TableDescription.html
 *
 * @example
 * estimateScanCost({ bytes: 2 ** 30, consistentRead: false, region: 'us-east-1' }).dollars;
 * // 0.016384 (131,072 read units at $0.125 per million)
 */
export function estimateScanCost(input: {
  readonly bytes: number;
  readonly consistentRead: boolean;
  readonly region: string;
  readonly billing?: 'PAY_PER_REQUEST' | 'PROVISIONED';
  /** Read units per second the scan may use. */
  readonly budget?: number | null;
}): ScanCostEstimate {
  const bytes = Number.isFinite(input.bytes) && input.bytes > 0 ? input.bytes : 0;
  // Nothing to read when the size is unknown (readUnits' one-unit minimum is per request).
  const units = bytes === 0 ? 0 : readUnits(bytes, input.consistentRead ? 'strong' : 'eventual');
  const { prices, listed } = regionPrices(input.region);
  const priceRegion = prices.region;
  const price = prices.readRequestsPerMillion;
  const dollars = (units / 1e6) * price;
  const pages = Math.max(1, Math.ceil(bytes / DYNAMODB_LIMITS.pageBytes));
  const budget = input.budget && input.budget > 0 ? input.budget : undefined;
  const seconds = budget ? units / budget : undefined;
  const summary =
    bytes === 0
      ? 'DescribeTable reports no size for this table yet (DynamoDB updates it about every six hours; emulators may not count it), so the cost of a full scan is unknown: the read budget and the item cap still apply.'
      : `A full scan reads about ${formatBytes(bytes)} in ${pages.toLocaleString('en-US')} page${pages === 1 ? '' : 's'}: about ${formatUnits(units)} read units${
          input.billing === 'PROVISIONED'
            ? ', taken from the table’s provisioned capacity'
            : `, about ${formatDollars(dollars)} on demand (${listed ? input.region : `${priceRegion} price, as ${input.region} is not listed`} price of $${price} per million, checked ${prices.checked})`
        }${seconds === undefined ? '' : `; at ${budget} read units per second it takes about ${formatSeconds(seconds)}`}. The size DynamoDB reports is refreshed about every six hours.`;
  return {
    sizeKnown: bytes > 0,
    bytes,
    readUnits: units,
    pages,
    dollars,
    pricePerMillion: price,
    priceRegion,
    ...(seconds === undefined ? {} : { secondsAtBudget: seconds }),
    summary
  };
}

function formatBytes(n: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  return `${i === 0 ? n : n.toFixed(1)} ${units[i]}`;
}

function formatUnits(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

function formatDollars(n: number): string {
  // Two significant figures below a dollar ($0.016, $0.00031), cents above.
  if (n < 0.0001) return 'less than $0.0001';
  return n < 1 ? `$${Number(n.toPrecision(2))}` : `$${n.toFixed(2)}`;
}

function formatSeconds(s: number): string {
  if (s < 90) return `${Math.max(1, Math.round(s))} s`;
  if (s < 5400) return `${Math.round(s / 60)} min`;
  return `${(s / 3600).toFixed(1)} h`;
}
