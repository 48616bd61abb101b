import type { KeyValue } from '../model/attribute-value.ts';
import { keyValueId } from '../keys/compare-key-values.ts';
import type { Collection, ViewEntry } from './view.ts';

/** What a collection reads of the view it belongs to (SortedView provides it). */
export interface CollectionSource {
  /** Where each collection starts in `orders`, then `orders.length`. */
  readonly starts: Int32Array;
  /** Write orders of the view's entries, in view order. */
  readonly orders: Int32Array;
  /** Overwritten entries per collection. */
  readonly lost: ReadonlyMap<number, number>;
  collectionPk(index: number): KeyValue;
  collectionParts(index: number): readonly KeyValue[] | undefined;
  entryAt(position: number): ViewEntry;
}

/** One collection of a SortedView, made when first asked for. */
export class ViewCollection implements Collection {
  readonly size: number;
  readonly live: number;
  readonly #from: number;
  #pk: KeyValue | null = null;
  #id: string | null = null;
  #entries: ViewEntry[] | null = null;

  readonly #view: CollectionSource;
  readonly #index: number;

  constructor(view: CollectionSource, index: number) {
    this.#view = view;
    this.#index = index;
    this.#from = view.starts[index]!;
    this.size = view.starts[index + 1]! - this.#from;
    this.live = this.size - (view.lost.get(index) ?? 0);
  }

  get pk(): KeyValue {
    return (this.#pk ??= this.#view.collectionPk(this.#index));
  }

  get parts(): readonly KeyValue[] | undefined {
    return this.#view.collectionParts(this.#index);
  }

  get id(): string {
    return (this.#id ??= keyValueId(this.pk));
  }

  get entries(): readonly ViewEntry[] {
    return (this.#entries ??= Array.from({ length: this.size }, (_, i) => this.entry(i)));
  }

  entry(i: number): ViewEntry {
    if (this.#entries) return this.#entries[i]!;
    return this.#view.entryAt(this.#from + i);
  }

  orderAt(i: number): number {
    return this.#view.orders[this.#from + i]!;
  }
}
