import { templateOf } from '../../model/template-of.ts';
import type { AttributeMap, AttributeValue } from '../../model/attribute-value.ts';
import { emptyMap } from '../../model/attribute-value.ts';
import type { Entity, Table } from '../../model/design.ts';
import type { FindingCollector } from '../../model/finding-collector.ts';
import { joinPath } from '../../model/finding.ts';
import { parseTemplate } from '../../templates/parse-template.ts';
import { resolveItems, storedItem } from '../../views/resolve-items.ts';
import { tableKeyAttributes } from '../../views/table-key-attributes.ts';
import { q } from './shared.ts';

/** A facet as read: its entity (no templates yet) and its string key aliases by key attribute. */
export interface FacetRead {
  readonly entity: Entity;
  readonly aliases: ReadonlyMap<string, string>;
  readonly path: string;
}

/**
 * A facet's entity with its key templates settled. A template comes from the facet's key alias
 * (where Keyscope writes table key templates, `USER#${username}`) or from the model's `Keyscope`
 * field (`kept`: the entity Keyscope exported, every template); a template of a key attribute
 * is taken only if it gives every item of the facet the key it holds, and the items then lose
 * that attribute (the template makes it, as in a native design). So an alias that is a display
 * name (`SubId#SKU`), or a template whose items were edited in NoSQL Workbench, never rewrites
 * an item: it stays a description, with a finding. Templates of no key attribute, or that do
 * not parse, key nothing and are kept as `kept` wrote them.
 */
export function facetKeys(
  facet: FacetRead,
  table: Table,
  kept: Entity | undefined,
  r: FindingCollector
): Entity {
  const { entity, aliases } = facet;
  const keyNames = new Set(tableKeyAttributes(table).map((k) => k.name));
  const fixed = new Map<string, string>();
  const choices = new Map<string, string[]>();
  const offer = (attr: string, src: string) => {
    const list = choices.get(attr) ?? [];
    if (!list.includes(src)) choices.set(attr, [...list, src]);
  };
  for (const [attr, alias] of aliases) {
    const parsed = parseTemplate(alias);
    const keptToo =
      kept !== undefined && Object.hasOwn(kept.keys, attr) && kept.keys[attr] === alias;
    if (keptToo || (parsed.ok && parsed.template.fields.length > 0)) offer(attr, alias);
  }
  for (const [attr, src] of Object.entries(kept?.keys ?? {})) {
    if (keyNames.has(attr) && parseTemplate(src).ok) offer(attr, src);
    else fixed.set(attr, src);
  }
  for (const [attr, list] of choices)
    choices.set(
      attr,
      list.filter((src) => keyNames.has(attr) && parseTemplate(src).ok)
    );
  const at = new Map<string, number>([...choices].map(([a]) => [a, 0]));
  for (;;) {
    const chosen = new Map<string, string>();
    for (const [attr, i] of at) {
      const src = choices.get(attr)![i];
      if (src !== undefined) chosen.set(attr, src);
    }
    const stripped = entity.items.map((item) => without(item, chosen));
    const bad = mismatches(
      table,
      { ...entity, keys: keysOf(fixed, chosen), items: stripped },
      entity.items,
      chosen
    );
    if (bad.size === 0) {
      const shown = [...aliases].filter(([attr, a]) => chosen.get(attr) !== a);
      const description =
        kept !== undefined
          ? kept.description
          : shown.length > 0
            ? `Workbench key aliases: ${shown.map(([k, a]) => `${k} = ${JSON.stringify(a)}`).join(', ')}`
            : undefined;
      return {
        name: entity.name,
        table: entity.table,
        ...(description !== undefined ? { description } : {}),
        attributes: kept?.attributes ?? entity.attributes,
        keys: keysOf(fixed, chosen),
        items: stripped,
        ...(entity.itemSources ? { itemSources: entity.itemSources } : {})
      };
    }
    for (const [attr, why] of bad) {
      const src = chosen.get(attr)!;
      const fromKeyscope = kept !== undefined && templateOf(kept.keys, attr) === src;
      const message = `${fromKeyscope ? 'the template' : 'the key alias'} ${q(src)} of facet ${q(entity.name)} does not give item ${why.item + 1} its ${q(attr)} (${why.held}; the template gives ${why.made}), so it is not read as ${attr}'s template and the items keep ${attr} as written — ${fromKeyscope ? 'were the items edited in NoSQL Workbench? Fix the template or the items in Keyscope' : 'it is read as a display name'}`;
      if (fromKeyscope)
        r.warn(joinPath(facet.path, 'TableData'), 'workbench.template-mismatch', message);
      else
        r.info(joinPath(facet.path, 'KeyAttributeAlias'), 'workbench.alias-not-template', message);
      at.set(attr, at.get(attr)! + 1);
    }
  }
}

function keysOf(
  fixed: ReadonlyMap<string, string>,
  chosen: ReadonlyMap<string, string>
): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const [k, v] of fixed) out[k] = v;
  for (const [k, v] of chosen) out[k] = v;
  return out;
}

function without(item: AttributeMap, attrs: ReadonlyMap<string, string>): AttributeMap {
  let has = false;
  for (const a of attrs.keys()) if (Object.hasOwn(item, a)) has = true;
  if (!has) return item;
  const out = emptyMap();
  for (const k of Object.keys(item)) if (!attrs.has(k)) out[k] = item[k]!;
  return out;
}

/** For each chosen template, the first item whose stored key it does not reproduce. */
function mismatches(
  table: Table,
  entity: Entity,
  held: readonly AttributeMap[],
  chosen: ReadonlyMap<string, string>
): Map<string, { item: number; held: string; made: string }> {
  const bad = new Map<string, { item: number; held: string; made: string }>();
  if (chosen.size === 0) return bad;
  const alone: Table = { ...table, items: [] };
  const design = { name: '', tables: [alone], entities: [entity], accessPatterns: [] };
  const resolved = resolveItems(design, alone, []);
  held.forEach((item, o) => {
    const made = storedItem(resolved, resolved.item(o)!);
    for (const attr of chosen.keys())
      if (!bad.has(attr) && !same(item[attr], made[attr]))
        bad.set(attr, { item: o, held: shown(item[attr]), made: shown(made[attr]) });
  });
  return bad;
}

function same(a: AttributeValue | undefined, b: AttributeValue | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function shown(v: AttributeValue | undefined): string {
  return v === undefined ? 'none' : JSON.stringify(v);
}
