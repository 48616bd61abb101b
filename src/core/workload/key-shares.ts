import type { KeyDistribution } from '../model/workload.ts';

/**
 * The share of requests each of `count` keys gets, by rank (0 is the most requested), summing
 * to 1: uniform gives each 1/count; Zipf gives rank r (1-based) a share proportional to
 * 1 / r^exponent; a hot key (`hot`, the rank of the named key, or -1 when it is not among the
 * keys) gets `share` and the others split the rest evenly. With no keys there is nothing to share.
 * A Zipf array is kept and handed out again for the same exponent and count (patterns over
 * the same keys, the next heat of the same design): read it, never write it.
 *
 * @example
 * keyShares({ kind: 'zipf', exponent: 1 }, 3); // [0.545…, 0.272…, 0.181…]
 * keyShares({ kind: 'hot', key: 'GAME#1', share: 0.9 }, 4, 2); // [0.0333…, 0.0333…, 0.9, 0.0333…]
 */
export function keyShares(distribution: KeyDistribution, count: number, hot = -1): Float64Array {
  const id = distribution.kind === 'zipf' ? `${distribution.exponent}/${count}` : '';
  const known = zipfKept.get(id);
  if (known) return known;
  const out = new Float64Array(count);
  if (count === 0) return out;
  if (distribution.kind === 'uniform') return out.fill(1 / count);
  if (distribution.kind === 'hot') {
    if (hot < 0 || hot >= count) return out.fill(1 / count);
    if (count === 1) return out.fill(1);
    out.fill((1 - distribution.share) / (count - 1));
    out[hot] = distribution.share;
    return out;
  }
  let total = 0;
  const e = distribution.exponent;
  // The default exponent, 1, without a power per key (x^1 is x exactly: the same shares).
  if (e === 1) for (let r = 0; r < count; r++) total += out[r] = 1 / (r + 1);
  else for (let r = 0; r < count; r++) total += out[r] = 1 / Math.pow(r + 1, e);
  for (let r = 0; r < count; r++) out[r] = out[r]! / total;
  if (zipfKept.size >= ZIPF_KEPT) zipfKept.delete(zipfKept.keys().next().value!);
  zipfKept.set(id, out);
  return out;
}

/** Zipf shares kept, by exponent and count: a million keys' take a million powers to make. */
const zipfKept = new Map<string, Float64Array>();
const ZIPF_KEPT = 4;
