import type { AttributeMap } from '../../core/model/attribute-value.ts';
import type { Design } from '../../core/model/design.ts';
import { editDesign, type DesignEdit } from '../../core/edits/edit-design.ts';
import { withItems } from '../../core/items/with-items.ts';
import type { ValueRule } from '../../core/model/generation.ts';
import type { DesignShape } from '../../core/items/shape-of.ts';
import type { DesignChange, Slot } from '../../workers/design-change.ts';
import type { DesignInput } from '../../workers/design-input.ts';
import {
  derivationOf,
  holdsRemoteItems,
  markRemote,
  remoteArray,
  reserveOp
} from './remote-items.ts';

// Designs whose items the worker holds, made on the page: each items array a placeholder that
// remembers how the worker rebuilds it (remote-items), so only recipes and new pages travel.

/**
 * `design` with `pages` of items added at the end of one of its arrays, the items left to the
 * worker: the array becomes a placeholder that remembers the append, so only the new pages travel
 * (in slices, ahead of the design that names them: wireParts).
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
  const derivation = { op: reserveOp(), base: design, change, slot, generated: true };
  const added = pages.reduce((n, p) => n + p.length, 0);
  return withItems(design, slot, (before) => remoteArray(before.length + added, derivation));
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
  const op = reserveOp();
  const change: DesignChange = { kind: 'parse', input, label };
  const held = (n: number, slot: Slot): readonly AttributeMap[] =>
    remoteArray(n, { op, base: NOTHING, change, slot, generated: false });
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
  const op = reserveOp();
  const mark = (before: readonly AttributeMap[], after: readonly AttributeMap[], slot: Slot) => {
    const from = derivationOf(before);
    if (after !== before && from)
      markRemote(after, {
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
  const op = reserveOp();
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
      const items = remoteArray(entity.items.length + perEntity, {
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
