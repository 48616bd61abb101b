import type { AttributeMap } from '../model/attribute-value.ts';
import type { KeyAttribute } from '../model/design.ts';
import type { Template } from '../templates/parse-template.ts';
import type { KeyRole } from '../rules/validate-key-value.ts';
import type { MergedRanks } from './merge-ranks.ts';
import type { Rejections } from './resolved-table.ts';
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
 * Holds only the last analysis's columns: each `commit` lets the older ones go.
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
      last?.find((k) => column(k) && k.broken === undefined)
    );
    const kept = this.#nextSegments.get(items);
    if (!kept) this.#nextSegments.set(items, [hit]);
    else if (!kept.includes(hit)) kept.push(hit);
    return hit;
  }

  /** The analysis is complete: keep what it used, drop the rest. */
  commit(): void {
    this.ranks.commit();
    this.rejections.commit();
    this.views.commit();
    this.sortKeyOrders.commit();
    this.#segments = this.#nextSegments;
    this.#nextSegments = new Map();
  }
}
