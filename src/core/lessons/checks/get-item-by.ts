import { describeKey } from '../../analysis/describe-key.ts';
import { andList } from './and-list.ts';
import { findView } from './find-view.ts';
import { keyFields } from './key-fields.ts';
import type { CheckKind, CheckResult } from './check-kind.ts';

export interface GetItemByCheck {
  readonly kind: 'get-item-by';
  readonly entity: string;
  /** What the caller knows, e.g. `username`. */
  readonly attributes: readonly string[];
}

/**
 * Entity `entity`'s items are reachable with GetItem from `attributes` alone: its table's
 * partition and sort key templates use no other attribute (fixed text is fine), and every one
 * of its items is written and keeps a primary key of its own (none overwritten).
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_GetItem.html
 *
 * @example
 * getItemBy.evaluate({ kind: 'get-item-by', entity: 'User', attributes: ['username'] }, context);
 * // { pass: false, reason: 'User\'s sort key "SK" (template "${email}") needs ${email}, which a GetItem by username does not know — …' }
 */
export const getItemBy: CheckKind<GetItemByCheck> = {
  kind: 'get-item-by',
  label: "An entity's items are reachable with GetItem by attributes",
  parameters: [
    { name: 'entity', type: 'entity', required: true, label: 'Entity' },
    { name: 'attributes', type: 'attributes', required: true, label: 'Attributes the caller knows' }
  ],
  describe: (c) => `a ${c.entity} is found with GetItem by ${andList(c.attributes)}`,
  evaluate(c, { design, analysis }) {
    const entity = design.entities.find((e) => e.name === c.entity);
    if (!entity) return fail(`the design has no entity "${c.entity}"`);
    const found = findView(analysis, entity.table, null);
    if (!found.ok) return fail(found.problem);
    const { table, resolved, collisions } = found.table;
    const by = andList(c.attributes);
    const keys = [
      { role: 'partition key', key: table.partitionKey },
      ...(table.sortKey ? [{ role: 'sort key', key: table.sortKey }] : [])
    ];
    const parts: string[] = [];
    for (const { role, key } of keys) {
      const fields = keyFields(entity, key.name);
      if (!fields.ok) return fail(fields.problem);
      const shown = fields.template
        ? `${role} "${key.name}" (template "${fields.template}")`
        : `${role} "${key.name}" (its own ${key.name} attribute)`;
      const unknown = fields.fields.filter((f) => !c.attributes.includes(f));
      if (unknown.length)
        return fail(
          `${c.entity}'s ${shown} needs ${andList(unknown.map((f) => `\${${f}}`))}, which a GetItem by ${by} does not know — build it from ${by} only (fixed text such as a prefix is fine)`
        );
      parts.push(shown);
    }
    let items = 0;
    for (let order = 0; order < resolved.count; order++) {
      if (resolved.entityOf(order) === c.entity) items++;
      if (resolved.entityOf(order) !== c.entity || resolved.rejections[order] === 0) continue;
      return fail(
        `a ${c.entity} item (${resolved.sourceOf(order)}) cannot be written: ${resolved.rejection(order)!.message}`
      );
    }
    if (items === 0)
      return fail(`the design has no ${c.entity} items yet, so there is nothing to get — add some`);
    const shared = collisions.find((x) => x.items.some((i) => i.entity === c.entity));
    if (shared)
      return fail(
        `${shared.items.length} items share the primary key ${describeKey(shared)}, so only the last is kept and a GetItem cannot reach the others — the key must tell every ${c.entity} apart`
      );
    return {
      pass: true,
      reason: `${by} build${c.attributes.length === 1 ? 's' : ''} ${c.entity}'s whole primary key — ${andList(parts)} — and each ${c.entity} item has a key of its own`
    };
  }
};

function fail(reason: string): CheckResult {
  return { pass: false, reason };
}
