import type { Design, Entity, Table } from '../model/design.ts';
import { parseTemplate, type Template } from '../templates/parse-template.ts';
import { tableKeyAttributes } from '../views/table-key-attributes.ts';

/** One entity's key templates in its table, as the graph reads them. */
export interface EntityKeys {
  readonly entity: Entity;
  /** Position in `design.entities`. */
  readonly index: number;
  /**
   * A template per key attribute of the table and its indexes that the entity fills: its own
   * template, or, where it has none, `${attribute}` (the item's own value, as resolveItems
   * takes it). Templates that do not parse are left out: the analysis reports them.
   */
  readonly templates: ReadonlyMap<string, Template>;
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
    for (const name of attributes) {
      const own = Object.prototype.hasOwnProperty.call(entity.keys, name);
      const parsed = own
        ? parseTemplate(entity.keys[name]!)
        : { ok: true as const, template: ownValue(name) };
      if (parsed.ok) templates.set(name, parsed.template);
    }
    const identity: string[] = [];
    for (const name of tableKeys)
      for (const f of templates.get(name)?.fields ?? [])
        if (!identity.includes(f)) identity.push(f);
    out.push({ entity, index, templates, identity });
  });
  return out;
}

/** The template an untemplated key attribute behaves as: the item's own value. */
function ownValue(name: string): Template {
  return { source: `\${${name}}`, parts: [{ kind: 'field', name, column: 1 }], fields: [name] };
}
