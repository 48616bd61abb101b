import { findView } from './find-view.ts';
import { rejectedItems } from './rejected-items.ts';
import type { CheckKind } from './check-kind.ts';

export interface PartitionKeyCardinalityCheck {
  readonly kind: 'partition-key-cardinality';
  readonly table: string;
  readonly index?: string;
  /** Count only this entity's items. */
  readonly entity?: string;
  readonly atLeast?: number;
  readonly atMost?: number;
}

/**
 * How many distinct partition key values the items of a view (of one entity, if given) fall
 * into, within `atLeast`…`atMost`. Few values for many items crowd the traffic onto few
 * partitions; one value for a kind of item may be the point (a shared METADATA node).
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-uniform-load.html
 *
 * @example
 * partitionKeyCardinality.evaluate({ kind: 'partition-key-cardinality', table: 'battle-royale', index: 'InvertedIndex', entity: 'User', atLeast: 6 }, context);
 * // { pass: true, reason: 'index "InvertedIndex" of table "battle-royale" puts its 6 User items in 6 partition key values …' }
 */
export const partitionKeyCardinality: CheckKind<PartitionKeyCardinalityCheck> = {
  kind: 'partition-key-cardinality',
  label: 'Items spread over a number of partition key values',
  parameters: [
    { name: 'table', type: 'table', required: true, label: 'Table' },
    { name: 'index', type: 'index', required: false, label: 'Index (the table when empty)' },
    { name: 'entity', type: 'entity', required: false, label: 'Entity (every item when empty)' },
    { name: 'atLeast', type: 'count', required: false, label: 'At least this many values' },
    { name: 'atMost', type: 'count', required: false, label: 'At most this many values' }
  ],
  validate(c) {
    if (c.atLeast === undefined && c.atMost === undefined)
      return 'give "atLeast", "atMost" or both: the number of partition key values to expect';
    if (c.atLeast !== undefined && c.atMost !== undefined && c.atLeast > c.atMost)
      return `"atLeast" (${c.atLeast}) is more than "atMost" (${c.atMost}); no count fits both`;
    return null;
  },
  describe(c) {
    const where = c.index ? `index "${c.index}" of table "${c.table}"` : `table "${c.table}"`;
    return `${where} spreads ${c.entity ? `its ${c.entity} items` : 'its items'} over ${bounds(c)} partition key values`;
  },
  evaluate(c, { analysis }) {
    const found = findView(analysis, c.table, c.index);
    if (!found.ok) return { pass: false, reason: found.problem };
    const { view, table, where } = found;
    // Rejected items are in no partition: a count that leaves them out is not the design's.
    const rejected = rejectedItems(table, c.entity);
    if (rejected)
      return {
        pass: false,
        reason: `${rejected.text}, so they are in no partition of ${where} — fix them first`
      };
    const live = view.spec.kind === 'table';
    let values = 0;
    let items = 0;
    for (let i = 0; i < view.collectionCount; i++) {
      let here = 0;
      for (let e = view.starts[i]!; e < view.starts[i + 1]!; e++) {
        const order = view.orders[e]!;
        if (live && view.overwriter(order) >= 0) continue;
        if (c.entity === undefined || table.resolved.entityOf(order) === c.entity) here++;
      }
      if (here > 0) values++;
      items += here;
    }
    const what = c.entity
      ? `${items} ${c.entity} item${items === 1 ? '' : 's'}`
      : `${items} item${items === 1 ? '' : 's'}`;
    const said = `${where} puts its ${what} in ${values} partition key value${values === 1 ? '' : 's'} of "${view.spec.partitionKey.name}"`;
    if (items === 0)
      return {
        pass: false,
        reason: `${said}: there is nothing to spread — file ${c.entity ? `${c.entity} items` : 'items'} in it`
      };
    if (c.atLeast !== undefined && values < c.atLeast)
      return {
        pass: false,
        reason: `${said}; they should spread over at least ${c.atLeast} — build the partition key from something with more distinct values`
      };
    if (c.atMost !== undefined && values > c.atMost)
      return {
        pass: false,
        reason: `${said}; they should share at most ${c.atMost} — give them the same partition key value`
      };
    return { pass: true, reason: said };
  }
};

function bounds(c: PartitionKeyCardinalityCheck): string {
  if (c.atLeast !== undefined && c.atMost !== undefined)
    return c.atLeast === c.atMost ? `exactly ${c.atLeast}` : `${c.atLeast} to ${c.atMost}`;
  return c.atLeast !== undefined ? `at least ${c.atLeast}` : `at most ${c.atMost}`;
}
