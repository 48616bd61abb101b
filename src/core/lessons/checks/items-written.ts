import type { TableAnalysis } from '../../analysis/analyze-design.ts';
import { findView } from './find-view.ts';
import { rejectedItems } from './rejected-items.ts';
import type { CheckKind, CheckResult } from './check-kind.ts';

export interface ItemsWrittenCheck {
  readonly kind: 'items-written';
  /** Every table when absent. */
  readonly table?: string;
  /** Only this entity's items (which must exist). */
  readonly entity?: string;
}

const FIX =
  'give each of them every key attribute of the table and its indexes, of the key’s type: a key template for its entity, or the attribute on the item';

/**
 * Every item of the design (of table `table`, of entity `entity`) can be written: DynamoDB
 * would refuse none (`rejectedItems`: a key attribute missing, empty, too long or of the wrong
 * type). Every step of every lesson runs it (`stepChecks`), so a step is never done while its
 * design has rejected items; a lesson may also name it, with `entity`, for a task such as "users
 * and games need a sort key too".
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.CoreComponents.html#HowItWorks.CoreComponents.PrimaryKey
 *
 * @example
 * itemsWritten.evaluate({ kind: 'items-written' }, context);
 * // { pass: false, reason: '22 items of table "battle-royale" are rejected … — give each of them …' }
 */
export const itemsWritten: CheckKind<ItemsWrittenCheck> = {
  kind: 'items-written',
  label: 'Every item can be written (none rejected)',
  parameters: [
    { name: 'table', type: 'table', required: false, label: 'Table (every table when empty)' },
    { name: 'entity', type: 'entity', required: false, label: 'Entity (every item when empty)' }
  ],
  describe(c) {
    const what = c.entity ? `every ${c.entity} item` : 'every item';
    return `${what}${c.table ? ` of table "${c.table}"` : ''} can be written: DynamoDB refuses none`;
  },
  evaluate(c, { design, analysis }) {
    let tables: readonly TableAnalysis[] = analysis.tables;
    if (c.table !== undefined) {
      const found = findView(analysis, c.table, null);
      if (!found.ok) return fail(found.problem);
      tables = [found.table];
    }
    if (c.entity !== undefined) {
      const entity = design.entities.find((e) => e.name === c.entity);
      if (!entity) return fail(`the design has no entity "${c.entity}"`);
      tables = tables.filter((t) => t.table.name === entity.table);
    }
    let written = 0;
    for (const t of tables) {
      const rejected = rejectedItems(t, c.entity);
      if (rejected) return fail(`${rejected.text} — ${FIX}`);
      for (let order = 0; order < t.resolved.count; order++)
        if (c.entity === undefined || t.resolved.entityOf(order) === c.entity) written++;
    }
    if (c.entity !== undefined && written === 0)
      return fail(`the design has no ${c.entity} items yet; add some to see them written`);
    const where = c.table ? `table "${c.table}"` : 'the design';
    if (written === 0) return { pass: true, reason: `${where} has no items yet: none is refused` };
    const what = c.entity ? `${c.entity} item` : 'item';
    return {
      pass: true,
      reason: `all ${written} ${what}${written === 1 ? '' : 's'} of ${where} can be written: each has every key attribute, of the key's type`
    };
  }
};

function fail(reason: string): CheckResult {
  return { pass: false, reason };
}
