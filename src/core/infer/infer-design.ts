import { templateOf } from '../model/template-of.ts';
import type { AttributeMap } from '../model/attribute-value.ts';
import { emptyMap, getAttr } from '../model/attribute-value.ts';
import type { Design, Entity, Table } from '../model/design.ts';
import { keyValueId } from '../keys/compare-key-values.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import { renderTemplate } from '../templates/render-template.ts';
import { tableKeyAttributes } from '../views/table-key-attributes.ts';
import { attributeKinds } from './attribute-kinds.ts';
import { findTypeAttribute } from './find-type-attribute.ts';
import { groupItems, type ItemGroup } from './group-items.ts';
import { groupTemplates } from './group-templates.ts';
import { nameEntity } from './name-entity.ts';
import { readKeys, type KeyReading } from './read-key.ts';

export interface InferOptions {
  /** The attribute naming each item's entity: undefined to detect one, null for none. */
  readonly typeAttribute?: string | null;
  /** At most this many entities (the largest); the other items match no template. Default 50. */
  readonly maxEntities?: number;
  /** The design's name; default `Inferred from <table>`. */
  readonly name?: string;
}

export interface InferredEntity {
  readonly name: string;
  /** Key attribute → template, as in the design's entity. */
  readonly keys: Readonly<Record<string, string>>;
  /** Indexes of the input items the entity holds, in input order. */
  readonly items: readonly number[];
}

export interface Inference {
  /** One table (the input's, holding the unmatched items) and the inferred entities. */
  readonly design: Design;
  readonly entities: readonly InferredEntity[];
  /** Indexes of the input items that match no entity's templates. */
  readonly unmatched: readonly number[];
  readonly typeAttribute?: string;
  /** What the inference decided that a reader should know. */
  readonly notes: readonly string[];
}

/**
 * Infer a design from items read from one table: group the items by the shape of their keys
 * (literal words such as `USER` between separators `#` and `|`, values elsewhere), or first by a
 * type attribute when the items have one; give each group key templates (`USER#${username}`,
 * values named after the attribute that spells them, or invented), attribute kinds and a name;
 * list the items that match no template. Every entity item renders back to exactly the keys it
 * was read with — an item that would not is left unmatched. Deterministic: the same items in any
 * order give the same templates.
 *
 * @example
 * const inferred = inferDesign(designTable(description).table, items);
 * inferred.design.entities.map((e) => e.keys); // [{ PK: 'GAME#${gameId}', SK: '#METADATA#${gameId}' }, …]
 */
export function inferDesign(
  table: Table,
  items: readonly AttributeMap[],
  options: InferOptions = {}
): Inference {
  const keyAttributes = tableKeyAttributes(table);
  const keyNames = new Set(keyAttributes.map((k) => k.name));
  const typeAttribute =
    options.typeAttribute === undefined
      ? findTypeAttribute(items, keyNames)
      : (options.typeAttribute ?? undefined);
  const readings = items.map((item) => readKeys(item, keyAttributes, keyNames));
  const primary = [table.partitionKey.name, table.sortKey?.name].flatMap((n) =>
    n ? [keyAttributes.findIndex((k) => k.name === n)] : []
  );
  const unmatched: number[] = [];
  const partitions = new Map<string, number[]>();
  readings.forEach((r, i) => {
    if (primary.some((p) => r[p]!.kind === 'absent')) return void unmatched.push(i);
    const t = typeAttribute ? getAttr(items[i]!, typeAttribute) : undefined;
    const id = t && 'S' in t ? t.S : '';
    const list = partitions.get(id);
    if (list) list.push(i);
    else partitions.set(id, [i]);
  });
  const notes: string[] = [];
  if (typeAttribute) notes.push(`entities are grouped by the type attribute "${typeAttribute}"`);
  const candidates: { type?: string; group: ItemGroup }[] = [];
  for (const [type, members] of partitions) {
    const local = groupItems(
      members.map((i) => readings[i]!),
      typeAttribute
    );
    for (const d of local.demotions)
      notes.push(
        `"${d.example}" in ${keyAttributes[d.key]!.name} is a value, not a word of the design (${d.why === 'attribute' ? 'an attribute of every item spells it' : 'too many distinct words there'})`
      );
    const groups = local.groups
      .map((g) => ({ ...g, items: g.items.map((i) => members[i]!) }))
      .sort((a, b) => b.items.length - a.items.length || a.items[0]! - b.items[0]!);
    const keep = typeAttribute && type ? groups.slice(0, 1) : groups;
    for (const g of groups.slice(keep.length)) unmatched.push(...g.items);
    for (const g of keep) candidates.push({ ...(typeAttribute && type ? { type } : {}), group: g });
  }
  candidates.sort(
    (a, b) => b.group.items.length - a.group.items.length || a.group.items[0]! - b.group.items[0]!
  );
  const max = options.maxEntities ?? 50;
  for (const c of candidates.slice(max)) unmatched.push(...c.group.items);
  if (candidates.length > max)
    notes.push(`only the ${max} largest groups became entities; the other items match no template`);

  const built: { entity: Entity; items: number[] }[] = [];
  const usedNames = new Set<string>();
  for (const c of candidates.slice(0, max)) {
    const made = buildEntity(table, items, readings, c.group, keyAttributes, c.type, usedNames);
    unmatched.push(...made.rejected);
    if (made.items.length) built.push({ entity: made.entity, items: made.items });
  }
  built.sort((a, b) => compareKeys(a.entity, b.entity, table));
  unmatched.sort((a, b) => a - b);
  if (unmatched.length)
    notes.push(`${unmatched.length} item(s) match no template; they stay as the table's own items`);
  const design: Design = {
    name: options.name ?? `Inferred from ${table.name}`,
    description: `Inferred by Keyscope from ${items.length} item(s) read from table "${table.name}": ${built.length} entit${built.length === 1 ? 'y' : 'ies'}, ${unmatched.length} item(s) matching no template.`,
    tables: [{ ...table, items: unmatched.map((i) => items[i]!) }],
    entities: built.map((b) => b.entity),
    accessPatterns: []
  };
  return {
    design,
    entities: built.map((b) => ({ name: b.entity.name, keys: b.entity.keys, items: b.items })),
    unmatched,
    ...(typeAttribute ? { typeAttribute } : {}),
    notes
  };
}

function buildEntity(
  table: Table,
  items: readonly AttributeMap[],
  readings: readonly (readonly KeyReading[])[],
  group: ItemGroup,
  keyAttributes: ReturnType<typeof tableKeyAttributes>,
  type: string | undefined,
  usedNames: Set<string>
): { entity: Entity; items: number[]; rejected: number[] } {
  const taken = new Set<string>();
  for (const i of group.items) for (const name in items[i]!) taken.add(name);
  const t = groupTemplates(readings, group, keyAttributes, taken);
  const parsed = [...t.keys].map(([name, source]) => {
    const p = parseTemplate(source);
    if (!p.ok) throw new Error(`inferred an unparsable template: ${p.error.message}`);
    return { name, template: p.template, type: keyAttributes.find((k) => k.name === name)!.type };
  });
  const kept: number[] = [];
  const rejected: number[] = [];
  const entityItems: AttributeMap[] = [];
  group.items.forEach((i, n) => {
    const source = items[i]!;
    const out = emptyMap();
    for (const name in source) if (!t.keys.has(name)) out[name] = source[name]!;
    for (const [name, value] of t.values[n]!) out[name] = { S: value };
    // The entity must give back exactly the keys the item was read with.
    const same = parsed.every((p) => {
      const r = renderTemplate(p.template, out, p.type);
      const had = getAttr(source, p.name);
      return (
        r.ok &&
        had !== undefined &&
        'S' in had === 'S' in r.value &&
        keyValueId(r.value) === keyValueId(had as never)
      );
    });
    if (same) {
      kept.push(i);
      entityItems.push(out);
    } else rejected.push(i);
  });
  const keys = Object.fromEntries(t.keys) as Record<string, string>;
  const fields = parsed.flatMap((p) => p.template.fields);
  // A field no attribute spells was named here: the table holds it only inside its keys.
  const keyOnly = [...new Set(fields)].filter((f) => !taken.has(f));
  const { attributes } = attributeKinds(entityItems, fields);
  let name = nameEntity({
    ...(type ? { type } : {}),
    ...(templateOf(keys, table.partitionKey.name)
      ? { partitionKey: templateOf(keys, table.partitionKey.name)! }
      : {}),
    ...(table.sortKey && templateOf(keys, table.sortKey.name)
      ? { sortKey: templateOf(keys, table.sortKey.name)! }
      : {}),
    table: table.name
  });
  for (let n = 2, base = name; usedNames.has(name); n++) name = `${base}${n}`;
  usedNames.add(name);
  const shown = parsed.map((p) => `${p.name} "${p.template.source}"`).join(', ');
  return {
    entity: {
      name,
      table: table.name,
      description: `Inferred from ${kept.length} item(s)${shown ? `: ${shown}` : ' whose keys are their own attributes'}.`,
      attributes,
      keys,
      items: entityItems,
      ...(keyOnly.length ? { keyOnly } : {})
    },
    items: kept,
    rejected
  };
}

/** Entities in a stable order: by partition key template, then sort key template, then name. */
function compareKeys(a: Entity, b: Entity, table: Table): number {
  const pk = table.partitionKey.name;
  const sk = table.sortKey?.name ?? '';
  const ka = `${templateOf(a.keys, pk) ?? ''}\u0000${templateOf(a.keys, sk) ?? ''}\u0000${a.name}`;
  const kb = `${templateOf(b.keys, pk) ?? ''}\u0000${templateOf(b.keys, sk) ?? ''}\u0000${b.name}`;
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
