import { ownField } from '../../json/own-field.ts';
import type { FindingCollector } from '../../model/finding-collector.ts';
import { ATTRIBUTE_TYPES, type AttributeType } from '../../model/attribute-value.ts';
import type { Table } from '../../model/design.ts';
import { joinPath } from '../../model/finding.ts';
import { describeJson } from '../../json/describe-json.ts';
import { isPlainObject } from '../../json/is-plain-object.ts';
import { readFacet } from './facet.ts';
import type { FacetRead } from './facet-keys.ts';
import { countRaw, readTableData } from './items.ts';
import { readBilling } from './billing.ts';
import { readGsis, readLsis } from './indexes.ts';
import { readKeySchema } from './keys.ts';
import { tableProblems } from '../../rules/table-problems.ts';
import { q } from './shared.ts';

/** Names shared across the tables of one model. */
export interface ModelContext {
  readonly tableNames: Set<string>;
  readonly facetNames: Set<string>;
}

/**
 * Read one entry of `DataModel` (dynamodb-rules.md §E, observed schema):
 * `{TableName, KeyAttributes, NonKeyAttributes, TableFacets?, GlobalSecondaryIndexes?,
 * TableData?, DataAccess?, BillingMode?, ProvisionedCapacitySettings?}`.
 * Item data may sit at table level and inside facets — both are read
 * (aws-samples/amazon-dynamodb-design-patterns `examples/an-online-shop/json`).
 * Returns null only when the table has no usable partition key (reported).
 */
export function readTable(
  raw: unknown,
  path: string,
  r: FindingCollector,
  ctx: ModelContext,
  index: number
): { table: Table; facets: FacetRead[] } | null {
  if (!isPlainObject(raw)) {
    r.error(
      path,
      'workbench.table-not-object',
      `DataModel entries should be table objects with TableName and KeyAttributes, got ${describeJson(raw)}; the entry is skipped`
    );
    return null;
  }
  const name = tableName(ownField(raw, 'TableName'), joinPath(path, 'TableName'), r, ctx, index);
  const owner = `table ${q(name)}`;
  const keys = readKeySchema(
    ownField(raw, 'KeyAttributes'),
    joinPath(path, 'KeyAttributes'),
    r,
    owner
  );
  if (!keys?.partitionKey) {
    const facets = ownField(raw, 'TableFacets');
    const lost =
      countRaw(ownField(raw, 'TableData')) +
      (Array.isArray(facets)
        ? facets.reduce<number>(
            (n, f) => n + (isPlainObject(f) ? countRaw(ownField(f, 'TableData')) : 0),
            0
          )
        : 0);
    r.error(
      path,
      'workbench.table-skipped',
      `${owner} has no usable partition key, so it and its ${lost} item(s) are not loaded; fix KeyAttributes.PartitionKey and import again`
    );
    return null;
  }
  const { partitionKey, sortKey } = keys;
  const types = attributeTypes(
    ownField(raw, 'NonKeyAttributes'),
    joinPath(path, 'NonKeyAttributes'),
    r,
    owner
  );
  const indexNames = new Set<string>();
  const gsis = readGsis(
    ownField(raw, 'GlobalSecondaryIndexes'),
    joinPath(path, 'GlobalSecondaryIndexes'),
    r,
    name,
    indexNames
  );
  const lsis = readLsis(
    ownField(raw, 'LocalSecondaryIndexes'),
    joinPath(path, 'LocalSecondaryIndexes'),
    r,
    name,
    partitionKey,
    indexNames
  );
  for (const k of [
    partitionKey,
    sortKey,
    ...gsis.flatMap((g) => [g.partitionKey, g.sortKey]),
    ...lsis.map((l) => l.sortKey)
  ]) {
    if (k) types.set(k.name, k.type);
  }
  const billing = readBilling(raw, path, r, owner);
  const data = readTableData(ownField(raw, 'TableData'), joinPath(path, 'TableData'), r, owner);
  const read: FacetRead[] = [];
  const facetsPath = joinPath(path, 'TableFacets');
  const facets = ownField(raw, 'TableFacets');
  if (Array.isArray(facets)) {
    facets.forEach((f, j) => {
      const e = readFacet(
        f,
        joinPath(facetsPath, j),
        r,
        { table: name, partitionKey, sortKey, types, facetNames: ctx.facetNames },
        j
      );
      if (e) read.push(e);
    });
  } else if (facets !== undefined) {
    r.error(
      facetsPath,
      'workbench.facets-not-array',
      `TableFacets of ${owner} should be an array of facets, got ${describeJson(facets)}; no facets were read`
    );
  }
  for (const key of Object.keys(raw)) {
    if (/access.?patterns?/i.test(key))
      r.info(
        joinPath(path, key),
        'workbench.access-patterns-ignored',
        `${owner} has a ${q(key)} section that Keyscope cannot map; add the access patterns in Keyscope`
      );
  }
  const table: Table = {
    name,
    partitionKey,
    ...(sortKey ? { sortKey } : {}),
    globalSecondaryIndexes: gsis,
    localSecondaryIndexes: lsis,
    ...(billing ? { billing } : {}),
    items: data.items,
    itemSources: data.sources
  };
  // The table rules are tableProblems's (one home), whichever format the table came in.
  for (const problem of tableProblems(table)) {
    const at = joinPath(path, WORKBENCH_FIELDS.get(problem.field.split(':')[0]!) ?? 'TableName');
    if (problem.severity === 'error') r.error(at, problem.code, problem.message);
    else r.warn(at, problem.code, problem.message);
  }
  return { table, facets: read };
}

/** Where a Workbench table holds each part `tableProblems` addresses. */
const WORKBENCH_FIELDS = new Map([
  ['name', 'TableName'],
  ['partitionKey', 'KeyAttributes'],
  ['sortKey', 'KeyAttributes'],
  ['gsis', 'GlobalSecondaryIndexes'],
  ['gsi', 'GlobalSecondaryIndexes'],
  ['lsis', 'LocalSecondaryIndexes'],
  ['lsi', 'LocalSecondaryIndexes']
]);

function tableName(
  raw: unknown,
  path: string,
  r: FindingCollector,
  ctx: ModelContext,
  index: number
): string {
  let name: string;
  if (typeof raw === 'string' && raw.length > 0) name = raw;
  else {
    name = `Table${index + 1}`;
    r.error(
      path,
      'workbench.table-name',
      `a table has TableName ${describeJson(raw)}; give it a non-empty name — it is loaded as ${q(name)}`
    );
  }
  if (!ctx.tableNames.has(name)) {
    ctx.tableNames.add(name);
    return name;
  }
  let n = 2;
  while (ctx.tableNames.has(`${name} (${n})`)) n++;
  const renamed = `${name} (${n})`;
  r.error(
    path,
    'workbench.table-duplicate',
    `table name ${q(name)} is used twice; table names must be unique — rename one (this one is loaded as ${q(renamed)})`
  );
  ctx.tableNames.add(renamed);
  return renamed;
}

/** Declared types from the table's `NonKeyAttributes: [{AttributeName, AttributeType}]`. */
function attributeTypes(
  raw: unknown,
  path: string,
  r: FindingCollector,
  owner: string
): Map<string, AttributeType> {
  const types = new Map<string, AttributeType>();
  if (raw === undefined) return types;
  if (!Array.isArray(raw)) {
    r.error(
      path,
      'workbench.attributes-not-array',
      `NonKeyAttributes of ${owner} should be an array of {"AttributeName", "AttributeType"}, got ${describeJson(raw)}; attribute types default to S`
    );
    return types;
  }
  raw.forEach((a, i) => {
    const p = joinPath(path, i);
    const name = isPlainObject(a) ? ownField(a, 'AttributeName') : undefined;
    const type = isPlainObject(a) ? ownField(a, 'AttributeType') : undefined;
    if (typeof name !== 'string' || name.length === 0) {
      r.error(
        p,
        'workbench.attribute-definition',
        `NonKeyAttributes of ${owner} should hold {"AttributeName": "…", "AttributeType": "S"}, got ${describeJson(a)}; fix or remove the entry`
      );
    } else if (typeof type !== 'string' || !ATTRIBUTE_TYPES.includes(type as AttributeType)) {
      r.warn(
        joinPath(p, 'AttributeType'),
        'workbench.attribute-type',
        `attribute ${q(name)} of ${owner} has AttributeType ${describeJson(type)}; use one of ${ATTRIBUTE_TYPES.join(', ')} — it is read as S`
      );
      types.set(name, 'S');
    } else types.set(name, type as AttributeType);
  });
  return types;
}
