import type { AttributeMap, KeyValue } from '../model/attribute-value.ts';
import type { ResolvedItem, Segment } from './resolved-table.ts';

/**
 * An item made on request from the columns. Its link to the columns is a true private field:
 * spreading or posting the item (structured clone) must not carry the whole run along.
 */
export class MadeItem implements ResolvedItem {
  readonly entity: string | null;
  readonly attributes: AttributeMap;
  readonly #segment: Segment;
  readonly #index: number;
  constructor(
    readonly order: number,
    segment: Segment,
    index: number,
    readonly keys: readonly (KeyValue | undefined)[],
    readonly keyProblems: ReadonlyMap<string, string> | undefined,
    readonly rejection: { readonly code: string; readonly message: string } | undefined
  ) {
    this.#segment = segment;
    this.#index = index;
    this.entity = segment.entity;
    this.attributes = segment.items[index]!;
  }
  get source(): string {
    return this.#segment.sources?.[this.#index] ?? `${this.#segment.base}[${this.#index}]`;
  }
}
