import type { AttributeMap, KeyValue } from '../model/attribute-value.ts';
import type { KeyAttribute, Table } from '../model/design.ts';
import type { SegmentKeys } from './segment-keys.ts';

/**
 * The shapes of a table's resolved items (keys rendered, validated and ranked), declared apart
 * from KeyedTable and MadeItem, which implement them, and resolveItems, which builds them, so
 * none of those imports another back.
 * @module
 */

/** An item as written to its table: the stored attributes plus the key attributes its templates produce. */
export interface ResolvedItem {
  /** Position in write order within the table (table items first, then entity items). */
  readonly order: number;
  readonly entity: string | null;
  /** Where the item came from in the input (a JSON path). */
  readonly source: string;
  readonly attributes: AttributeMap;
  /**
   * Key attribute values, one slot per entry of `ResolvedTable.keyAttributes`
   * (rendered from templates or taken from the item). An array rather than a
   * Map: a million items each with a Map costs several times the memory.
   */
  readonly keys: readonly (KeyValue | undefined)[];
  /** Why a key attribute has no value (missing source attribute, unrenderable…), by attribute name. */
  readonly keyProblems?: ReadonlyMap<string, string> | undefined;
  /**
   * Set when DynamoDB would refuse to write the item: the table key is missing,
   * or a key value (of the table or an index) is empty, too long or mistyped.
   */
  readonly rejection?: { readonly code: string; readonly message: string } | undefined;
}

/**
 * A table's items, resolved: each item's key attributes rendered from its entity's templates (or
 * taken from the item), validated, and ranked in DynamoDB order across the table. Held as
 * columns; `item` makes one item as an object when a caller wants it.
 */
export interface ResolvedTable {
  readonly table: Table;
  readonly keyAttributes: readonly KeyAttribute[];
  /** Every item in write order. Makes them all: code that may meet a million items uses `count` and `item`. */
  readonly items: readonly ResolvedItem[];
  /** Items in the table (rejected ones included). */
  readonly count: number;
  /** The item written `order`-th (0-based), the same object on every call; undefined outside 0…count-1. */
  item(order: number): ResolvedItem | undefined;
  /** Per key slot, each item's rank among the table's distinct values of that slot (-1: none or invalid). */
  readonly ranks: readonly Int32Array[];
  /** The runs of items (the table's own, then each entity's) with their key columns, in write order. */
  readonly segments: readonly Segment[];
  /** Per key slot, how many distinct ranks there are. */
  readonly rankSizes: readonly number[];
  /** Per item, 0 or the reason DynamoDB refuses it (see `rejection`). */
  readonly rejections: Uint16Array;
  /** The item's value of key slot `slot` as spelled (an invalid one included), if any. */
  keyValue(order: number, slot: number): KeyValue | undefined;
  /** Why the item has no value for key slot `slot`, when something more than its absence explains it. */
  keyProblem(order: number, slot: number): string | undefined;
  rejection(order: number): { readonly code: string; readonly message: string } | undefined;
  entityOf(order: number): string | null;
  sourceOf(order: number): string;
  attributesOf(order: number): AttributeMap;
  /** Write orders of the items whose stored size may exceed `limit` (every one that does). */
  mayExceed(limit: number): number[];
  /** The item's exact size as stored, by AWS's formula. */
  storedSize(order: number): number;
}

/** A run of items written one after another: a table's own items or one entity's. */
export interface Segment {
  /** Write order of the run's first item. */
  readonly offset: number;
  readonly entity: string | null;
  /** JSON path of the items array, for items without a recorded source. */
  readonly base: string;
  readonly sources: readonly string[] | undefined;
  readonly items: readonly AttributeMap[];
  /** One column per key attribute of the table. */
  readonly keys: readonly SegmentKeys[];
}

/** Per item: 0, or why DynamoDB refuses it: 1 + 2·slot (table key missing) or 2 + 2·slot (invalid value). */
export type Rejections = Uint16Array;
