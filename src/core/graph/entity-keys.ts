import type { Design, Entity, Table } from '../model/design.ts';
import { parseTemplate, type Template } from '../templates/parse-template.ts';
import { tableKeyAttributes } from '../views/table-key-attributes.ts';

/** One entity's key templates in its table, as the graph reads them. */
export interface EntityKeys {
  readonly entity: Entity;
  /** Position in `design.entities`. */
  readonly index: number;
  /**
   * A template per key attribute of the table and its indexes that the entity has one for.
   * For the table's own partition and sort key an entity without one gets `${attribute}` (the
   * item's own value, as resolveItems takes it), listed in `own`. Templates that do not parse
   * are left out: the analysis reports them.
   */
  readonly templates: ReadonlyMap<string, Template>;
  /** Table key attributes the entity takes from its items' own values (no template). */
  readonly own: ReadonlySet<string>;
  /**
   * The attributes that identify one of the entity's items: the placeholders of its table
   * partition and sort key templates (User: `username`; UserGameMapping: `gameId`, `username`).
   */
  readonly identity: readonly string[];
}

/**
 * Every entity of `table`, in design order, with the templates the graph compares.
 *
 * @example
 * entityKeys(gaming, gaming.tables[0]!).map((k) => k.identity); // [['username'], ['gameId'], ['gameId', 'username']]
 */
export function entityKeys(design: Design, table: Table): EntityKeys[] {
  const attributes = tableKeyAttributes(table).map((k) => k.name);
  const tableKeys = [table.partitionKey.name, ...(table.sortKey ? [table.sortKey.name] : [])];
  const out: EntityKeys[] = [];
  design.entities.forEach((entity, index) => {
    if (entity.table !== table.name) return;
    const templates = new Map<string, Template>();
    const own = new Set<string>();
    for (const name of attributes) {
      if (Object.prototype.hasOwnProperty.call(entity.keys, name)) {
        const parsed = parseTemplate(entity.keys[name]!);
        if (parsed.ok) templates.set(name, parsed.template);
      } else if (tableKeys.includes(name)) {
        templates.set(name, ownValue(name));
        own.add(name);
      }
    }
    const identity: string[] = [];
    for (const name of tableKeys)
      for (const f of templates.get(name)?.fields ?? [])
        if (!identity.includes(f)) identity.push(f);
    out.push({ entity, index, templates, own, identity });
  });
  return out;
}

/** The template an untemplated key attribute behaves as: the item's own value. */
function ownValue(name: string): Template {
  return { source: `\${${name}}`, parts: [{ kind: 'field', name, column: 1 }], fields: [name] };
}
