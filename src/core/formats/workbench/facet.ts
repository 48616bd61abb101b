import { ownField } from '../../json/own-field.ts';
import type { FindingCollector } from '../../model/finding-collector.ts';
import type { AttributeType } from '../../model/attribute-value.ts';
import type { Entity, EntityAttribute, KeyAttribute } from '../../model/design.ts';
import { joinPath } from '../../model/finding.ts';
import { describeJson } from '../../json/describe-json.ts';
import { isPlainObject } from '../../json/is-plain-object.ts';
import type { FacetRead } from './facet-keys.ts';
import { readTableData } from './items.ts';
import { q } from './shared.ts';

/** What a facet needs to know about its table. */
export interface FacetContext {
  readonly table: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey: KeyAttribute | undefined;
  /** Declared attribute types of the table (NonKeyAttributes and key attributes). */
  readonly types: ReadonlyMap<string, AttributeType>;
  /** Facet names already used in the model (FacetName "must be unique across the model" — AWS workbench.Modeler.Edit.html). */
  readonly facetNames: Set<string>;
}

/**
 * Read one entry of `TableFacets` into an Entity and its key aliases.
 *
 * Shape (dynamodb-rules.md §E; AWS `workbench.Modeler.Edit.html`; aws-samples
 * repos): `{FacetName, KeyAttributeAlias: {PartitionKeyAlias, SortKeyAlias?},
 * NonKeyAttributes: string[], TableData?: Item[], DataAccess?}`. Aliases are
 * display names in Workbench's own files (patterns such as `"SubId#SKU"`) and key
 * templates in Keyscope's: `facetKeys` decides which, against the items, so `keys`
 * stays empty here. Facet items live in the facet's own `TableData`.
 */
export function readFacet(
  raw: unknown,
  path: string,
  r: FindingCollector,
  ctx: FacetContext,
  index: number
): FacetRead | null {
  if (!isPlainObject(raw)) {
    r.error(
      path,
      'workbench.facet-not-object',
      `a facet of table ${q(ctx.table)} should be an object with FacetName, KeyAttributeAlias and NonKeyAttributes, got ${describeJson(raw)}; the facet is skipped`
    );
    return null;
  }
  const name = facetName(ownField(raw, 'FacetName'), joinPath(path, 'FacetName'), r, ctx, index);
  const owner = `facet ${q(name)} of table ${q(ctx.table)}`;
  const keyAliases = aliases(
    ownField(raw, 'KeyAttributeAlias'),
    joinPath(path, 'KeyAttributeAlias'),
    r,
    ctx,
    owner
  );
  const attributes = facetAttributes(
    ownField(raw, 'NonKeyAttributes'),
    joinPath(path, 'NonKeyAttributes'),
    r,
    ctx,
    owner
  );
  const data = readTableData(ownField(raw, 'TableData'), joinPath(path, 'TableData'), r, owner);
  const entity: Entity = {
    name,
    table: ctx.table,
    attributes,
    keys: Object.create(null) as Record<string, string>,
    items: data.items,
    itemSources: data.sources
  };
  return { entity, aliases: keyAliases, path };
}

function facetName(
  raw: unknown,
  path: string,
  r: FindingCollector,
  ctx: FacetContext,
  index: number
): string {
  let name: string;
  if (typeof raw === 'string' && raw.length > 0) name = raw;
  else {
    name = `${ctx.table}Facet${index + 1}`;
    r.error(
      path,
      'workbench.facet-name',
      `a facet of table ${q(ctx.table)} has FacetName ${describeJson(raw)}; give it a non-empty name — it is loaded as ${q(name)}`
    );
  }
  if (!ctx.facetNames.has(name)) {
    ctx.facetNames.add(name);
    return name;
  }
  let n = 2;
  while (ctx.facetNames.has(`${name} (${n})`)) n++;
  const renamed = `${name} (${n})`;
  r.warn(
    path,
    'workbench.facet-duplicate',
    `facet name ${q(name)} is used twice; Workbench requires FacetName to be unique across the model — rename one (this one is loaded as ${q(renamed)})`
  );
  ctx.facetNames.add(renamed);
  return renamed;
}

function aliases(
  raw: unknown,
  path: string,
  r: FindingCollector,
  ctx: FacetContext,
  owner: string
): Map<string, string> {
  const parts = new Map<string, string>();
  if (raw === undefined) return parts;
  if (!isPlainObject(raw)) {
    r.warn(
      path,
      'workbench.facet-alias',
      `KeyAttributeAlias of ${owner} should be an object like {"PartitionKeyAlias": "…", "SortKeyAlias": "…"}, got ${describeJson(raw)}; it is ignored`
    );
    return parts;
  }
  const pairs: [string, KeyAttribute | undefined][] = [
    ['PartitionKeyAlias', ctx.partitionKey],
    ['SortKeyAlias', ctx.sortKey]
  ];
  for (const [field, key] of pairs) {
    const alias = ownField(raw, field);
    if (alias === undefined) continue;
    if (typeof alias !== 'string') {
      r.warn(
        joinPath(path, field),
        'workbench.facet-alias',
        `${field} of ${owner} should be a string, got ${describeJson(alias)}; it is ignored`
      );
    } else if (key) {
      parts.set(key.name, alias);
    } else {
      r.info(
        joinPath(path, field),
        'workbench.facet-alias',
        `${owner} has a ${field} but the table has no sort key; remove the alias`
      );
    }
  }
  return parts;
}

function facetAttributes(
  raw: unknown,
  path: string,
  r: FindingCollector,
  ctx: FacetContext,
  owner: string
): EntityAttribute[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    r.error(
      path,
      'workbench.facet-attributes',
      `NonKeyAttributes of ${owner} should be an array of attribute names, got ${describeJson(raw)}; no attributes were read`
    );
    return [];
  }
  const out: EntityAttribute[] = [];
  const seen = new Set<string>();
  raw.forEach((entry, i) => {
    // Facets list plain names; accept {AttributeName} objects too (the table-level spelling).
    const name =
      typeof entry === 'string'
        ? entry
        : isPlainObject(entry)
          ? ownField(entry, 'AttributeName')
          : undefined;
    if (typeof name !== 'string' || name.length === 0) {
      r.error(
        joinPath(path, i),
        'workbench.facet-attributes',
        `NonKeyAttributes of ${owner} should hold attribute names, got ${describeJson(entry)}; remove or fix the entry`
      );
      return;
    }
    if (seen.has(name)) return;
    seen.add(name);
    out.push({ name, type: ctx.types.get(name) ?? 'S' });
  });
  return out;
}
