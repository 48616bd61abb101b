import type { AttributeMap } from '../../core/model/attribute-value.ts';
import type { Design } from '../../core/model/design.ts';
import { withItems } from '../../core/items/with-items.ts';
import type { DesignChange, Slot } from '../../workers/design-change.ts';
import { remoteArray, reserveOp } from './remote-items.ts';

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
