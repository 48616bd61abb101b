import type { AttributeMap } from '../../core/model/attribute-value.ts';
import type { Design } from '../../core/model/design.ts';
import type { WireArray, WireChange, WireDesign } from '../../workers/wire-design.ts';
import { blobOf } from './blob-items.ts';
import { derivationOf } from './remote-items.ts';

const NONE: readonly AttributeMap[] = [];

/** The page side: numbers item arrays by identity and remembers which ones the worker has. */
export class DesignSender {
  #ids = new WeakMap<readonly AttributeMap[], number>();
  #sent = new Set<number>();
  #released: number[] = [];
  #next = 1;
  #registry = new FinalizationRegistry<number>((id) => {
    if (this.#sent.delete(id)) this.#released.push(id);
  });

  /** Forget what the worker holds (after it was terminated and restarted). */
  reset(): void {
    this.#sent.clear();
    this.#released = [];
  }

  /** How many arrays the worker holds for the page. */
  get held(): number {
    return this.#sent.size;
  }

  /**
   * Record that the worker already holds `items` as array `id` (it read them itself: a design
   * opened in the worker), so `encode` sends the number, never the items.
   */
  adopt(items: readonly AttributeMap[], id: number): void {
    this.#ids.set(items, id);
    this.#registry.register(items, id);
    this.#sent.add(id);
  }

  #idOf(items: readonly AttributeMap[], arrays: Map<number, WireArray>): number {
    let id = this.#ids.get(items);
    if (id === undefined) {
      this.#ids.set(items, (id = this.#next++));
      this.#registry.register(items, id);
    }
    if (!this.#sent.has(id)) {
      this.#sent.add(id);
      const d = derivationOf(items);
      const blob = blobOf(items);
      if (blob !== undefined) arrays.set(id, { kind: 'blob', blob });
      else if (!d) arrays.set(id, { kind: 'items', items });
      else {
        const change: WireChange =
          d.change.kind === 'append'
            ? {
                kind: 'append',
                slot: d.change.slot,
                pages: d.change.pages.map((p) => this.#idOf(p, arrays))
              }
            : d.change;
        arrays.set(id, {
          kind: 'derived',
          op: d.op,
          base: this.encode(d.base),
          change,
          slot: d.slot
        });
      }
    }
    return id;
  }

  encode(design: Design): WireDesign {
    const arrays = new Map<number, WireArray>();
    const idOf = (items: readonly AttributeMap[]): number => this.#idOf(items, arrays);
    const tableItems = design.tables.map((t) => idOf(t.items));
    const entityItems = design.entities.map((e) => idOf(e.items));
    const stripped: Design = {
      ...design,
      tables: design.tables.map((t) => ({ ...t, items: NONE })),
      entities: design.entities.map((e) => ({ ...e, items: NONE }))
    };
    const released = this.#released;
    this.#released = [];
    return { design: stripped, arrays, tableItems, entityItems, released };
  }
}
