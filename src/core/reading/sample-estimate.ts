/** What a sample says of the whole table: a count, and its 95 % interval when one can be given. */
export interface SampleEstimate {
  readonly estimate: number;
  /** The 95 % interval; absent from a single segment, whose spread cannot be known. */
  readonly low?: number;
  readonly high?: number;
}

/** A drawn segment as read: its items, and how many of them are what is counted. */
export interface SampledCluster {
  readonly items: number;
  readonly hits: number;
}

/** The normal distribution's 97.5th percentile: a two-sided 95 % interval. */
const Z95 = 1.959964;

/**
 * How many items of the whole table are of a kind (an entity, say), from a sample of `count`
 * of `of` parallel-scan segments (`clusters`, one per drawn segment) and the table's item count
 * (`total`, DescribeTable's): the ratio estimator of a cluster sample, whose variance comes from
 * how much the segments differ, with the finite population correction for the segments not
 * drawn (Cochran, Sampling Techniques, 3rd ed., §6.8 and §9.2). Null when nothing was read.
 *
 * @example
 * sampleEstimate([{ items: 100, hits: 3 }, { items: 100, hits: 2 }], 1_000_000, { count: 2, of: 1000 });
 * // { estimate: 25000, low: 15210, high: 34790 }
 */
export function sampleEstimate(
  clusters: readonly SampledCluster[],
  total: number,
  segments: { readonly count: number; readonly of: number }
): SampleEstimate | null {
  let items = 0;
  let hits = 0;
  for (const c of clusters) {
    items += c.items;
    hits += c.hits;
  }
  if (items === 0 || !(total > 0)) return null;
  const share = hits / items;
  const estimate = Math.round(share * total);
  const k = clusters.length;
  if (k < 2) return { estimate };
  let spread = 0;
  for (const c of clusters) spread += (c.hits - share * c.items) ** 2;
  const mean = items / k;
  const correction = Math.max(0, 1 - k / segments.of);
  const se = Math.sqrt((correction * spread) / (k * (k - 1) * mean * mean));
  return {
    estimate,
    low: Math.round(Math.max(0, share - Z95 * se) * total),
    high: Math.round(Math.min(1, share + Z95 * se) * total)
  };
}
