import type { KeyValue } from '../model/attribute-value.ts';
import { keyValueId } from '../keys/compare-key-values.ts';
import { keyTupleId } from '../keys/key-tuple-id.ts';
import { keyTupleText } from '../text/key-tuple-text.ts';
import type { ResolvedTable } from './resolved-table.ts';
import { SortedView } from './sorted-view.ts';
import type { ViewSpec } from './table-key-attributes.ts';
import type { Absence, Collection, ViewEntry } from './view.ts';

/**
 * The view of a GSI whose key has several attributes in a part (since November 2025): the same
 * arrays as a SortedView (collections back to back, in DynamoDB's order: see buildTupleView),
 * read through one key slot per attribute. A collection's `pk` and an entry's `pk`/`sk` are the
 * parts as one line of text (`WINTER2026 · NA-EAST`), for what shows or hashes one value; the
 * parts themselves are `parts`, `pkParts` and `skParts`.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
 */
export class TupleView extends SortedView {
  #byText: Map<string, number> | null = null;
  #byTuple: Map<string, number> | null = null;

  /**
   * @param pkSlots the key slot of each partition attribute, in KeySchema order
   * @param skSlots the key slot of each sort attribute, in KeySchema order
   */
  constructor(
    resolved: ResolvedTable,
    spec: ViewSpec,
    readonly pkSlots: readonly number[],
    readonly skSlots: readonly number[],
    orders: Int32Array,
    starts: Int32Array
  ) {
    super(resolved, spec, pkSlots[0]!, skSlots[0] ?? -1, orders, starts);
  }

  /**
   * The same entries read through another analysis's table (see SortedView.rebind): an edit
   * that left every part's ranks, the rejections and the overwrites as they were.
   */
  rebindTuple(
    resolved: ResolvedTable,
    spec: ViewSpec,
    pkSlots: readonly number[],
    skSlots: readonly number[]
  ): TupleView {
    const v = new TupleView(resolved, spec, pkSlots, skSlots, this.orders, this.starts);
    v.setAbsent(this.absentOrders);
    return v;
  }

  override collectionParts(i: number): readonly KeyValue[] {
    return this.#parts(this.#first(i), this.pkSlots);
  }

  override collectionPk(i: number): KeyValue {
    return { S: keyTupleText(this.collectionParts(i)) };
  }

  /** By the parts' text (what `collectionPk` returns), since tuples have no one-value order. */
  override collectionOf(pk: KeyValue): Collection | undefined {
    if (!('S' in pk)) return undefined;
    if (!this.#byText) {
      this.#byText = new Map();
      for (let c = 0; c < this.collectionCount; c++)
        this.#byText.set(keyValueId(this.collectionPk(c)), c);
    }
    const c = this.#byText.get(keyValueId(pk));
    return c === undefined ? undefined : this.collection(c);
  }

  /** By each part's value under its type's rule (`keyTupleId`: `1` and `1.0` are one number). */
  override collectionOfParts(parts: readonly KeyValue[]): Collection | undefined {
    if (!this.#byTuple) {
      this.#byTuple = new Map();
      for (let c = 0; c < this.collectionCount; c++)
        this.#byTuple.set(keyTupleId(this.collectionParts(c)), c);
    }
    const c = this.#byTuple.get(keyTupleId(parts));
    return c === undefined ? undefined : this.collection(c);
  }

  override absence(i: number): Absence {
    const order = this.absentOrder(i);
    const r = this.resolved;
    const where = `index "${this.spec.index}"`;
    for (const slot of [...this.pkSlots, ...this.skSlots]) {
      if (r.ranks[slot]![order]! >= 0) continue;
      const name = r.keyAttributes[slot]!.name;
      const why = r.keyProblem(order, slot);
      return {
        item: r.item(order)!,
        reason: why
          ? `not in ${where}: ${why}`
          : `not in ${where}: the item has no "${name}" attribute, one of the index's key attributes (an item is in a multi-attribute index only with all of them)`
      };
    }
    return { item: r.item(order)!, reason: `not in ${where}` };
  }

  override entryAt(p: number): ViewEntry {
    const r = this.resolved;
    const order = this.orders[p]!;
    const pkParts = this.#parts(order, this.pkSlots);
    const skParts = this.#parts(order, this.skSlots);
    const base = { item: r.item(order)!, pk: { S: keyTupleText(pkParts) }, pkParts, skParts };
    return skParts.length ? { ...base, sk: { S: keyTupleText(skParts) } } : base;
  }

  /** The first-written item of collection i, whose spelling of each part names it. */
  #first(i: number): number {
    const { orders, starts } = this;
    let first = orders[starts[i]!]!;
    for (let p = starts[i]! + 1; p < starts[i + 1]!; p++) first = Math.min(first, orders[p]!);
    return first;
  }

  #parts(order: number, slots: readonly number[]): KeyValue[] {
    return slots.map((s) => this.resolved.keyValue(order, s)!);
  }
}
