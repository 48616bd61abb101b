import type { KeyType, KeyValue } from '../model/attribute-value.ts';
import { valueSize } from '../items/item-size.ts';

/**
 * The distinct key values a run's items render to, each with the first item that rendered it,
 * and the distinct reasons some items render none.
 */
export class FoundValues {
  readonly values: KeyValue[] = [];
  /**
   * Per value, its size in bytes (valueSize), measured as it is found: the string was just
   * rendered and is at hand, where heat measuring a million keys later reached each through
   * its item, its value object and its text, scattered over the heap.
   */
  readonly bytes: number[] = [];
  /** Per value, the first item that rendered it (to look up its rank before an edit). */
  readonly items: number[] = [];
  readonly whys: string[] = [];
  readonly #index: Map<string, number> | null;
  readonly #whyIndex = new Map<string, number>();

  /**
   * @param type the key attribute's type
   * @param distinct the caller guarantees that no two values it adds are equal (see
   *   segmentKeys), so none is looked up: at a million items, hashing each rendered key was
   *   most of a re-key's cost after the render itself
   */
  constructor(
    readonly type: KeyType,
    distinct: boolean
  ) {
    this.#index = distinct ? null : new Map();
  }

  /** What item `item` rendered: its value's id (≥ 0), or -1 - the index of why there is none. */
  outcome(item: number, value: KeyValue | undefined, problem: string | undefined): number {
    if (value === undefined) {
      const text = problem ?? '';
      let w = this.#whyIndex.get(text);
      if (w === undefined) {
        this.#whyIndex.set(text, (w = this.whys.length));
        this.whys.push(text);
      }
      return -1 - w;
    }
    const spelling = this.#index && spellingOf(value, this.type);
    let id = spelling === null ? undefined : this.#index!.get(spelling);
    if (id === undefined) {
      id = this.values.length;
      if (spelling !== null) this.#index!.set(spelling, id);
      this.values.push(value);
      this.bytes.push(valueSize(value));
      this.items.push(item);
    }
    return id;
  }
}

/** Values of another type than the attribute's are invalid; keep their spelling apart. */
function spellingOf(value: KeyValue, type: KeyType): string {
  if ('S' in value) return type === 'S' ? value.S : `S\u0000${value.S}`;
  if ('N' in value) return type === 'N' ? value.N : `N\u0000${value.N}`;
  return type === 'B' ? value.B : `B\u0000${value.B}`;
}
