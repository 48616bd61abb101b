import { describeKey } from '../../analysis/describe-key.ts';
import { findView } from './find-view.ts';
import type { CheckKind } from './check-kind.ts';

export interface OverwriteShownCheck {
  readonly kind: 'overwrite-shown';
  readonly table: string;
  /** Only an overwritten item of this entity counts. */
  readonly entity?: string;
}

/**
 * The design shows an overwrite: some item of table `table` (of `entity`, if given) is
 * replaced by a later item with the same primary key. For the step where the learner writes a
 * duplicate key on purpose and watches an item disappear, before fixing the key.
 *
 * @example
 * overwriteShown.evaluate({ kind: 'overwrite-shown', table: 'Books', entity: 'Book' }, context);
 * // { pass: true, reason: 'in table "Books" the Book at BookTitle = "Tides of Memory" … is overwritten …' }
 */
export const overwriteShown: CheckKind<OverwriteShownCheck> = {
  kind: 'overwrite-shown',
  label: 'An item is overwritten (on purpose)',
  parameters: [
    { name: 'table', type: 'table', required: true, label: 'Table' },
    { name: 'entity', type: 'entity', required: false, label: 'Entity of the overwritten item' }
  ],
  describe: (c) =>
    `${c.entity ? `a ${c.entity} item` : 'an item'} in table "${c.table}" is overwritten by a later one with the same primary key`,
  evaluate(c, { analysis }) {
    const found = findView(analysis, c.table, null);
    if (!found.ok) return { pass: false, reason: found.problem };
    for (const collision of found.table.collisions) {
      const lost = collision.items
        .slice(0, -1)
        .find((i) => c.entity === undefined || i.entity === c.entity);
      if (!lost) continue;
      const last = collision.items[collision.items.length - 1]!;
      return {
        pass: true,
        reason: `in table "${c.table}" the ${lost.entity ?? 'item'} at ${describeKey(collision)} (${lost.source}) is overwritten by the later ${last.entity ?? 'item'} from ${last.source}: a put with an existing primary key replaces the whole item`
      };
    }
    return {
      pass: false,
      reason: `no ${c.entity ? `${c.entity} ` : ''}item in table "${c.table}" is overwritten yet — add an item whose primary key (${primaryKey(found.table.table)}) equals one already there, and watch the earlier one go`
    };
  }
};

function primaryKey(table: { partitionKey: { name: string }; sortKey?: { name: string } }): string {
  return table.sortKey
    ? `${table.partitionKey.name} and ${table.sortKey.name}`
    : table.partitionKey.name;
}
