import type { AttributeMap } from '../core/model/attribute-value.ts';
import type { Design } from '../core/model/design.ts';
import { editDesign, type DesignEdit } from '../core/edits/edit-design.ts';
import { generateDesignItems } from '../core/generate/generate-design-items.ts';
import type { ValueRule } from '../core/model/generation.ts';
import { loadInput, type DesignInput, type ReadBlob } from './design-input.ts';
import { applyLiveChange, type LiveChange } from './live-change.ts';

/**
 * Stands in, on the page, for every item the analysis worker holds. A worker-held items array
 * is `Array(n).fill(REMOTE_ITEM)`: it has the right length (so counting, addressing and edits
 * work) and costs one pointer per item, while the items themselves never leave the worker.
 */
export const REMOTE_ITEM: AttributeMap = Object.freeze(Object.create(null) as AttributeMap);

/** A change the worker replays on its own copy of a design. */
export type DesignChange =
  | { readonly kind: 'edit'; readonly edit: DesignEdit }
  | {
      readonly kind: 'generate';
      readonly perEntity: number;
      readonly seed: number;
      /** Entity indexes to generate for (every entity when absent). */
      readonly only?: readonly number[];
      /** The design's value rules (`GenerationSettings.rules`). */
      readonly rules?: readonly ValueRule[];
    }
  | {
      /** Read the design from a file, a stored Blob or text (the base design is not used). */
      readonly kind: 'parse';
      readonly input: DesignInput;
      readonly label: string;
    }
  /** Pages of items added at the end of one array: the next pages of a live table. */
  | {
      readonly kind: 'append';
      readonly slot: Slot;
      readonly pages: readonly (readonly AttributeMap[])[];
    }
  /** A design derived from a live table's items: the inferred design or an overlay. */
  | { readonly kind: 'live'; readonly change: LiveChange };

/** Which items array of a design. */
export interface Slot {
  readonly kind: 'table' | 'entity';
  readonly index: number;
}

/** How the worker rebuilds a worker-held array: apply `change` to `base`, take `slot`. */
export interface Derivation {
  /** Shared by every array one change produced, so the worker applies it once. */
  readonly op: number;
  readonly base: Design;
  readonly change: DesignChange;
  readonly slot: Slot;
  /**
   * Whether the array holds generated items (a `generate` change, a live table's items read or
   * derived, or an edit of an array that did): such an array is what is shown, never what is
   * saved. Page-side only.
   */
  readonly generated: boolean;
}

const derivations = new WeakMap<readonly AttributeMap[], Derivation>();
let nextOp = 1;

/** How the worker rebuilds `items`, or undefined when the page holds them itself. */
export function derivationOf(items: readonly AttributeMap[]): Derivation | undefined {
  return derivations.get(items);
}

/** Whether any items array of the design is held by the worker. */
export function holdsRemoteItems(design: Design | null): boolean {
  if (!design) return false;
  return (
    design.tables.some((t) => derivations.has(t.items)) ||
    design.entities.some((e) => derivations.has(e.items))
  );
}

/**
 * Whether any items array of the design holds generated items the worker has (see
 * `Derivation.generated`): the authored layer never does, since generated items are rebuilt
 * from their settings and never stored. Arrays the worker read from a file may be authored.
 */
export function holdsGeneratedItems(design: Design | null): boolean {
  if (!design) return false;
  const generated = (items: readonly AttributeMap[]) => derivations.get(items)?.generated === true;
  return (
    design.tables.some((t) => generated(t.items)) || design.entities.some((e) => generated(e.items))
  );
}

/**
 * Apply a change to a design whose items are real (the worker side); `read` reads a Blob a
 * `parse` change names. A `parse` gives the design the input holds, loaded as it was when the
 * page first opened it (it opened, so it loads).
 */
export function applyChange(
  design: Design,
  change: DesignChange,
  read: ReadBlob | null = null
): Design {
  switch (change.kind) {
    case 'parse': {
      const loaded = loadInput(change.input, change.label, read);
      if (!loaded.ok)
        throw new Error(
          `analysis worker: ${change.label} no longer loads (${loaded.findings[0]?.message ?? 'unknown problem'}).`
        );
      return loaded.design;
    }
    case 'edit':
      return editDesign(design, change.edit);
    case 'generate':
      return generateDesignItems(
        design,
        change.perEntity,
        change.seed,
        change.only ? new Set(change.only) : undefined,
        change.rules
      );
    case 'append':
      return withSlot(design, change.slot, (items) => items.concat(...change.pages));
    case 'live':
      return applyLiveChange(design, change.change).design;
  }
}

function withSlot(
  design: Design,
  slot: Slot,
  f: (items: readonly AttributeMap[]) => readonly AttributeMap[]
): Design {
  const owners = slot.kind === 'table' ? design.tables : design.entities;
  if (!owners[slot.index]) throw new Error(`the design has no ${slot.kind} ${slot.index}`);
  const at = <T extends { items: readonly AttributeMap[] }>(list: readonly T[]): T[] =>
    list.map((o, i) => (i === slot.index ? { ...o, items: f(o.items) } : o));
  return slot.kind === 'table'
    ? { ...design, tables: at(design.tables) }
    : { ...design, entities: at(design.entities) };
}

/** A placeholder array of `n` items the worker rebuilds with `derivation`. */
function remoteArray(n: number, derivation: Derivation): AttributeMap[] {
  const items = new Array<AttributeMap>(n).fill(REMOTE_ITEM);
  derivations.set(items, derivation);
  return items;
}

/**
 * `design` with `pages` of items added at the end of one of its arrays, the items left to the
 * worker: the array becomes a placeholder that remembers the append, so only the new pages travel
 * (and not even those when they were sent ahead with `DesignSender.hold`).
 *
 * @example
 * appendRemote(live, { kind: 'table', index: 0 }, [page.items]).tables[0]!.items.length; // before + page
 */
export function appendRemote(
  design: Design,
  slot: Slot,
  pages: readonly (readonly AttributeMap[])[]
): Design {
  const change: DesignChange = { kind: 'append', slot, pages };
  // A live table's items are shown, never saved (the table's data is not the user's to store),
  // as generated items are.
  const derivation = { op: nextOp++, base: design, change, slot, generated: true };
  const added = pages.reduce((n, p) => n + p.length, 0);
  return withSlot(design, slot, (before) => remoteArray(before.length + added, derivation));
}

/** A design without its items, and how many items each array holds: what the page needs of a design the worker made. */
export interface DesignShape {
  /** Every `items` empty (and no `itemSources`). */
  readonly design: Design;
  readonly tableItems: readonly number[];
  readonly entityItems: readonly number[];
}

/** The shape of a design (the worker side). */
export function shapeOf(design: Design): DesignShape {
  const strip = <T extends { items: readonly AttributeMap[]; itemSources?: readonly string[] }>(
    o: T
  ): T => {
    const { itemSources: _s, ...rest } = o;
    return { ...rest, items: [] } as unknown as T;
  };
  return {
    design: { ...design, tables: design.tables.map(strip), entities: design.entities.map(strip) },
    tableItems: design.tables.map((t) => t.items.length),
    entityItems: design.entities.map((e) => e.items.length)
  };
}

/** A fresh operation number, for a change whose result the worker computes before the page sends it. */
export function reserveOp(): number {
  return nextOp++;
}

/**
 * The page's copy of what `change` made of `base` in the worker (operation `op`), given the
 * result's shape: every array a placeholder that the worker rebuilds (or already holds, when it
 * remembered `op`).
 *
 * @example
 * derivedRemote(live, { kind: 'live', change: { kind: 'infer' } }, op, reply.shape);
 */
export function derivedRemote(
  base: Design,
  change: DesignChange,
  op: number,
  shape: DesignShape
): Design {
  const d = shape.design;
  return {
    ...d,
    tables: d.tables.map((t, index) => ({
      ...t,
      items: remoteArray(shape.tableItems[index] ?? 0, {
        op,
        base,
        change,
        slot: { kind: 'table', index },
        generated: true
      })
    })),
    entities: d.entities.map((e, index) => ({
      ...e,
      items: remoteArray(shape.entityItems[index] ?? 0, {
        op,
        base,
        change,
        slot: { kind: 'entity', index },
        generated: true
      })
    }))
  };
}

/** The base of a `parse` derivation: the change reads everything from its input. */
const NOTHING: Design = { name: '', tables: [], entities: [], accessPatterns: [] };

/**
 * The page's stand-in for a design a worker read (a large file, pasted text or stored design
 * opened in the worker): `shell` with each table's and entity's items a placeholder array of
 * the length the worker read, remembering that the worker rebuilds it by reading `input` again
 * (so a worker started afresh, after a cancel, gets it back). `shell`'s own items are ignored.
 *
 * @example
 * parsedRemote(shell, { tables: [0], entities: [6, 210_000] }, file, 'big.json');
 */
export function parsedRemote(
  shell: Design,
  lengths: { readonly tables: readonly number[]; readonly entities: readonly number[] },
  input: DesignInput,
  label: string
): Design {
  const op = nextOp++;
  const change: DesignChange = { kind: 'parse', input, label };
  const held = (n: number, slot: Slot): readonly AttributeMap[] => {
    const items = new Array<AttributeMap>(n).fill(REMOTE_ITEM);
    derivations.set(items, { op, base: NOTHING, change, slot, generated: false });
    return items;
  };
  return {
    ...shell,
    // Where an import found each item (`itemSources`) stays with the input, as a stored design's does.
    tables: shell.tables.map(({ itemSources: _s, ...t }, index) => ({
      ...t,
      items: held(lengths.tables[index] ?? 0, { kind: 'table', index })
    })),
    entities: shell.entities.map(({ itemSources: _s, ...e }, index) => ({
      ...e,
      items: held(lengths.entities[index] ?? 0, { kind: 'entity', index })
    }))
  };
}

/**
 * `editDesign` for a design that may hold worker-held arrays: an edit of such an array gives a
 * new placeholder array that remembers how the worker rebuilds it. Others are unchanged.
 *
 * @example
 * editRemote(design, { kind: 'delete-item', owner: { kind: 'entity', index: 0 }, index: 3 });
 */
export function editRemote(design: Design, edit: DesignEdit): Design {
  const next = editDesign(design, edit);
  if (!holdsRemoteItems(design)) return next;
  const op = nextOp++;
  const mark = (before: readonly AttributeMap[], after: readonly AttributeMap[], slot: Slot) => {
    const from = derivations.get(before);
    if (after !== before && from && !derivations.has(after))
      derivations.set(after, {
        op,
        base: design,
        change: { kind: 'edit', edit },
        slot,
        generated: from.generated
      });
  };
  next.tables.forEach((t, i) => {
    const old = design.tables[i];
    if (old) mark(old.items, t.items, { kind: 'table', index: i });
  });
  next.entities.forEach((e, i) => {
    const old = design.entities[i];
    if (old) mark(old.items, e.items, { kind: 'entity', index: i });
  });
  return next;
}

/**
 * What `generateDesignItems(design, perEntity, seed, only, rules)` gives, with the generated items left
 * to the worker: each entity's items (those in `only`, when given) become a placeholder array of
 * its new length.
 *
 * @example
 * generateRemote(gaming, 1_000_000, 1).entities[0]!.items.length; // 1_000_006
 */
export function generateRemote(
  design: Design,
  perEntity: number,
  seed: number,
  only?: readonly number[],
  rules?: readonly ValueRule[]
): Design {
  const op = nextOp++;
  const change: DesignChange = {
    kind: 'generate',
    perEntity,
    seed,
    ...(only ? { only } : {}),
    ...(rules?.length ? { rules } : {})
  };
  return {
    ...design,
    entities: design.entities.map((entity, index) => {
      if (only && !only.includes(index)) return entity;
      const items = new Array<AttributeMap>(entity.items.length + perEntity).fill(REMOTE_ITEM);
      derivations.set(items, {
        op,
        base: design,
        change,
        slot: { kind: 'entity', index },
        generated: true
      });
      const { itemSources: _s, ...rest } = entity;
      return { ...rest, items };
    })
  };
}

/** How many items the page itself holds (worker-held arrays not counted). */
export function pageHeldItems(design: Design | null): number {
  if (!design) return 0;
  let n = 0;
  for (const t of design.tables) if (!derivations.has(t.items)) n += t.items.length;
  for (const e of design.entities) if (!derivations.has(e.items)) n += e.items.length;
  return n;
}
