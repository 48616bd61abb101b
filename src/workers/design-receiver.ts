import { itemsFromBytes } from './items-text.ts';
import type { AttributeMap } from '../core/model/attribute-value.ts';
import type { Design } from '../core/model/design.ts';
import { applyChange } from './apply-change.ts';
import type { DesignChange } from './design-change.ts';
import type { ReadBlob } from './design-input.ts';
import type { WireDesign } from './wire-design.ts';

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
  /** Slices of arrays sent ahead of the design that names them (`part`), in order, by array. */
  #parts = new Map<number, (readonly AttributeMap[])[]>();

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

  /** Keep a slice of array `id`, sent ahead of the design that names it (WireArray `parts`). */
  part(id: number, items: readonly AttributeMap[]): void {
    const parts = this.#parts.get(id);
    if (parts) parts.push(items);
    else this.#parts.set(id, [items]);
  }

  /** `onRebuild` is called before a change (such as generating items) is replayed. */
  decode(wire: WireDesign, onRebuild?: (change: DesignChange) => void): Design {
    for (const id of wire.released) {
      this.#arrays.delete(id);
      this.#sources.delete(id);
    }
    for (const [id, entry] of wire.arrays) {
      if (entry.kind === 'items' || entry.kind === 'parts' || entry.kind === 'blob') {
        this.#arrays.set(
          id,
          entry.kind === 'items'
            ? entry.items
            : entry.kind === 'blob'
              ? itemsFromBytes(this.#readBlob(entry.blob, id))
              : this.#assemble(id)
        );
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

  #readBlob(blob: Blob, id: number): Uint8Array {
    if (!this.read)
      throw new Error(
        `analysis worker: item array ${id} is a Blob, and this worker has no reader: construct DesignReceiver with a ReadBlob (FileReaderSync in a worker).`
      );
    return this.read(blob);
  }

  #assemble(id: number): readonly AttributeMap[] {
    const parts = this.#parts.get(id);
    if (!parts) throw new Error(`analysis worker: the parts of item array ${id} were never sent.`);
    this.#parts.delete(id);
    return parts.length === 1 ? parts[0]! : parts.flat();
  }

  #get(id: number): readonly AttributeMap[] {
    const items = this.#arrays.get(id);
    if (!items) throw new Error(`analysis worker: item array ${id} was never sent.`);
    return items;
  }
}
