import type { KeyValue } from '../model/attribute-value.ts';
import { compareKeyValues } from '../keys/compare-key-values.ts';
import type { Absence, Collection, View, ViewEntry } from './view.ts';
import { ViewCollection } from './view-collection.ts';
import type { ResolvedTable } from './resolved-table.ts';
import type { ViewSpec } from './table-key-attributes.ts';

/**
 * A view held as one array of write orders in view order, collections back to back. Entries,
 * collections' keys and absences are made as objects only when read, so a re-key of a million
 * items allocates a few typed arrays, not a million entries.
 */
export class SortedView implements View {
  itemCount: number;
  collisionRuns: [number, number, number][] = [];
  /** Overwritten entries per collection, for the few collections that have any. */
  lost = new Map<number, number>();
  #absent: Int32Array = new Int32Array(0);
  #over: Int32Array | null = null;
  #byId: Map<string, Collection> | null = null;
  #position: Int32Array | null = null;
  #made = new Map<number, ViewCollection>();

  /**
   * @param orders write orders of the view's entries, in view order
   * @param starts where each collection starts in `orders`, then `orders.length`
   */
  constructor(
    readonly resolved: ResolvedTable,
    readonly spec: ViewSpec,
    readonly pkSlot: number,
    readonly skSlot: number,
    readonly orders: Int32Array,
    readonly starts: Int32Array
  ) {
    this.itemCount = orders.length;
  }

  /**
   * The same entries read through another analysis's table and spec, for a view an edit left
   * unchanged (its key attributes' ranks, the rejections and the overwrites all the same): the
   * arrays are shared, items are made from the new table (their other keys may have changed).
   */
  rebind(resolved: ResolvedTable, spec: ViewSpec, pkSlot: number, skSlot: number): SortedView {
    const v = new SortedView(resolved, spec, pkSlot, skSlot, this.orders, this.starts);
    v.itemCount = this.itemCount;
    v.collisionRuns = this.collisionRuns;
    v.lost = this.lost;
    v.#absent = this.#absent;
    v.#over = this.#over;
    v.#position = this.#position;
    return v;
  }

  /** Per item, the write order of the item that overwrote it (-1: none); null when none was. */
  get overwrites(): Int32Array | null {
    return this.#over;
  }

  get collectionCount(): number {
    return this.starts.length - 1;
  }

  collection(i: number): Collection {
    let c = this.#made.get(i);
    if (!c) this.#made.set(i, (c = new ViewCollection(this, i)));
    return c;
  }

  get collections(): readonly Collection[] {
    return Array.from({ length: this.collectionCount }, (_, i) => this.collection(i));
  }

  collectionOf(pk: KeyValue): Collection | undefined {
    if (!(this.spec.partitionKey.type in pk)) return undefined;
    let lo = 0;
    let hi = this.collectionCount - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const c = compareKeyValues(this.collectionPk(mid), pk);
      if (c === 0) return this.collection(mid);
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  /** The partition key of collection i as its first-written item spells it (`100` and `1E+2` are one key). */
  collectionPk(i: number): KeyValue {
    const { resolved, orders, pkSlot, starts } = this;
    const from = starts[i]!;
    let first = orders[from]!;
    if (resolved.keyAttributes[pkSlot]!.type !== 'S')
      for (let p = from + 1; p < starts[i + 1]!; p++) first = Math.min(first, orders[p]!);
    return resolved.keyValue(first, pkSlot)!;
  }

  collectionOfParts(parts: readonly KeyValue[]): Collection | undefined {
    return parts.length === 1 ? this.collectionOf(parts[0]!) : undefined;
  }

  /** One attribute per key part here: a multi-attribute key's view is a TupleView. */
  collectionParts(_i: number): readonly KeyValue[] | undefined {
    return undefined;
  }

  /** Write orders of the items absent from this view (shared, never changed). */
  get absentOrders(): Int32Array {
    return this.#absent;
  }

  /** Write order of the i-th item absent from this view. */
  absentOrder(i: number): number {
    return this.#absent[i]!;
  }

  setAbsent(orders: Int32Array): void {
    this.#absent = orders;
  }

  /**
   * Runs of equal sort key ranks (or a whole collection without a sort key) are one primary
   * key: the last write wins. Entries start in write order within a run (the sorts are stable).
   */
  markOverwrites(sk: Int32Array | null): void {
    const { orders, starts } = this;
    for (let c = 0; c + 1 < starts.length; c++) {
      const end = starts[c + 1]!;
      let from = starts[c]!;
      for (let p = from + 1; p <= end; p++) {
        if (p < end && (sk === null || sk[orders[p]!] === sk[orders[p - 1]!])) continue;
        if (p - from > 1) {
          const over = (this.#over ??= new Int32Array(this.resolved.count).fill(-1));
          const winner = orders[p - 1]!;
          for (let q = from; q < p - 1; q++) over[orders[q]!] = winner;
          this.itemCount -= p - 1 - from;
          this.lost.set(c, (this.lost.get(c) ?? 0) + p - 1 - from);
          this.collisionRuns.push([c, from - starts[c]!, p - starts[c]!]);
        }
        from = p;
      }
    }
  }

  overwriter(order: number): number {
    return this.#over ? this.#over[order]! : -1;
  }

  get byId(): ReadonlyMap<string, Collection> {
    if (!this.#byId) {
      this.#byId = new Map();
      for (const c of this.collections) this.#byId.set(c.id, c);
    }
    return this.#byId;
  }

  get absentCount(): number {
    return this.#absent.length;
  }

  get absent(): readonly Absence[] {
    return Array.from({ length: this.#absent.length }, (_, i) => this.absence(i));
  }

  absence(i: number): Absence {
    const order = this.absentOrder(i);
    const r = this.resolved;
    const pkMissing = r.ranks[this.pkSlot]![order]! < 0;
    const k = pkMissing ? this.spec.partitionKey : this.spec.sortKey!;
    const why = r.keyProblem(order, pkMissing ? this.pkSlot : this.skSlot);
    const where =
      this.spec.index === null ? `table "${this.spec.table}"` : `index "${this.spec.index}"`;
    return {
      item: r.item(order)!,
      reason: why
        ? `not in ${where}: ${why}`
        : `not in ${where}: the item has no "${k.name}" attribute (indexes are sparse)`
    };
  }

  locate(order: number): { collection: number; entry: number } | null {
    if (!this.#position) {
      this.#position = new Int32Array(this.resolved.count).fill(-1);
      for (let p = 0; p < this.orders.length; p++) this.#position[this.orders[p]!] = p;
    }
    const p = this.#position[order] ?? -1;
    if (p < 0) return null;
    const s = this.starts;
    let lo = 0;
    let hi = s.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid]! <= p) lo = mid;
      else hi = mid - 1;
    }
    return { collection: lo, entry: p - s[lo]! };
  }

  /** The entry at position p of `orders`. */
  entryAt(p: number): ViewEntry {
    const r = this.resolved;
    const order = this.orders[p]!;
    const item = r.item(order)!;
    const pk = r.keyValue(order, this.pkSlot)!;
    const sk = this.skSlot >= 0 ? r.keyValue(order, this.skSlot) : undefined;
    const w = this.overwriter(order);
    const base = sk ? { item, pk, sk } : { item, pk };
    return w >= 0 ? { ...base, overwrittenBy: r.item(w)! } : base;
  }
}
