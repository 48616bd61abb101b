import { getAttr } from '../../model/attribute-value.ts';
import { viewKeyAttributes } from '../../views/table-key-attributes.ts';
import { andList } from './and-list.ts';
import { findView } from './find-view.ts';
import type { CheckKind } from './check-kind.ts';

export interface NotWrittenCheck {
  readonly kind: 'not-written';
  readonly table: string;
  /** Only this entity's items (every item of the table when absent). */
  readonly entity?: string;
  /** Attributes no item may carry any more. */
  readonly attributes: readonly string[];
}

/**
 * No item of table `table` (of entity `entity`) is written with any of `attributes`: not from a
 * key template, not as an attribute of its own. For "the items no longer carry `GSI1PK`": the
 * synthetic key a multi-attribute key makes unnecessary, with its backfill. An attribute that is
 * still a key attribute of the table or an index is said so, since its items must carry it.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
 *
 * @example
 * notWritten.evaluate({ kind: 'not-written', table: 'TournamentMatches', attributes: ['GSI1PK'] }, context);
 * // { pass: false, reason: '12 items of table "TournamentMatches" are still written with "GSI1PK" … it is a key attribute of index "TournamentRegionIndex" …' }
 */
export const notWritten: CheckKind<NotWrittenCheck> = {
  kind: 'not-written',
  label: 'Items no longer carry these attributes',
  parameters: [
    { name: 'table', type: 'table', required: true, label: 'Table' },
    { name: 'entity', type: 'entity', required: false, label: 'Entity (every item when empty)' },
    { name: 'attributes', type: 'attributes', required: true, label: 'Attributes not written' }
  ],
  describe(c) {
    const whose = c.entity ? `${c.entity} items` : 'items';
    return `no ${whose} of table "${c.table}" carry ${andList(
      c.attributes.map((a) => `"${a}"`),
      'or'
    )}`;
  },
  evaluate(c, { analysis }) {
    const found = findView(analysis, c.table, null);
    if (!found.ok) return { pass: false, reason: found.problem };
    const { resolved } = found.table;
    const slots = new Map(resolved.keyAttributes.map((k, i) => [k.name, i]));
    for (const name of c.attributes) {
      const slot = slots.get(name);
      let count = 0;
      for (let order = 0; order < resolved.count; order++) {
        if (c.entity !== undefined && resolved.entityOf(order) !== c.entity) continue;
        const own = getAttr(resolved.attributesOf(order), name) !== undefined;
        if (own || (slot !== undefined && resolved.keyValue(order, slot) !== undefined)) count++;
      }
      if (count === 0) continue;
      const items = `${count} item${count === 1 ? '' : 's'}${c.entity ? ` of ${c.entity}` : ''}`;
      const keyOf = found.table.views
        .filter((v) => {
          const key = viewKeyAttributes(v.spec);
          return [...key.partition, ...key.sort].some((k) => k.name === name);
        })
        .map((v) => (v.spec.index === null ? 'the table' : `index "${v.spec.index}"`));
      const why = keyOf.length
        ? `: it is a key attribute of ${andList(keyOf)}, so every item in ${keyOf.length === 1 ? 'it' : 'them'} must carry it — key ${keyOf.length === 1 ? 'it' : 'them'} by other attributes first`
        : ' — remove its key template, and the attribute from the items';
      return {
        pass: false,
        reason: `${items} of table "${c.table}" ${count === 1 ? 'is' : 'are'} still written with "${name}"${why}`
      };
    }
    const whose = c.entity ? `${c.entity} item` : 'item';
    return {
      pass: true,
      reason: `no ${whose} of table "${c.table}" is written with ${andList(
        c.attributes.map((a) => `"${a}"`),
        'or'
      )}`
    };
  }
};
