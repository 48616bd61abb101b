import { keyValueId } from '../keys/compare-key-values.ts';
import { stableHash } from '../keys/stable-hash.ts';
import { finishSteps, type Steps } from '../steps/finish-steps.ts';
import type { View } from '../views/view.ts';
import { inPieces } from '../steps/in-pieces.ts';

/**
 * Each collection's stable hash (of its key as text, keyValueId), for placing it on an
 * illustrated partition, made once per view (known by its orders array, which a view an edit
 * left as it was keeps): heat at another scale places the same keys on the same partitions
 * without hashing a million keys again. Only the hashes are kept, one typed array: the text of
 * the few hundred keys a report lists is read when it is listed, so no million-entry array of
 * strings stays for the collector to walk.
 *
 * @example
 * keyHashes(view)[c]! % partitions; // the illustrated partition of collection c
 */
export function keyHashes(view: View): Uint32Array {
  return finishSteps(keyHashSteps(view));
}

/** Collections between two yields of keyHashSteps. */
const STEP = 16_384;

/** keyHashes as steps of at most STEP collections, for work done in slices. */
export function* keyHashSteps(view: View): Steps<Uint32Array> {
  const known = cache.get(view.orders);
  if (known) return known;
  const n = view.collectionCount;
  const hashes = new Uint32Array(n);
  yield* inPieces(n, STEP, (from, to) => {
    for (let c = from; c < to; c++) hashes[c] = stableHash(keyValueId(view.collectionPk(c)));
  });
  cache.set(view.orders, hashes);
  return hashes;
}

const cache = new WeakMap<Int32Array, Uint32Array>();
