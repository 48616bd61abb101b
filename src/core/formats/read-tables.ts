import type { AttributeMap } from '../model/attribute-value.ts';
import type {
  Billing,
  GlobalSecondaryIndex,
  KeyAttribute,
  LocalSecondaryIndex,
  Projection,
  Table
} from '../model/design.ts';
import { joinPath } from '../model/finding.ts';
import { nameProblem } from '../rules/check-name.ts';
import { tableProblems } from '../rules/table-problems.ts';
import type { JsonReader } from './json-reader.ts';
import { parseAttributeMap } from '../attributes/parse-attribute-map.ts';
import { readKey } from './read-key.ts';
import { readKeyParts } from './read-key-parts.ts';

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

/**
 * Read and check the `tables` of a native design. Bad tables are reported and skipped; bad parts
 * of good tables are reported and dropped. Table rules (names, index quotas, LSIs, key types)
 * are `tableProblems`'s, reported at the field they are about.
 */
export function readTables(r: JsonReader, raw: unknown[], path: string): Table[] {
  const tables: Table[] = [];
  const names: string[] = [];
  raw.forEach((t, i) => {
    const p = joinPath(path, i);
    const o = r.object(t, p, 'a table', TABLE_FIELDS);
    if (!o) return;
    const name = r.string(o, 'name', p);
    const partitionKey = readKey(r, o, 'partitionKey', p, true);
    if (name === undefined || !partitionKey) return;
    const taken = nameProblem('table', name, names);
    if (taken?.code === 'name.duplicate')
      r.error(joinPath(p, 'name'), 'table.duplicate', taken.message);
    names.push(name);
    const sortKey = readKey(r, o, 'sortKey', p, false);
    const gsis = readIndexes(r, o, 'globalSecondaryIndexes', p, readGsi);
    const lsis = readIndexes(r, o, 'localSecondaryIndexes', p, readLsi);
    const items: AttributeMap[] = [];
    r.array(o, 'items', p).forEach((it, j) => {
      const m = parseAttributeMap(it, joinPath(joinPath(p, 'items'), j), r.findings);
      if (m) items.push(m);
      r.counter?.item();
    });
    const billing = readBilling(r, r.field(o, 'billing'), joinPath(p, 'billing'));
    const table: Table = {
      name,
      partitionKey,
      ...(sortKey ? { sortKey } : {}),
      globalSecondaryIndexes: gsis.map((g) => g.index),
      localSecondaryIndexes: lsis.map((l) => l.index),
      ...(billing ? { billing } : {}),
      items
    };
    for (const problem of tableProblems(table)) {
      const at = fieldPath(p, problem.field, gsis, lsis);
      if (problem.severity === 'error') r.error(at, problem.code, problem.message);
      else r.warn(at, problem.code, problem.message);
    }
    tables.push(table);
  });
  return tables;
}

/** An index read from the file, with where it stands there (skipped indexes leave gaps). */
interface ReadIndex<T> {
  readonly index: T;
  readonly path: string;
}

function readIndexes<T>(
  r: JsonReader,
  o: Record<string, unknown>,
  key: string,
  p: string,
  read: (r: JsonReader, raw: unknown, path: string) => T[]
): ReadIndex<T>[] {
  return r.array(o, key, p).flatMap((raw, j) => {
    const path = joinPath(joinPath(p, key), j);
    return read(r, raw, path).map((index) => ({ index, path }));
  });
}

/** The JSON path of a `tableProblems` field (`name`, `gsis`, `gsi:1:sortKey`…). */
function fieldPath(
  p: string,
  field: string,
  gsis: readonly ReadIndex<unknown>[],
  lsis: readonly ReadIndex<unknown>[]
): string {
  const [head, i, part] = field.split(':');
  if (head === 'gsis') return joinPath(p, 'globalSecondaryIndexes');
  if (head === 'lsis') return joinPath(p, 'localSecondaryIndexes');
  if (head === 'gsi' || head === 'lsi') {
    const at = (head === 'gsi' ? gsis : lsis)[Number(i)]?.path ?? p;
    if (!part) return at;
    const element = /^(\w+)\[(\d+)\]$/.exec(part);
    return element ? joinPath(joinPath(at, element[1]!), Number(element[2])) : joinPath(at, part);
  }
  return joinPath(p, field);
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
  const partition = readKeyParts(r, o, 'partitionKey', p, true);
  if (name === undefined || !partition) return [];
  const [partitionKey, ...morePartitionKeys] = partition as [KeyAttribute, ...KeyAttribute[]];
  const [sortKey, ...moreSortKeys] = readKeyParts(r, o, 'sortKey', p, false) ?? [];
  return [
    {
      name,
      partitionKey,
      ...(morePartitionKeys.length ? { morePartitionKeys } : {}),
      ...(sortKey ? { sortKey } : {}),
      ...(moreSortKeys.length ? { moreSortKeys } : {}),
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
