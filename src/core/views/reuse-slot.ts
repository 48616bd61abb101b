/** What tells one reused value from another of the same kind: a table name, an attribute, a role. */
export type SlotKey = readonly (string | number | boolean | null)[];

/**
 * One kind of value an analysis may hand on to the next (a key attribute's ranks, a table's
 * rejections, a view), keyed by what it is for. A value is reused when every dependency is the
 * very same value (`===`) as last time under its key; with `same`, a value made afresh that
 * equals the previous one keeps the previous one's identity, so what depends on it is reused
 * in turn. Holds only what the last analysis used: `commit` lets the rest go.
 *
 * @example
 * const views = new ReuseSlot<SortedView>();
 * views.reuse(['battle-royale', 'table', null], [pkRanks, skRanks], () => buildView(…));
 */
export class ReuseSlot<V> {
  #last = new Map<string, { deps: readonly unknown[]; value: V }>();
  #next = new Map<string, { deps: readonly unknown[]; value: V }>();

  reuse(key: SlotKey, deps: readonly unknown[], make: () => V, same?: (a: V, b: V) => boolean): V {
    const id = JSON.stringify(key);
    const old = this.#last.get(id);
    let value: V;
    if (old && old.deps.length === deps.length && old.deps.every((d, i) => d === deps[i]))
      value = old.value;
    else {
      value = make();
      if (old && same && (old.value === value || same(old.value, value))) value = old.value;
    }
    this.#next.set(id, { deps, value });
    return value;
  }

  /** The last analysis's value under `key` and what it was made from, whether reused or not. */
  last(key: SlotKey): { readonly deps: readonly unknown[]; readonly value: V } | undefined {
    return this.#last.get(JSON.stringify(key));
  }

  /**
   * Hand the last value under `key` on to the next analysis when its dependencies are the same,
   * without making one: for a value this analysis did not need but the next may.
   */
  keep(key: SlotKey, deps: readonly unknown[]): void {
    const id = JSON.stringify(key);
    const old = this.#last.get(id);
    if (this.#next.has(id) || !old || old.deps.length !== deps.length) return;
    if (old.deps.every((d, i) => d === deps[i])) this.#next.set(id, old);
  }

  /** What the last analysis used: each value and what it was made from. */
  entries(): IterableIterator<{ readonly deps: readonly unknown[]; readonly value: V }> {
    return this.#last.values();
  }

  /** The analysis is complete: keep what it used, drop the rest. */
  commit(): void {
    this.#last = this.#next;
    this.#next = new Map();
  }
}
