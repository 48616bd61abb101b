import type { AttributeType } from '../../model/attribute-value.ts';
import type { Entity, EntityAttribute, KeyAttribute } from '../../model/design.ts';
import { joinPath } from '../../model/finding.ts';
import { describe, isPlainObject } from '../../attributes/parse-attribute-map.ts';
import { readTableData } from './items.ts';
import { own, q, type Report } from './shared.ts';

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
 * Read one entry of `TableFacets` into an Entity.
 *
 * Shape (dynamodb-rules.md §E; AWS `workbench.Modeler.Edit.html`; aws-samples
 * repos): `{FacetName, KeyAttributeAlias: {PartitionKeyAlias, SortKeyAlias?},
 * NonKeyAttributes: string[], TableData?: Item[], DataAccess?}`. Aliases are
 * display names only (real files hold patterns such as `"SubId#SKU"`), so they
 * are not key templates: `keys` stays empty and the aliases go into the
 * description. Facet items live in the facet's own `TableData`.
 */
export function readFacet(
  raw: unknown,
  path: string,
  r: Report,
  ctx: FacetContext,
  index: number
): Entity | null {
  if (!isPlainObject(raw)) {
    r.error(
      'workbench.facet-not-object',
      `a facet of table ${q(ctx.table)} should be an object with FacetName, KeyAttributeAlias and NonKeyAttributes, got ${describe(raw)}; the facet is skipped`,
      path
    );
    return null;
  }
  const name = facetName(own(raw, 'FacetName'), joinPath(path, 'FacetName'), r, ctx, index);
  const owner = `facet ${q(name)} of table ${q(ctx.table)}`;
  const description = aliases(
    own(raw, 'KeyAttributeAlias'),
    joinPath(path, 'KeyAttributeAlias'),
    r,
    ctx,
    owner
  );
  const attributes = facetAttributes(
    own(raw, 'NonKeyAttributes'),
    joinPath(path, 'NonKeyAttributes'),
    r,
    ctx,
    owner
  );
  const data = readTableData(own(raw, 'TableData'), joinPath(path, 'TableData'), r, owner);
  return {
    name,
    table: ctx.table,
    ...(description ? { description } : {}),
    attributes,
    keys: {},
    items: data.items,
    itemSources: data.sources
  };
}

function facetName(
  raw: unknown,
  path: string,
  r: Report,
  ctx: FacetContext,
  index: number
): string {
  let name: string;
  if (typeof raw === 'string' && raw.length > 0) name = raw;
  else {
    name = `${ctx.table}Facet${index + 1}`;
    r.error(
      'workbench.facet-name',
      `a facet of table ${q(ctx.table)} has FacetName ${describe(raw)}; give it a non-empty name — it is loaded as ${q(name)}`,
      path
    );
  }
  if (!ctx.facetNames.has(name)) {
    ctx.facetNames.add(name);
    return name;
  }
  let n = 2;
  while (ctx.facetNames.has(`${name} (${n})`)) n++;
  const renamed = `${name} (${n})`;
  r.warning(
    'workbench.facet-duplicate',
    `facet name ${q(name)} is used twice; Workbench requires FacetName to be unique across the model — rename one (this one is loaded as ${q(renamed)})`,
    path
  );
  ctx.facetNames.add(renamed);
  return renamed;
}

function aliases(
  raw: unknown,
  path: string,
  r: Report,
  ctx: FacetContext,
  owner: string
): string | undefined {
  if (raw === undefined) return undefined;
  if (!isPlainObject(raw)) {
    r.warning(
      'workbench.facet-alias',
      `KeyAttributeAlias of ${owner} should be an object like {"PartitionKeyAlias": "…", "SortKeyAlias": "…"}, got ${describe(raw)}; it is ignored`,
      path
    );
    return undefined;
  }
  const parts: string[] = [];
  const pairs: [string, KeyAttribute | undefined][] = [
    ['PartitionKeyAlias', ctx.partitionKey],
    ['SortKeyAlias', ctx.sortKey]
  ];
  for (const [field, key] of pairs) {
    const alias = own(raw, field);
    if (alias === undefined) continue;
    if (typeof alias !== 'string') {
      r.warning(
        'workbench.facet-alias',
        `${field} of ${owner} should be a string, got ${describe(alias)}; it is ignored`,
        joinPath(path, field)
      );
    } else if (key) {
      parts.push(`${key.name} = ${JSON.stringify(alias)}`);
    } else {
      r.info(
        'workbench.facet-alias',
        `${owner} has a ${field} but the table has no sort key; remove the alias`,
        joinPath(path, field)
      );
    }
  }
  return parts.length > 0 ? `Workbench key aliases: ${parts.join(', ')}` : undefined;
}

function facetAttributes(
  raw: unknown,
  path: string,
  r: Report,
  ctx: FacetContext,
  owner: string
): EntityAttribute[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    r.error(
      'workbench.facet-attributes',
      `NonKeyAttributes of ${owner} should be an array of attribute names, got ${describe(raw)}; no attributes were read`,
      path
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
          ? own(entry, 'AttributeName')
          : undefined;
    if (typeof name !== 'string' || name.length === 0) {
      r.error(
        'workbench.facet-attributes',
        `NonKeyAttributes of ${owner} should hold attribute names, got ${describe(entry)}; remove or fix the entry`,
        joinPath(path, i)
      );
      return;
    }
    if (seen.has(name)) return;
    seen.add(name);
    out.push({ name, type: ctx.types.get(name) ?? 'S' });
  });
  return out;
}
