import type { KeyDistribution } from '../model/workload.ts';

/** The share of requests the key ranked `rank` gets (0 is the most requested). */
export type KeyShare = (rank: number) => number;

/**
 * The share of requests each of `count` keys gets, by rank (0 is the most requested), summing
 * to 1: uniform gives each 1/count; Zipf gives rank r (1-based) a share proportional to
 * 1 / r^exponent; a hot key (`hot`, the rank of the named key, or -1 when it is not among the
 * keys) gets `share` and the others split the rest evenly. A function of the rank rather than
 * an array of a million shares: each pattern over its own number of keys made one, a pass and
 * a fresh array each. Zipf's weights are kept per exponent (a prefix serves any fewer keys)
 * and its total per count, added in rank order as before, so every share is the same number.
 *
 * @example
 * keyShares({ kind: 'zipf', exponent: 1 }, 3)(0); // 0.545…, then 0.272…, 0.181…
 * keyShares({ kind: 'hot', key: 'GAME#1', share: 0.9 }, 4, 2)(2); // 0.9; the others 0.0333…
 */
export function keyShares(distribution: KeyDistribution, count: number, hot = -1): KeyShare {
  if (distribution.kind === 'uniform' || count <= 1) return even(count);
  if (distribution.kind === 'hot') {
    if (hot < 0 || hot >= count) return even(count);
    const { share } = distribution;
    const rest = (1 - share) / (count - 1);
    return (rank) => (rank === hot ? share : rest);
  }
  const e = distribution.exponent;
  const w = weights(e, count);
  const id = `${e}/${count}`;
  let total = totals.get(id);
  if (total === undefined) {
    total = 0;
    for (let r = 0; r < count; r++) total += w[r]!;
    if (totals.size >= TOTALS_KEPT) totals.delete(totals.keys().next().value!);
    totals.set(id, total);
  }
  const t = total;
  return (rank) => w[rank]! / t;
}

function even(count: number): KeyShare {
  const share = count > 0 ? 1 / count : 0;
  return () => share;
}

/** 1 / r^e for ranks 0… (r 1-based), at least `count` of them, kept per exponent. */
function weights(e: number, count: number): Float64Array {
  const known = kept.get(e);
  if (known && known.length >= count) return known;
  // Some room over: the next pattern's keys are often a few more.
  const n = Math.ceil(count * 1.25);
  const w = new Float64Array(n);
  // The default exponent, 1, without a power per key (x^1 is x exactly: the same weights).
  if (e === 1) for (let r = 0; r < n; r++) w[r] = 1 / (r + 1);
  else for (let r = 0; r < n; r++) w[r] = 1 / Math.pow(r + 1, e);
  if (kept.size >= TOTALS_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(e, w);
  return w;
}

/** Zipf weights by exponent, and totals by exponent and count: a million keys' take a pass. */
const kept = new Map<number, Float64Array>();
const totals = new Map<string, number>();
const TOTALS_KEPT = 8;
