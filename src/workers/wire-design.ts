import type { AttributeMap } from '../core/model/attribute-value.ts';
import type { Design } from '../core/model/design.ts';
import type { ReadBlob } from './design-input.ts';
import { applyChange, derivationOf, type DesignChange, type Slot } from './remote-items.ts';

/**
 * A change on its way to the worker: as the page made it, except that appended pages travel as
 * item arrays of their own (numbered like any other), so a page the worker already holds — sent
 * with an earlier design of the same load — is not sent again.
 */
export type WireChange =
  | Exclude<DesignChange, { kind: 'append' }>
  | { readonly kind: 'append'; readonly slot: Slot; readonly pages: readonly number[] };

/** One items array on its way to the worker: its items, or how to rebuild it there. */
export type WireArray =
  | { readonly kind: 'items'; readonly items: readonly AttributeMap[] }
  | {
      readonly kind: 'derived';
      readonly op: number;
      readonly base: WireDesign;
      readonly change: WireChange;
      readonly slot: Slot;
    };

/**
 * A design on its way to the analysis worker. Item arrays travel once: an array the worker
 * already holds is sent as its number, so a template edit on a million-item design posts a
 * few hundred bytes; a worker-held array travels as the change that rebuilds it.
 */
export interface WireDesign {
  readonly design: Design;
  /** Arrays the worker does not hold yet, by id, in the order to rebuild them. */
  readonly arrays: ReadonlyMap<number, WireArray>;
  /** The id standing in for each table's and each entity's `items`. */
  readonly tableItems: readonly number[];
  readonly entityItems: readonly number[];
  /** Arrays the page has let go of; the worker may drop them. */
  readonly released: readonly number[];
}

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
      if (!d) arrays.set(id, { kind: 'items', items });
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

/** The worker side: keeps the arrays it was sent or rebuilt, and rebuilds the full design. */
export class DesignReceiver {
  #arrays = new Map<number, readonly AttributeMap[]>();
  /** The last few changes applied, so arrays one change produced are rebuilt once. */
  #ops = new Map<number, Design>();
  /**
   * Where the items of arrays the worker read or rebuilt came from (an import's `itemSources`),
   * by array: the page's design leaves them here, as it leaves the items.
   */
  #sources = new Map<number, readonly string[]>();
  /** Numbers for arrays the worker read itself: negative, so never one the page gives. */
  #nextHeld = -1;

  /** `read` reads the Blob a `parse` change names (a worker started afresh reads it again). */
  constructor(private readonly read: ReadBlob | null = null) {}

  /**
   * Keep an array the worker read itself (a design it opened), with where the import found
   * each item (`itemSources`, which stay here too); the page adopts its number.
   */
  keep(items: readonly AttributeMap[], sources?: readonly string[]): number {
    const id = this.#nextHeld--;
    this.#arrays.set(id, items);
    if (sources) this.#sources.set(id, sources);
    return id;
  }

  /** Keep what operation `op` made, so the arrays it produced decode without replaying it. */
  remember(op: number, result: Design): void {
    this.#ops.set(op, result);
    if (this.#ops.size > 4) this.#ops.delete(this.#ops.keys().next().value!);
  }

  /** `onRebuild` is called before a change (such as generating items) is replayed. */
  decode(wire: WireDesign, onRebuild?: (change: DesignChange) => void): Design {
    for (const id of wire.released) {
      this.#arrays.delete(id);
      this.#sources.delete(id);
    }
    for (const [id, entry] of wire.arrays) {
      if (entry.kind === 'items') {
        this.#arrays.set(id, entry.items);
        this.#sources.delete(id);
        continue;
      }
      let result = this.#ops.get(entry.op);
      if (!result) {
        const base = this.decode(entry.base, onRebuild);
        const change: DesignChange =
          entry.change.kind === 'append'
            ? { ...entry.change, pages: entry.change.pages.map((p) => this.#get(p)) }
            : entry.change;
        onRebuild?.(change);
        result = applyChange(base, change, this.read);
        this.remember(entry.op, result);
      }
      const holder =
        entry.slot.kind === 'table'
          ? result.tables[entry.slot.index]
          : result.entities[entry.slot.index];
      if (!holder) throw new Error(`analysis worker: a change lost items array ${id}.`);
      this.#arrays.set(id, holder.items);
      if (holder.itemSources) this.#sources.set(id, holder.itemSources);
      else this.#sources.delete(id);
    }
    const get = (id: number) => this.#get(id);
    const fill = <H extends { readonly itemSources?: readonly string[] }>(
      holder: H,
      id: number
    ) => {
      const sources = holder.itemSources ?? this.#sources.get(id);
      return sources
        ? { ...holder, items: get(id), itemSources: sources }
        : { ...holder, items: get(id) };
    };
    return {
      ...wire.design,
      tables: wire.design.tables.map((t, i) => fill(t, wire.tableItems[i]!)),
      entities: wire.design.entities.map((e, i) => fill(e, wire.entityItems[i]!))
    };
  }

  #get(id: number): readonly AttributeMap[] {
    const items = this.#arrays.get(id);
    if (!items) throw new Error(`analysis worker: item array ${id} was never sent.`);
    return items;
  }
}
