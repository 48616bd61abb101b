import type { KeyValue } from '../model/attribute-value.ts';
import type { ResolvedItem } from './resolved-table.ts';
import type { ViewSpec } from './table-key-attributes.ts';

/**
 * The shapes of a view (the table or one index, as item collections in DynamoDB order). Declared
 * apart from the classes that implement them (SortedView, ViewCollection) and the function that
 * builds them (buildView), so none of those imports another back.
 * @module
 */

export interface ViewEntry {
  readonly item: ResolvedItem;
  /** The partition key value; for a multi-attribute key, its parts as text (see `pkParts`). */
  readonly pk: KeyValue;
  readonly sk?: KeyValue;
  /** A multi-attribute key's partition values, in KeySchema order. */
  readonly pkParts?: readonly KeyValue[];
  /** A multi-attribute key's sort values, in KeySchema order. */
  readonly skParts?: readonly KeyValue[];
  /** Table view only: the later item that replaced this one at the same primary key. */
  readonly overwrittenBy?: ResolvedItem;
}

/** An item collection: every entry that shares one partition key value, in sort key order. */
export interface Collection {
  /** The partition key value; for a multi-attribute key, its parts as text (see `parts`). */
  readonly pk: KeyValue;
  /** A multi-attribute key's partition values, in KeySchema order; absent for one attribute. */
  readonly parts?: readonly KeyValue[];
  /** Canonical grouping id of `pk` (see keyValueId). */
  readonly id: string;
  /** Every entry, made on first use: a virtualized list asks for `entry(i)` instead. */
  readonly entries: readonly ViewEntry[];
  /** Entries, overwritten ones included. */
  readonly size: number;
  /** Entries not overwritten. */
  readonly live: number;
  /** Entry i (0…size-1), made alone. */
  entry(i: number): ViewEntry;
  /** Write order of entry i. */
  orderAt(i: number): number;
}

/** Why an item is not in an index: DynamoDB indexes are sparse. */
export interface Absence {
  readonly item: ResolvedItem;
  readonly reason: string;
}

export interface View {
  readonly spec: ViewSpec;
  /**
   * Collections ordered by partition key value (DynamoDB leaves partition order open; this is
   * stable). Makes them all: code that may meet a million items uses `collection(i)`.
   */
  readonly collections: readonly Collection[];
  readonly collectionCount: number;
  /** Collection i, made when first asked for. */
  collection(i: number): Collection;
  /** Collection i's partition key value, without making the collection. */
  collectionPk(i: number): KeyValue;
  /** The collection of a partition key value (any spelling of it), found by binary search. */
  collectionOf(pk: KeyValue): Collection | undefined;
  /**
   * The collection of a partition key given as its attributes' values, in KeySchema order (one
   * value for a one-attribute key); each part equal by its type's rule.
   */
  collectionOfParts(parts: readonly KeyValue[]): Collection | undefined;
  /** Collection i's partition values when the key has several attributes; undefined otherwise. */
  collectionParts(i: number): readonly KeyValue[] | undefined;
  /** Where each collection starts in view order, then the number of entries. */
  readonly starts: Int32Array;
  /**
   * Write order of every entry, in view order (collection i is `orders[starts[i]…starts[i+1])`):
   * what code that walks a million entries reads instead of making them.
   */
  readonly orders: Int32Array;
  /** Collections by canonical id. Built on first use over every collection. */
  readonly byId: ReadonlyMap<string, Collection>;
  /** Items not in this view, with the reason (index views: sparse membership). Makes them all. */
  readonly absent: readonly Absence[];
  readonly absentCount: number;
  /** The i-th item absent from this view, in write order. */
  absence(i: number): Absence;
  /** Number of live entries (overwritten entries not counted). */
  readonly itemCount: number;
  /** Write order of the later item that overwrote item `order` (table view), or -1. */
  overwriter(order: number): number;
  /** Per item, the write order of the item that overwrote it (-1: none); null when none was. */
  readonly overwrites: Int32Array | null;
  /** Runs of entries sharing one primary key, as [collection, first entry, end entry) triples. */
  readonly collisionRuns: readonly (readonly [number, number, number])[];
  /** Where item `order` sits, or null when the view does not hold it. */
  locate(order: number): { collection: number; entry: number } | null;
}
