import { partitionFindings } from '../../analysis/partition-findings.ts';
import { findView } from './find-view.ts';
import { rejectedItems } from './rejected-items.ts';
import type { CheckKind } from './check-kind.ts';

export interface LowCardinalityCheck {
  readonly kind: 'low-cardinality';
  readonly table: string;
  readonly index?: string;
  /** true: the warning must show (the learner sees the problem); false: it must be gone. */
  readonly present: boolean;
}

/**
 * Whether the analysis warns that a view's partition key has too few distinct values
 * (`partition.low-cardinality`, from `partitionFindings`, the rule's one home): for its items —
 * a hash key like Language with three values for the whole catalogue — or, before the items
 * show it, for an entity whose key template the generator judges to take few values.
 *
 * @example
 * lowCardinality.evaluate({ kind: 'low-cardinality', table: 'Books', present: false }, context);
 * // { pass: false, reason: 'table "Books" puts 24 items in only 3 partition key values of "Language" …' }
 */
export const lowCardinality: CheckKind<LowCardinalityCheck> = {
  kind: 'low-cardinality',
  label: 'The warning about too few partition key values shows, or is gone',
  parameters: [
    { name: 'table', type: 'table', required: true, label: 'Table' },
    { name: 'index', type: 'index', required: false, label: 'Index (the table when empty)' },
    { name: 'present', type: 'boolean', required: true, label: 'The warning shows' }
  ],
  describe(c) {
    const where = c.index ? `index "${c.index}" of table "${c.table}"` : `table "${c.table}"`;
    return c.present
      ? `${where} is warned about: too few partition key values for its items`
      : `${where} has enough distinct partition key values (no low-cardinality warning)`;
  },
  evaluate(c, { design, analysis }) {
    const found = findView(analysis, c.table, c.index);
    if (!found.ok) return { pass: false, reason: found.problem };
    // The view's own warning first (many items, few values), else an entity's (few values by
    // its template, before the items show it).
    const warning = partitionFindings(design, found.table.resolved, [found.view]).find(
      (f) => f.code === 'partition.low-cardinality'
    );
    const values = found.view.collectionCount;
    const spread = `${found.where} has ${found.view.itemCount} items in ${values} partition key value${values === 1 ? '' : 's'} of "${found.view.spec.partitionKey.name}"`;
    if (warning)
      return c.present
        ? { pass: true, reason: warning.message }
        : { pass: false, reason: warning.message };
    if (c.present)
      return {
        pass: false,
        reason: `${spread}, which draws no warning — the warning comes when many items share very few values`
      };
    // No warning is no news when the items are not there to warn about.
    const rejected = rejectedItems(found.table);
    if (rejected)
      return {
        pass: false,
        reason: `${rejected.text}, so no warning can say how their partition key values spread — fix them first`
      };
    if (found.view.itemCount === 0)
      return {
        pass: false,
        reason: `${spread}: with no items there, nothing shows the partition key spreads them`
      };
    return { pass: true, reason: `${spread}: enough for the traffic to spread` };
  }
};
