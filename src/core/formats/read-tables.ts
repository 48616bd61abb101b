import type { AttributeMap, KeyType } from '../model/attribute-value.ts';
import type {
  Billing,
  GlobalSecondaryIndex,
  KeyAttribute,
  LocalSecondaryIndex,
  Projection,
  Table
} from '../model/design.ts';
import { joinPath } from '../model/finding.ts';
import { checkTableOrIndexName, MAX_GSIS, MAX_LSIS } from '../validate/validate-names.ts';
import type { JsonReader } from './json-reader.ts';
import { parseAttributeMap } from './parse-attribute-map.ts';
import { readKey } from './read-key.ts';

const PROJECTIONS = ['ALL', 'KEYS_ONLY', 'INCLUDE'] as const;
// The fields docs/design.schema.json allows on each object.
const TABLE_FIELDS = [
  'name',
  'partitionKey',
  'sortKey',
  'globalSecondaryIndexes',
  'localSecondaryIndexes',
  'billing',
  'items'
];

/** Read and check the `tables` of a native design. Bad tables are reported and skipped; bad parts of good tables are reported and dropped. */
export function readTables(r: JsonReader, raw: unknown[], path: string): Table[] {
  const tables: Table[] = [];
  const names = new Set<string>();
  raw.forEach((t, i) => {
    const p = joinPath(path, i);
    const o = r.object(t, p, 'a table', TABLE_FIELDS);
    if (!o) return;
    const name = r.string(o, 'name', p);
    const partitionKey = readKey(r, o, 'partitionKey', p, true);
    if (name === undefined || !partitionKey) return;
    const bad = checkTableOrIndexName('table', name);
    if (bad) r.error(joinPath(p, 'name'), 'name.invalid', bad);
    if (names.has(name))
      r.error(
        joinPath(p, 'name'),
        'table.duplicate',
        `table name "${name}" is used twice; table names must be unique`
      );
    names.add(name);
    const sortKey = readKey(r, o, 'sortKey', p, false);
    const gsis = r
      .array(o, 'globalSecondaryIndexes', p)
      .flatMap((g, j) => readGsi(r, g, joinPath(joinPath(p, 'globalSecondaryIndexes'), j)));
    const lsis = r
      .array(o, 'localSecondaryIndexes', p)
      .flatMap((l, j) => readLsi(r, l, joinPath(joinPath(p, 'localSecondaryIndexes'), j)));
    if (gsis.length > MAX_GSIS)
      r.warn(
        joinPath(p, 'globalSecondaryIndexes'),
        'index.too-many',
        `${gsis.length} GSIs; DynamoDB's default quota is ${MAX_GSIS} per table`
      );
    if (lsis.length > MAX_LSIS)
      r.error(
        joinPath(p, 'localSecondaryIndexes'),
        'index.too-many',
        `${lsis.length} LSIs; DynamoDB allows at most ${MAX_LSIS} per table`
      );
    if (lsis.length > 0 && !sortKey)
      r.error(
        joinPath(p, 'localSecondaryIndexes'),
        'index.lsi-needs-sort-key',
        `table "${name}" has LSIs but no sort key; an LSI needs a table with a composite primary key`
      );
    const indexNames = new Set<string>();
    for (const [k, ix] of [...gsis, ...lsis].entries()) {
      if (indexNames.has(ix.name))
        r.error(
          joinPath(p, k < gsis.length ? 'globalSecondaryIndexes' : 'localSecondaryIndexes'),
          'index.duplicate',
          `index name "${ix.name}" is used twice in table "${name}"`
        );
      indexNames.add(ix.name);
    }
    checkKeyTypesAgree(r, p, [
      partitionKey,
      sortKey,
      ...gsis.flatMap((g) => [g.partitionKey, g.sortKey]),
      ...lsis.map((l) => l.sortKey)
    ]);
    const items: AttributeMap[] = [];
    r.array(o, 'items', p).forEach((it, j) => {
      const m = parseAttributeMap(it, joinPath(joinPath(p, 'items'), j), r.findings);
      if (m) items.push(m);
    });
    const billing = readBilling(r, r.field(o, 'billing'), joinPath(p, 'billing'));
    tables.push({
      name,
      partitionKey,
      ...(sortKey ? { sortKey } : {}),
      globalSecondaryIndexes: gsis,
      localSecondaryIndexes: lsis,
      ...(billing ? { billing } : {}),
      items
    });
  });
  return tables;
}

function readProjection(r: JsonReader, raw: unknown, path: string): Projection {
  if (raw === undefined) return { type: 'ALL' };
  const o = r.object(raw, path, '"projection"', ['type', 'nonKeyAttributes']);
  if (!o) return { type: 'ALL' };
  const type = r.oneOf(o, 'type', path, PROJECTIONS, 'ALL') ?? 'ALL';
  if (type !== 'INCLUDE') return { type };
  const attrs = r
    .array(o, 'nonKeyAttributes', path, true)
    .filter((a): a is string => typeof a === 'string');
  return { type, nonKeyAttributes: attrs };
}

function readGsi(r: JsonReader, raw: unknown, p: string): GlobalSecondaryIndex[] {
  const o = r.object(raw, p, 'a global secondary index', [
    'name',
    'partitionKey',
    'sortKey',
    'projection'
  ]);
  if (!o) return [];
  const name = r.string(o, 'name', p);
  const partitionKey = readKey(r, o, 'partitionKey', p, true);
  if (name === undefined || !partitionKey) return [];
  const bad = checkTableOrIndexName('index', name);
  if (bad) r.error(joinPath(p, 'name'), 'name.invalid', bad);
  const sortKey = readKey(r, o, 'sortKey', p, false);
  return [
    {
      name,
      partitionKey,
      ...(sortKey ? { sortKey } : {}),
      projection: readProjection(r, r.field(o, 'projection'), joinPath(p, 'projection'))
    }
  ];
}

function readLsi(r: JsonReader, raw: unknown, p: string): LocalSecondaryIndex[] {
  const o = r.object(raw, p, 'a local secondary index', ['name', 'sortKey', 'projection']);
  if (!o) return [];
  const name = r.string(o, 'name', p);
  const sortKey = readKey(r, o, 'sortKey', p, true);
  if (name === undefined || !sortKey) return [];
  const bad = checkTableOrIndexName('index', name);
  if (bad) r.error(joinPath(p, 'name'), 'name.invalid', bad);
  return [
    {
      name,
      sortKey,
      projection: readProjection(r, r.field(o, 'projection'), joinPath(p, 'projection'))
    }
  ];
}

function readBilling(r: JsonReader, raw: unknown, p: string): Billing | undefined {
  if (raw === undefined) return undefined;
  const o = r.object(raw, p, '"billing"', ['mode', 'readCapacityUnits', 'writeCapacityUnits']);
  if (!o) return undefined;
  const mode = r.oneOf(o, 'mode', p, ['PAY_PER_REQUEST', 'PROVISIONED'] as const);
  if (mode === 'PAY_PER_REQUEST') return { mode };
  if (mode !== 'PROVISIONED') return undefined;
  const rcu = r.count(o, 'readCapacityUnits', p) ?? 1;
  const wcu = r.count(o, 'writeCapacityUnits', p) ?? 1;
  return { mode, readCapacityUnits: rcu, writeCapacityUnits: wcu };
}

/** One attribute has one type: a table that declares `SK` as S must not index it as N. */
function checkKeyTypesAgree(
  r: JsonReader,
  path: string,
  keys: readonly (KeyAttribute | undefined)[]
): void {
  const seen = new Map<string, KeyType>();
  for (const k of keys) {
    if (!k) continue;
    const t = seen.get(k.name);
    if (t && t !== k.type)
      r.error(
        path,
        'key.type-conflict',
        `attribute "${k.name}" is declared as ${t} in one key and ${k.type} in another; an attribute has one type`
      );
    seen.set(k.name, t ?? k.type);
  }
}
