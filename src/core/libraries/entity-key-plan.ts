import { getAttr } from '../model/attribute-value.ts';
import type { Entity, KeyAttribute, Table } from '../model/design.ts';
import { templateOf } from '../model/template-of.ts';
import { parseTemplate, type Template } from '../templates/parse-template.ts';
import { tableViews, viewKeyAttributes, type ViewSpec } from '../views/table-key-attributes.ts';

/** One key attribute of a view, as an entity fills it. */
export interface KeySlot {
  readonly attribute: KeyAttribute;
  /** The entity's template for it; null when the item's own attribute of that name is the key. */
  readonly template: Template | null;
}

/** A view (the table or one index) an entity's items are keyed in, with its key slots. */
export interface ViewPlan {
  readonly view: ViewSpec;
  readonly partition: readonly KeySlot[];
  readonly sort: readonly KeySlot[];
}

/** How an entity fills the keys of its table and indexes, as every library export reads it. */
export interface EntityKeyPlan {
  readonly entity: Entity;
  readonly table: Table;
  /** The table's own view first (absent when the entity cannot fill the table's key), then each index it is in. */
  readonly views: readonly ViewPlan[];
  /** Whether the table's own key is filled: an export without it has no entity to write. */
  readonly keyed: boolean;
  /** What keeps the entity out of a view, as sentences for the export's notes. */
  readonly problems: readonly string[];
}

/**
 * An entity's keys view by view, as Keyscope renders them: a key attribute takes the entity's
 * template, or else the item's own attribute of that name (declared, or carried by an item).
 * An index whose key the entity cannot fill is one its items are not in (a sparse index), as in
 * Keyscope; a template that does not parse keeps the entity out of that view, with a problem.
 *
 * @example
 * entityKeyPlan(gaming.tables[0], gaming.entities[0]).views.map((v) => v.view.index);
 * // [null, 'InvertedIndex']
 */
export function entityKeyPlan(table: Table, entity: Entity): EntityKeyPlan {
  // A broken template is met once per view that uses its attribute; it is told once.
  const problems = new Set<string>();
  const views: ViewPlan[] = [];
  let keyed = false;
  for (const view of tableViews(table)) {
    const key = viewKeyAttributes(view);
    const slot = (attribute: KeyAttribute): KeySlot | null | 'broken' => {
      const source = templateOf(entity.keys, attribute.name);
      if (source === undefined)
        return ownValue(entity, attribute.name) ? { attribute, template: null } : null;
      const parsed = parseTemplate(source);
      if (parsed.ok) return { attribute, template: parsed.template };
      problems.add(
        `entity "${entity.name}": ${parsed.error.message}, so it is left out of ${where(view)}; fix the template`
      );
      return 'broken';
    };
    const partition = key.partition.map(slot);
    const sort = key.sort.map(slot);
    const all = [...partition, ...sort];
    if (all.includes('broken')) continue;
    if (all.some((s) => s === null)) {
      if (view.index === null) {
        const missing = key.partition
          .concat(key.sort)
          .filter((_, i) => all[i] === null)
          .map((k) => `"${k.name}"`);
        problems.add(
          `entity "${entity.name}" has no template or attribute for the table key ${missing.join(', ')} of table "${table.name}", so it is left out`
        );
      }
      continue;
    }
    if (view.index === null) keyed = true;
    views.push({ view, partition: partition as KeySlot[], sort: sort as KeySlot[] });
  }
  return { entity, table, views: keyed ? views : [], keyed, problems: [...problems] };
}

/** Whether the entity's items hold an attribute of that name (declared, or carried by an item). */
function ownValue(entity: Entity, name: string): boolean {
  return (
    entity.attributes.some((a) => a.name === name) ||
    entity.items.some((item) => getAttr(item, name) !== undefined)
  );
}

function where(view: ViewSpec): string {
  return view.index === null ? `table "${view.table}"` : `index "${view.index}"`;
}
