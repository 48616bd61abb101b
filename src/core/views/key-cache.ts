import type { AttributeMap } from '../model/attribute-value.ts';
import type { KeyAttribute } from '../model/design.ts';
import type { Template } from '../templates/parse-template.ts';
import type { KeyRole } from '../rules/validate-key-value.ts';
import type { MergedRanks } from './merge-ranks.ts';
import type { Rejections } from './resolved-table.ts';
import type { ArrayRecycler } from './array-recycler.ts';
import { ReuseSlot } from './reuse-slot.ts';
import { segmentKeys, type SegmentKeys } from './segment-keys.ts';
import type { SortedView } from './sorted-view.ts';

/** A key attribute's values merged across a table's runs, and each item's rank among them. */
export interface RankedSlot {
  readonly merged: MergedRanks;
  readonly ranks: Int32Array;
}

/**
 * What the last analysis computed, for the next one to reuse: a keystroke in one entity's
 * template re-renders that entity's items for that key attribute only; every other run of
 * items, and every key attribute none of whose runs changed, is taken as it was. Items are
 * immutable values, so an items array that is the same object holds the same items.
 * Holds only the last analysis's columns: each `commit` lets the older ones go. Given an
 * ArrayRecycler, it also hands their large arrays to the next analysis to write over: an
 * analysis made with such a cache holds until the next one is made with it (the analysis
 * worker keeps one analysis at a time; the page, which may keep several, recycles nothing).
 *
 * @example
 * const cache = new KeyCache();
 * analyzeDesign(design, { cache });
 * analyzeDesign(editedDesign, { cache }); // re-keys only what the edit changed
 */
export class KeyCache {
  /** Per table and key attribute (name, type, role): the ranks merged from its runs. */
  readonly ranks = new ReuseSlot<RankedSlot>();
  /** Per table: why DynamoDB refuses each item (kept whole while no item's reason changes). */
  readonly rejections = new ReuseSlot<Rejections>();
  /** Per table and view (kind, index name): the sorted view. */
  readonly views = new ReuseSlot<SortedView>();
  /**
   * Per table and view: its stored items with a sort key, in sort key order (buildView's first
   * counting sort). It depends only on the sort key's ranks, the rejections and the overwrites,
   * so an edit of the partition key template sorts a million items once, not twice.
   */
  readonly sortKeyOrders = new ReuseSlot<Int32Array>();
  #segments = new Map<readonly AttributeMap[], SegmentKeys[]>();
  #nextSegments = new Map<readonly AttributeMap[], SegmentKeys[]>();
  readonly #arrays: ArrayRecycler | null;

  constructor(options: { readonly recycle?: ArrayRecycler } = {}) {
    this.#arrays = options.recycle ?? null;
  }

  /** A zeroed Int32Array of `n`, over a buffer the analysis before last let go if there is one. */
  int32(n: number): Int32Array {
    return this.#arrays ? this.#arrays.int32(n) : new Int32Array(n);
  }

  /** Scratch from `int32` that nothing holds once the caller returns: written over at once. */
  scratch(done: Int32Array): void {
    this.#arrays?.retire([done.buffer]);
  }

  /** One key attribute of a run of items, computed or reused (`broken`: see SegmentKeys). */
  segment(
    items: readonly AttributeMap[],
    template: Template | undefined,
    attribute: KeyAttribute,
    role: KeyRole,
    broken?: string
  ): SegmentKeys {
    const source = template?.source;
    // The same column of the items: attribute and role; `same` adds the template it was keyed by.
    const column = (k: SegmentKeys): boolean =>
      k.attribute.name === attribute.name && k.attribute.type === attribute.type && k.role === role;
    const same = (k: SegmentKeys): boolean =>
      column(k) && k.template === source && k.broken === broken;
    const last = this.#segments.get(items);
    let hit = last?.find(same) ?? this.#nextSegments.get(items)?.find(same);
    // An edited template: the same items' keys under the last one are the sort's first guess.
    hit ??= segmentKeys(
      items,
      template,
      attribute,
      role,
      broken,
      last?.find((k) => column(k) && k.broken === undefined),
      (n) => this.int32(n)
    );
    const kept = this.#nextSegments.get(items);
    if (!kept) this.#nextSegments.set(items, [hit]);
    else if (!kept.includes(hit)) kept.push(hit);
    return hit;
  }

  /**
   * The analysis is complete: keep what it used, drop the rest, and retire the large buffers
   * that only what was dropped held.
   */
  commit(): void {
    const before = this.#arrays ? this.#held() : null;
    this.ranks.commit();
    this.rejections.commit();
    this.views.commit();
    this.sortKeyOrders.commit();
    this.#segments = this.#nextSegments;
    this.#nextSegments = new Map();
    if (!before) return;
    const kept = this.#held();
    this.#arrays!.retire([...before].filter((b) => !kept.has(b)));
  }

  /** The buffers of every cached value and of what each was made from. */
  #held(): Set<ArrayBufferLike> {
    const out = new Set<ArrayBufferLike>();
    for (const slot of [this.ranks, this.rejections, this.views, this.sortKeyOrders])
      for (const { deps, value } of slot.entries()) {
        heldBy(value, out);
        for (const d of deps) heldBy(d, out);
      }
    for (const keys of this.#segments.values()) for (const k of keys) heldBy(k, out);
    return out;
  }
}

/**
 * The buffers one cached value holds: a typed array's own; a view's orders, starts, overwrites
 * and absent items; a ranked slot's ranks and merged ranks; a run's key ids, reasons and
 * value sizes.
 */
function heldBy(x: unknown, out: Set<ArrayBufferLike>): void {
  if (ArrayBuffer.isView(x)) {
    out.add(x.buffer);
    return;
  }
  if (typeof x !== 'object' || x === null) return;
  type Field =
    'orders' | 'starts' | 'overwrites' | 'absentOrders' | 'ranks' | 'ids' | 'why' | 'bytes';
  const o = x as Partial<Record<Field, unknown>> & { merged?: { toRank: readonly Int32Array[] } };
  // A table view alone holds its overwrites once no index view depends on them.
  for (const a of [
    o.orders,
    o.starts,
    o.overwrites,
    o.absentOrders,
    o.ranks,
    o.ids,
    o.why,
    o.bytes
  ])
    if (ArrayBuffer.isView(a)) out.add(a.buffer);
  for (const a of o.merged?.toRank ?? []) out.add(a.buffer);
}
