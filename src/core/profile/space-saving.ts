/** One key the summary keeps, with its weight as counted. */
export interface HeavyHitter {
  readonly key: string;
  /** The weight counted for the key: never less than its true weight. */
  readonly count: number;
  /** How much of `count` may belong to keys it replaced: the true weight is at least `count - error`. */
  readonly error: number;
}

/**
 * The heaviest keys of a stream of weighted keys, in memory fixed by `capacity`: the Space-Saving
 * summary (Metwally, Agrawal and El Abbadi, "Efficient computation of frequent and top-k elements
 * in data streams", 2005), weighted. Every key whose true weight exceeds `total / capacity` is
 * kept, and each kept key's count overstates its true weight by at most its `error`, which is at
 * most `total / capacity`.
 *
 * Written here rather than taken from npm: the packages found count strings only by one (no
 * weights, so no "largest by bytes"), or find a key by a linear search on every add, which a
 * table of 100 million items cannot afford. This one is a min-heap with a Map from key to slot:
 * O(log capacity) an add.
 *
 * @example
 * const s = new SpaceSaving(2);
 * for (const k of ['a', 'b', 'a', 'c', 'a']) s.add(k);
 * s.top(1); // [{ key: 'a', count: 3, error: 0 }]
 */
export class SpaceSaving {
  readonly capacity: number;
  #total = 0;
  // A min-heap on count: slot i's key, count and error; #at maps a key to its slot.
  readonly #keys: string[] = [];
  readonly #counts: Float64Array;
  readonly #errors: Float64Array;
  readonly #at = new Map<string, number>();

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError(`capacity must be a whole number of at least 1, got ${capacity}`);
    this.capacity = capacity;
    this.#counts = new Float64Array(capacity);
    this.#errors = new Float64Array(capacity);
  }

  /** The weight of every key added so far. */
  get total(): number {
    return this.#total;
  }

  /** The most any count overstates its key's true weight: the smallest count, once full. */
  get maxError(): number {
    return this.#keys.length < this.capacity ? 0 : this.#counts[0]!;
  }

  /** Count `weight` (a finite number ≥ 0) more for `key`. */
  add(key: string, weight = 1): void {
    if (!(weight >= 0) || weight === Infinity)
      throw new RangeError(`weight must be a finite number ≥ 0, got ${weight}`);
    this.#total += weight;
    const slot = this.#at.get(key);
    if (slot !== undefined) {
      this.#counts[slot] = this.#counts[slot]! + weight;
      this.#down(slot);
      return;
    }
    if (this.#keys.length < this.capacity) {
      const at = this.#keys.length;
      this.#keys.push(key);
      this.#counts[at] = weight;
      this.#errors[at] = 0;
      this.#at.set(key, at);
      this.#up(at);
      return;
    }
    // Full: the new key takes the lightest slot, inheriting its count as possible error.
    const min = this.#counts[0]!;
    this.#at.delete(this.#keys[0]!);
    this.#keys[0] = key;
    this.#at.set(key, 0);
    this.#counts[0] = min + weight;
    this.#errors[0] = min;
    this.#down(0);
  }

  /** The `n` heaviest kept keys, heaviest first (ties by key, so the order is reproducible). */
  top(n: number = this.capacity): HeavyHitter[] {
    const all = this.#keys.map((key, i) => ({
      key,
      count: this.#counts[i]!,
      error: this.#errors[i]!
    }));
    all.sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return all.slice(0, Math.max(0, n));
  }

  // Both sifts move a hole rather than swapping: each key passed over is written to the Map once,
  // and the moving key once at the end, about half the Map writes of swapping (the profile's hot
  // loop: an unseen key replaces the lightest and sinks on every add once the summary is full).
  #up(i: number): void {
    const keys = this.#keys;
    const counts = this.#counts;
    const key = keys[i]!;
    const count = counts[i]!;
    const error = this.#errors[i]!;
    const from = i;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (counts[parent]! <= count) break;
      this.#move(parent, i);
      i = parent;
    }
    if (i !== from) this.#place(i, key, count, error);
  }

  #down(i: number): void {
    const n = this.#keys.length;
    const counts = this.#counts;
    const key = this.#keys[i]!;
    const count = counts[i]!;
    const error = this.#errors[i]!;
    const from = i;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const c = l + 1 < n && counts[l + 1]! < counts[l]! ? l + 1 : l;
      if (counts[c]! >= count) break;
      this.#move(c, i);
      i = c;
    }
    if (i !== from) this.#place(i, key, count, error);
  }

  /** Slot `from`'s key, count and error to slot `to`. */
  #move(from: number, to: number): void {
    const key = this.#keys[from]!;
    this.#keys[to] = key;
    this.#counts[to] = this.#counts[from]!;
    this.#errors[to] = this.#errors[from]!;
    this.#at.set(key, to);
  }

  #place(i: number, key: string, count: number, error: number): void {
    this.#keys[i] = key;
    this.#counts[i] = count;
    this.#errors[i] = error;
    this.#at.set(key, i);
  }
}
