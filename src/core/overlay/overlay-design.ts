import { templateOf } from '../model/template-of.ts';
import type { AttributeMap, AttributeValue, KeyValue } from '../model/attribute-value.ts';
import { emptyMap, getAttr } from '../model/attribute-value.ts';
import type { Design, Entity, Table } from '../model/design.ts';
import { analyzeDesign, type DesignAnalysis } from '../analysis/analyze-design.ts';
import { parseDecimal } from '../keys/decimal.ts';
import { matchTemplate } from '../templates/match-template.ts';
import { parseTemplate, type Template } from '../templates/parse-template.ts';
import { valueText } from '../templates/render-template.ts';
import { tableKeyAttributes } from '../views/table-key-attributes.ts';
import { compareKeySchemas } from './compare-key-schemas.ts';

/** A design laid over a live table's items. Item numbers index the live items given. */
export interface Overlay {
  readonly table: string;
  /** Entity → the items that match its key templates and no other entity's, in input order. */
  readonly members: ReadonlyMap<string, readonly number[]>;
  /** Items no entity's templates match. */
  readonly unmatched: readonly number[];
  /** Items that match several entities' templates (counted with the first in `design`). */
  readonly ambiguous: readonly { readonly item: number; readonly entities: readonly string[] }[];
  /**
   * Items the design would write to one primary key — rendering its templates from each item's
   * attributes — so that only the last would remain.
   */
  readonly collisions: readonly {
    readonly key: Readonly<Record<string, KeyValue>>;
    readonly items: readonly number[];
  }[];
  /** How the design's key schema differs from the live table's, when the live one is given. */
  readonly schema: readonly string[];
  /** The design holding the live items (matched ones as their entity's), for the studio's views. */
  readonly design: Design;
  readonly analysis: DesignAnalysis;
}

/**
 * Lay an authored design over live items of one of its tables: match every item's keys against
 * each entity's templates (`matchTemplate`, which also recovers the values the templates were
 * built from), then analyze the design holding the live items — matched items as their entity's
 * source items, the rest as the table's own — with the same engine as any design, so collisions,
 * invalid keys and the table and index views come from `analyzeDesign`, not a second set of rules.
 *
 * @example
 * const o = overlayDesign(gaming, 'battle-royale', liveItems);
 * o.members.get('User')?.length; // 6
 * o.unmatched; // []
 */
export function overlayDesign(
  design: Design,
  tableName: string,
  items: readonly AttributeMap[],
  live?: Table
): Overlay {
  const table = design.tables.find((t) => t.name === tableName);
  if (!table)
    throw new Error(
      `the design has no table "${tableName}"; pick one of ${design.tables.map((t) => `"${t.name}"`).join(', ') || '(none)'}`
    );
  const keyNames = tableKeyAttributes(table).map((k) => k.name);
  const primary = [table.partitionKey.name, ...(table.sortKey ? [table.sortKey.name] : [])];
  const entities = design.entities
    .filter((e) => e.table === table.name)
    .map((entity) => ({ entity, templates: templatesOf(entity, keyNames) }));
  const members = new Map<string, number[]>(entities.map((e) => [e.entity.name, []]));
  const sources = new Map<string, AttributeMap[]>(entities.map((e) => [e.entity.name, []]));
  const written = new Map<string, number[]>(entities.map((e) => [e.entity.name, []]));
  const unmatched: number[] = [];
  const ambiguous: { item: number; entities: string[] }[] = [];
  items.forEach((item, i) => {
    const hits: { name: string; source: AttributeMap }[] = [];
    for (const { entity, templates } of entities) {
      const source = match(entity, templates, item, primary);
      if (source) hits.push({ name: entity.name, source });
    }
    if (hits.length === 0) return void unmatched.push(i);
    if (hits.length > 1) ambiguous.push({ item: i, entities: hits.map((h) => h.name) });
    else members.get(hits[0]!.name)!.push(i);
    sources.get(hits[0]!.name)!.push(hits[0]!.source);
    written.get(hits[0]!.name)!.push(i);
  });
  const laid: Design = {
    name: design.name,
    ...(design.description ? { description: design.description } : {}),
    tables: [{ ...table, items: unmatched.map((i) => items[i]!), itemSources: unmatched.map(at) }],
    entities: entities.map(({ entity }) => ({
      ...entity,
      items: sources.get(entity.name)!,
      itemSources: written.get(entity.name)!.map(at)
    })),
    accessPatterns: design.accessPatterns.filter((p) => p.table === table.name)
  };
  const analysis = analyzeDesign(laid, { checkItemSizes: false });
  // Write order is the table's items, then each entity's: map it back to the live items.
  const order = [...unmatched, ...entities.flatMap(({ entity }) => written.get(entity.name)!)];
  const collisions = analysis.collisions.map((c) => ({
    key: {
      [c.partitionKey.name]: c.partitionKey.value,
      ...(c.sortKey ? { [c.sortKey.name]: c.sortKey.value } : {})
    },
    items: c.items.map((r) => order[r.order]!)
  }));
  return {
    table: table.name,
    members,
    unmatched,
    ambiguous,
    collisions,
    schema: live ? compareKeySchemas(table, live) : [],
    design: laid,
    analysis
  };
}

function at(i: number): string {
  return `$.liveItems[${i}]`;
}

function templatesOf(entity: Entity, keyNames: readonly string[]): Map<string, Template> {
  const out = new Map<string, Template>();
  for (const name of keyNames) {
    const src = Object.prototype.hasOwnProperty.call(entity.keys, name)
      ? templateOf(entity.keys, name)
      : undefined;
    const parsed = src === undefined ? undefined : parseTemplate(src);
    if (parsed?.ok) out.set(name, parsed.template);
  }
  return out;
}

/** The entity's source item for a live item its templates match, or null. */
function match(
  entity: Entity,
  templates: ReadonlyMap<string, Template>,
  item: AttributeMap,
  primary: readonly string[]
): AttributeMap | null {
  const fields = new Map<string, string>();
  for (const name of primary)
    if (!templates.has(name) && getAttr(item, name) === undefined) return null;
  for (const [name, template] of templates) {
    const v = getAttr(item, name);
    if (v === undefined) {
      if (primary.includes(name)) return null;
      continue; // absent from a sparse index
    }
    const text = valueText(v);
    const got = text === null ? null : matchTemplate(template, text);
    if (!got) return null;
    for (const [field, value] of got) {
      const seen = fields.get(field);
      if (seen !== undefined && seen !== value) return null;
      fields.set(field, value);
    }
  }
  const out = emptyMap();
  for (const name in item) if (!templates.has(name)) out[name] = item[name]!;
  for (const [field, value] of fields) {
    const own = getAttr(out, field);
    if (own !== undefined) {
      if (valueText(own) !== value) return null; // the key says one thing, the attribute another
      continue;
    }
    out[field] = typed(entity, field, value);
  }
  return out;
}

function typed(entity: Entity, field: string, text: string): AttributeValue {
  const declared = entity.attributes.find((a) => a.name === field)?.type;
  return declared === 'N' && parseDecimal(text).ok ? { N: text } : { S: text };
}
