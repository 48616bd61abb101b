import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { AttributeMap, KeyValue } from '../model/attribute-value.ts';
import type { KeyAttribute, Table } from '../model/design.ts';
import { itemSize, itemSizeUpperBound, knownItemSizes } from '../items/item-size.ts';
import { utf8Length } from '../keys/compare-utf8.ts';
import { NONE, segmentProblem } from './segment-keys.ts';
import { renderedKeyBytes } from './rendered-key-bytes.ts';
import { carriedNames } from '../items/carried-names.ts';
import { MadeItem } from './made-item.ts';
import type { Rejections, ResolvedItem, ResolvedTable, Segment } from './resolved-table.ts';

/** Upper bounds of items' own sizes, kept per items array: items are immutable values. */
const bounds = new WeakMap<readonly AttributeMap[], Float64Array>();

/** Exact sizes when they were measured as the items were made (sizedConcat): a bound too. */
function boundsOf(items: readonly AttributeMap[]): Float64Array {
  let b = knownItemSizes(items) ?? bounds.get(items);
  if (!b) {
    b = new Float64Array(items.length);
    for (let i = 0; i < b.length; i++) b[i] = itemSizeUpperBound(items[i]!);
    bounds.set(items, b);
  }
  return b;
}

/**
 * A table's items with their keys held as columns (see SegmentKeys) and ranked across the
 * table, so views group and sort integers. Items are made as objects only when asked for, one
 * at a time: a million `ResolvedItem`s would be most of a re-key's time and memory.
 */
export class KeyedTable implements ResolvedTable {
  #made = new Map<number, ResolvedItem>();
  /** Per key slot, its name's UTF-8 length. */
  readonly #nameBytes: number[];
  readonly count: number;

  /**
   * @param ranks per key slot, each item's rank among the table's distinct values (-1: none)
   * @param rankSizes per key slot, the number of distinct ranks
   */
  constructor(
    readonly table: Table,
    readonly keyAttributes: readonly KeyAttribute[],
    readonly segments: readonly Segment[],
    readonly ranks: readonly Int32Array[],
    readonly rankSizes: readonly number[],
    readonly rejections: Rejections
  ) {
    const last = segments[segments.length - 1];
    this.count = last ? last.offset + last.items.length : 0;
    this.#nameBytes = keyAttributes.map((k) => utf8Length(k.name));
  }

  get items(): readonly ResolvedItem[] {
    return Array.from({ length: this.count }, (_, i) => this.item(i)!);
  }

  item(order: number): ResolvedItem | undefined {
    if (!(order >= 0 && order < this.count)) return undefined;
    let made = this.#made.get(order);
    if (!made) {
      const seg = this.segmentOf(order);
      const keys = this.keyAttributes.map((_, s) => this.keyValue(order, s));
      let problems: Map<string, string> | undefined;
      this.keyAttributes.forEach((k, s) => {
        const why = this.keyProblem(order, s);
        if (why !== undefined) (problems ??= new Map()).set(k.name, why);
      });
      const i = order - seg.offset;
      made = new MadeItem(order, seg, i, keys, problems, this.rejection(order));
      this.#made.set(order, made);
    }
    return made;
  }

  /** The run holding the item written `order`-th. */
  segmentOf(order: number): Segment {
    const s = this.segments;
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid]!.offset <= order) lo = mid;
      else hi = mid - 1;
    }
    return s[lo]!;
  }

  /** The item's value of key slot `slot` as spelled (invalid values included), if any. */
  keyValue(order: number, slot: number): KeyValue | undefined {
    const seg = this.segmentOf(order);
    const col = seg.keys[slot]!;
    const id = col.ids[order - seg.offset]!;
    return id >= 0 ? col.values[id] : id === NONE ? undefined : col.invalid[-2 - id]!.value;
  }

  /** Why the item has no value for key slot `slot` (undefined: it has one, or simply lacks the attribute). */
  keyProblem(order: number, slot: number): string | undefined {
    const seg = this.segmentOf(order);
    return segmentProblem(seg.keys[slot]!, order - seg.offset);
  }

  rejection(order: number): { code: string; message: string } | undefined {
    const r = this.rejections[order] ?? 0;
    if (r === 0) return undefined;
    const slot = (r - 1) >> 1;
    const k = this.keyAttributes[slot]!;
    if (r % 2 === 1) {
      const why = this.keyProblem(order, slot) ?? `the item has no "${k.name}" attribute`;
      // Items a broken template left unkeyed: the template's one error explains them all.
      const code = this.segmentOf(order).keys[slot]!.broken ? 'key.unkeyed' : 'key.missing';
      return { code, message: `missing table key "${k.name}": ${why}` };
    }
    const seg = this.segmentOf(order);
    const col = seg.keys[slot]!;
    return col.invalid[-2 - col.ids[order - seg.offset]!]!.problem;
  }

  entityOf(order: number): string | null {
    return this.segmentOf(order).entity;
  }

  sourceOf(order: number): string {
    const seg = this.segmentOf(order);
    const i = order - seg.offset;
    return seg.sources?.[i] ?? `${seg.base}[${i}]`;
  }

  attributesOf(order: number): AttributeMap {
    const seg = this.segmentOf(order);
    return seg.items[order - seg.offset]!;
  }

  /** Items whose stored size may exceed `limit`: all those over it, and rarely a few more. */
  mayExceed(limit: number): number[] {
    const out: number[] = [];
    // A valid key value has at most partitionKeyBytes UTF-8 bytes, so at most as many code units
    // (a longer one is rejected, and rejected items are measured in full): what rendered keys can add.
    let keysBound = 0;
    for (const k of this.keyAttributes)
      keysBound += k.name.length * 3 + DYNAMODB_LIMITS.partitionKeyBytes * 3;
    for (const seg of this.segments) {
      const b = boundsOf(seg.items);
      for (let i = 0; i < b.length; i++) {
        // Own attributes alone are far below the limit for almost every item, and valid keys
        // are short: skip the keys.
        if (b[i]! + keysBound <= limit && this.rejections[seg.offset + i] === 0) continue;
        if (this.#bound(seg, i, b) > limit) out.push(seg.offset + i);
      }
    }
    return out;
  }

  #bound(seg: Segment, i: number, b: Float64Array): number {
    let bound = b[i]!;
    for (let s = 0; s < this.keyAttributes.length; s++) {
      const v = this.keyValue(seg.offset + i, s);
      if (!v) continue;
      const value = 'S' in v ? v.S.length * 3 : 'N' in v ? 21 : v.B.length;
      bound += this.keyAttributes[s]!.name.length * 3 + value;
    }
    return bound;
  }

  /**
   * The item's exact size as stored: its own attributes' size, then each rendered key in place
   * of any attribute of that name it carries (renderedKeyBytes). Own sizes come from the sizes
   * measured as the items were made (knownItemSizes) when there are some, else from itemSize,
   * which caches each item's: a collection header shown over thousands of generated items then
   * reads numbers instead of walking items.
   */
  storedSize(order: number): number {
    const seg = this.segmentOf(order);
    const i = order - seg.offset;
    const item = seg.items[i]!;
    let size = knownItemSizes(seg.items)?.[i] ?? itemSize(item);
    // Names the run's items are known to carry (generated items): the others are not looked up.
    const carried = carriedNames.get(seg.items);
    for (let s = 0; s < seg.keys.length; s++) {
      const col = seg.keys[s]!;
      if (col.template === undefined) continue;
      const name = this.keyAttributes[s]!.name;
      const has = carried?.has(name) ?? true;
      size += renderedKeyBytes(col, i, item, name, this.#nameBytes[s]!, has);
    }
    return size;
  }
}
