import type { TableAnalysis } from '../../analysis/analyze-design.ts';
import { getAttr } from '../../model/attribute-value.ts';
import type { Design } from '../../model/design.ts';
import { entityProblems } from '../../rules/entity-problems.ts';
import { describeRenderProblem } from '../../templates/describe-render-problem.ts';
import { findView } from './find-view.ts';
import { keyFields } from './key-fields.ts';
import type { CheckKind } from './check-kind.ts';

export interface NoSetKeyCheck {
  readonly kind: 'no-set-key';
  /** Every table when absent. */
  readonly table?: string;
}

const SETS = new Set(['SS', 'NS', 'BS']);
const WHY = 'a key attribute is a single string, number or binary, never a set';

/**
 * No key of the table (or of any table) is made from a set: no entity declares a set-typed
 * attribute as a key attribute (`entityProblems`, the rule's home), no key template uses a set
 * attribute, and no item's key value comes from a set (the analysis's own reason for the item).
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.CoreComponents.html#HowItWorks.CoreComponents.PrimaryKey
 *
 * @example
 * noSetKey.evaluate({ kind: 'no-set-key', table: 'Books' }, context);
 * // { pass: false, reason: 'Book: "Authors" is a key attribute of type S in table "Books"; … — a key attribute is a single string, number or binary, never a set' }
 */
export const noSetKey: CheckKind<NoSetKeyCheck> = {
  kind: 'no-set-key',
  label: 'No key is made from a set',
  parameters: [
    { name: 'table', type: 'table', required: false, label: 'Table (every table when empty)' }
  ],
  describe: (c) => `no key ${c.table ? `of table "${c.table}" ` : ''}is made from a set`,
  evaluate(c, { design, analysis }) {
    let tables = analysis.tables;
    if (c.table !== undefined) {
      const found = findView(analysis, c.table, null);
      if (!found.ok) return { pass: false, reason: found.problem };
      tables = [found.table];
    }
    for (const t of tables) {
      const problem = declaredSet(design, t) ?? itemSet(design, t);
      if (problem) return { pass: false, reason: `${problem} — ${WHY}` };
    }
    const where = c.table ? `table "${c.table}"` : 'the design';
    return { pass: true, reason: `every key in ${where} is a single string, number or binary` };
  }
};

/** An entity that declares a set as a key attribute, or uses one in a key template. */
function declaredSet(design: Design, t: TableAnalysis): string | null {
  for (let i = 0; i < design.entities.length; i++) {
    const e = design.entities[i]!;
    if (e.table !== t.table.name) continue;
    for (const p of entityProblems(design, i)) {
      const a = e.attributes[Number(p.field.split(':')[1])];
      if (a && SETS.has(a.type)) return `${e.name}: ${p.message}`;
    }
    for (const k of t.resolved.keyAttributes) {
      const fields = keyFields(e, k.name);
      if (!fields.ok || fields.template === null) continue;
      for (const f of fields.fields) {
        const a = e.attributes.find((x) => x.name === f);
        if (a && SETS.has(a.type))
          return `${e.name}: ${describeRenderProblem(fields.template, { kind: 'unrenderable', attribute: f, type: a.type })}`;
      }
    }
  }
  return null;
}

/** An item whose key value would come from a set, in the analysis's words. */
function itemSet(design: Design, t: TableAnalysis): string | null {
  const r = t.resolved;
  for (let order = 0; order < r.count; order++) {
    const name = r.entityOf(order);
    const entity = name === null ? undefined : design.entities.find((e) => e.name === name);
    const attributes = r.attributesOf(order);
    for (let slot = 0; slot < r.keyAttributes.length; slot++) {
      const key = r.keyAttributes[slot]!.name;
      const fields = entity ? keyFields(entity, key) : { ok: true as const, fields: [key] };
      if (!fields.ok) continue;
      const set = fields.fields.find((f) => {
        const v = getAttr(attributes, f);
        return v !== undefined && ('SS' in v || 'NS' in v || 'BS' in v);
      });
      if (set === undefined) continue;
      const why = r.keyProblem(order, slot) ?? `"${set}" is a set`;
      return `${name ?? 'an item'} (${r.sourceOf(order)}) has no "${key}": ${why}`;
    }
  }
  return null;
}
