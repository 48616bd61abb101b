import { describeKey } from '../../analysis/describe-key.ts';
import { findView } from './find-view.ts';
import { rejectedItems } from './rejected-items.ts';
import type { CheckKind } from './check-kind.ts';

export interface NoCollisionsCheck {
  readonly kind: 'no-collisions';
  readonly table: string;
}

/**
 * No two items of table `table` share a primary key, so none is overwritten (the analysis's
 * collisions: a later put replaces the whole earlier item). It never passes on items that are
 * not written: with rejected items, or none, nothing shows that each keeps a key of its own.
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_PutItem.html
 *
 * @example
 * noCollisions.evaluate({ kind: 'no-collisions', table: 'Books' }, context);
 * // { pass: false, reason: '2 items in table "Books" are overwritten: the Book at BookTitle = … }
 */
export const noCollisions: CheckKind<NoCollisionsCheck> = {
  kind: 'no-collisions',
  label: 'No item is overwritten in a table',
  parameters: [{ name: 'table', type: 'table', required: true, label: 'Table' }],
  describe: (c) => `no two items in table "${c.table}" share a primary key`,
  evaluate(c, { analysis }) {
    const found = findView(analysis, c.table, null);
    if (!found.ok) return { pass: false, reason: found.problem };
    const rejected = rejectedItems(found.table);
    if (rejected)
      return {
        pass: false,
        reason: `${rejected.text}; an item that is not written has no primary key to tell apart, so nothing shows it keeps one of its own — fix these items first`
      };
    if (found.table.resolved.count === 0)
      return {
        pass: false,
        reason: `table "${c.table}" has no items yet, so nothing shows that each keeps a primary key of its own — add some`
      };
    const collisions = found.table.collisions;
    if (collisions.length === 0)
      return {
        pass: true,
        reason: `every item in table "${c.table}" has a primary key of its own: nothing is overwritten`
      };
    const lost = collisions.reduce((n, x) => n + x.items.length - 1, 0);
    const first = collisions[0]!;
    const last = first.items[first.items.length - 1]!;
    const earlier = first.items[0]!;
    return {
      pass: false,
      reason: `${lost} item${lost === 1 ? ' is' : 's are'} overwritten in table "${c.table}": the ${earlier.entity ?? 'item'} at ${describeKey(first)} (${earlier.source}) is replaced by the later ${last.entity ?? 'item'} from ${last.source}, because both have that primary key — build the key from what tells such items apart`
    };
  }
};
