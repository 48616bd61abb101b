import type { AttributeMap } from '../core/model/attribute-value.ts';
import type { Design } from '../core/model/design.ts';

/**
 * A design on its way to the analysis worker. Item arrays travel once: an array the worker
 * already holds is sent as its number, so a template edit on a million-item design posts a
 * few hundred bytes instead of cloning every item again.
 */
export interface WireDesign {
  readonly design: Design;
  /** Arrays the worker has not seen yet, by id. */
  readonly arrays: ReadonlyMap<number, readonly AttributeMap[]>;
  /** The id standing in for each table's and each entity's `items`. */
  readonly tableItems: readonly number[];
  readonly entityItems: readonly number[];
}

const NONE: readonly AttributeMap[] = [];

/** The page side: numbers item arrays by identity and remembers which ones the worker has. */
export class DesignSender {
  #ids = new WeakMap<readonly AttributeMap[], number>();
  #sent = new Set<number>();
  #next = 1;

  /** Forget what the worker holds (after it was terminated and restarted). */
  reset(): void {
    this.#sent.clear();
  }

  encode(design: Design): WireDesign {
    const arrays = new Map<number, readonly AttributeMap[]>();
    const idOf = (items: readonly AttributeMap[]): number => {
      let id = this.#ids.get(items);
      if (id === undefined) this.#ids.set(items, (id = this.#next++));
      if (!this.#sent.has(id)) {
        arrays.set(id, items);
        this.#sent.add(id);
      }
      return id;
    };
    const tableItems = design.tables.map((t) => idOf(t.items));
    const entityItems = design.entities.map((e) => idOf(e.items));
    const stripped: Design = {
      ...design,
      tables: design.tables.map((t) => ({ ...t, items: NONE })),
      entities: design.entities.map((e) => ({ ...e, items: NONE }))
    };
    return { design: stripped, arrays, tableItems, entityItems };
  }
}

/** The worker side: keeps the arrays it was sent and rebuilds the full design. */
export class DesignReceiver {
  #arrays = new Map<number, readonly AttributeMap[]>();

  decode(wire: WireDesign): Design {
    for (const [id, items] of wire.arrays) this.#arrays.set(id, items);
    const get = (id: number): readonly AttributeMap[] => {
      const items = this.#arrays.get(id);
      if (!items) throw new Error(`analysis worker: item array ${id} was never sent.`);
      return items;
    };
    const design: Design = {
      ...wire.design,
      tables: wire.design.tables.map((t, i) => ({ ...t, items: get(wire.tableItems[i]!) })),
      entities: wire.design.entities.map((e, i) => ({ ...e, items: get(wire.entityItems[i]!) }))
    };
    // Drop arrays the design no longer uses (replaced by edits).
    const live = new Set([...wire.tableItems, ...wire.entityItems]);
    for (const id of this.#arrays.keys()) if (!live.has(id)) this.#arrays.delete(id);
    return design;
  }
}
