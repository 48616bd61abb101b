import type { AttributeMap } from '../../core/model/attribute-value.ts';
import type { Design } from '../../core/model/design.ts';
import type { DesignChange, Slot } from '../../workers/design-change.ts';

// The page's side of the items the analysis worker holds: placeholder arrays, and how the worker
// rebuilds each (a registry by array identity, so a design keeps its ordinary shape). The worker
// side of the same road is workers/design-change, apply-change and design-receiver.

/**
 * Stands in, on the page, for every item the analysis worker holds. A worker-held items array
 * is `Array(n).fill(REMOTE_ITEM)`: it has the right length (so counting, addressing and edits
 * work) and costs one pointer per item, while the items themselves never leave the worker.
 */
export const REMOTE_ITEM: AttributeMap = Object.freeze(Object.create(null) as AttributeMap);

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

/** A fresh operation number, for a change whose result the worker computes before the page sends it. */
export function reserveOp(): number {
  return nextOp++;
}

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

/** A placeholder array of `n` items the worker rebuilds with `derivation`. */
export function remoteArray(n: number, derivation: Derivation): AttributeMap[] {
  const items = new Array<AttributeMap>(n).fill(REMOTE_ITEM);
  derivations.set(items, derivation);
  return items;
}

/**
 * Record that the worker rebuilds `items` (an array an edit of a placeholder made) with
 * `derivation`, unless it already knows how.
 */
export function markRemote(items: readonly AttributeMap[], derivation: Derivation): void {
  if (!derivations.has(items)) derivations.set(items, derivation);
}

/** How many items the page itself holds (worker-held arrays not counted). */
export function pageHeldItems(design: Design | null): number {
  if (!design) return 0;
  let n = 0;
  for (const t of design.tables) if (!derivations.has(t.items)) n += t.items.length;
  for (const e of design.entities) if (!derivations.has(e.items)) n += e.items.length;
  return n;
}
