import type { AttributeMap } from '../../core/model/attribute-value.ts';
import type { Design } from '../../core/model/design.ts';
import { editDesign, type DesignEdit } from '../../core/edits/edit-design.ts';
import type { Slot } from '../../workers/design-change.ts';
import { derivationOf, holdsRemoteItems, markRemote, reserveOp } from './remote-items.ts';

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
