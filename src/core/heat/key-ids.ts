import { keyValueId } from '../keys/compare-key-values.ts';
import { stableHash } from '../keys/stable-hash.ts';
import { finishSteps, type Steps } from '../steps/finish-steps.ts';
import type { View } from '../views/view.ts';

/** Each collection's key as text (keyValueId) and its stable hash, for placing it on a partition. */
export interface KeyIds {
  readonly ids: readonly string[];
  readonly hashes: Uint32Array;
}

/**
 * A view's keys as text and their stable hashes, made once per view (known by its orders
 * array, which a view an edit left as it was keeps): heat at another scale places the same
 * keys on the same partitions without hashing a million keys again.
 *
 * @example
 * keyIds(view).hashes[c]! % partitions; // the illustrated partition of collection c
 */
export function keyIds(view: View): KeyIds {
  return finishSteps(keyIdSteps(view));
}

/** Collections between two yields of keyIdSteps. */
const STEP = 16_384;

/** keyIds as steps of at most STEP collections, for work done in slices. */
export function* keyIdSteps(view: View): Steps<KeyIds> {
  const known = cache.get(view.orders);
  if (known) return known;
  const n = view.collectionCount;
  const ids = new Array<string>(n);
  const hashes = new Uint32Array(n);
  for (let c = 0; c < n; c++) {
    if ((c & (STEP - 1)) === STEP - 1) yield;
    hashes[c] = stableHash((ids[c] = keyValueId(view.collectionPk(c))));
  }
  const out = { ids, hashes };
  cache.set(view.orders, out);
  return out;
}

const cache = new WeakMap<Int32Array, KeyIds>();
