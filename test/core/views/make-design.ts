import type {
  AttributeMap,
  AttributeValue,
  KeyType
} from '../../../src/core/model/attribute-value.ts';
import type {
  AccessPattern,
  Design,
  Entity,
  GlobalSecondaryIndex,
  LocalSecondaryIndex,
  Projection,
  Table
} from '../../../src/core/model/design.ts';

/** Small builders for designs in tests; every field not given takes the loader's default. */
export interface TableSpec {
  name?: string;
  pk?: [string, KeyType];
  sk?: [string, KeyType] | null;
  gsis?: GlobalSecondaryIndex[];
  lsis?: LocalSecondaryIndex[];
  items?: AttributeMap[];
}

export function makeTable(spec: TableSpec = {}): Table {
  const [pkName, pkType] = spec.pk ?? ['PK', 'S'];
  const sk = spec.sk === undefined ? (['SK', 'S'] as [string, KeyType]) : spec.sk;
  return {
    name: spec.name ?? 'tbl',
    partitionKey: { name: pkName, type: pkType },
    ...(sk ? { sortKey: { name: sk[0], type: sk[1] } } : {}),
    globalSecondaryIndexes: spec.gsis ?? [],
    localSecondaryIndexes: spec.lsis ?? [],
    items: spec.items ?? []
  };
}

export function makeEntity(
  name: string,
  keys: Record<string, string>,
  items: AttributeMap[],
  table = 'tbl'
): Entity {
  return { name, table, attributes: [], keys, items };
}

export function makeDesign(
  tables: Table[],
  entities: Entity[] = [],
  accessPatterns: AccessPattern[] = []
): Design {
  return { name: 'test', tables, entities, accessPatterns };
}

export function gsi(
  name: string,
  pk: [string, KeyType],
  sk?: [string, KeyType],
  projection: GlobalSecondaryIndex['projection'] = { type: 'ALL' }
): GlobalSecondaryIndex {
  return {
    name,
    partitionKey: { name: pk[0], type: pk[1] },
    ...(sk ? { sortKey: { name: sk[0], type: sk[1] } } : {}),
    projection
  };
}

export function lsi(
  name: string,
  sk: [string, KeyType],
  projection: LocalSecondaryIndex['projection'] = { type: 'ALL' }
): LocalSecondaryIndex {
  return { name, sortKey: { name: sk[0], type: sk[1] }, projection };
}

/** An item from plain JS: strings become S, numbers N (as written), `{B: …}`/typed values pass through. */
export function item(fields: Record<string, string | number | AttributeValue>): AttributeMap {
  const out: Record<string, AttributeValue> = {};
  for (const [k, v] of Object.entries(fields))
    out[k] = typeof v === 'string' ? { S: v } : typeof v === 'number' ? { N: String(v) } : v;
  return out;
}

/** An item from a property test's record, its absent (undefined) fields left out. */
export function presentItem(fields: Record<string, string | number | undefined>): AttributeMap {
  const present: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) present[k] = v;
  return item(present);
}

/**
 * The projections the index properties run over. "GSI1PK" is an index key that
 * `entityDesign`'s template renders and its items do not carry.
 */
export const PROJECTIONS: readonly Projection[] = [
  { type: 'KEYS_ONLY' },
  { type: 'INCLUDE', nonKeyAttributes: ['note', 'absent', 'GSI1PK'] },
  { type: 'ALL' }
];

/**
 * A one-table design with the given indexes, its items one entity's, keyed `K#${k}` / `S#${s}`
 * and `GSI1PK` `G#${k}`: the shape of the index properties.
 */
export function entityDesign(
  indexes: Pick<TableSpec, 'gsis' | 'lsis'>,
  rows: readonly Record<string, string | number | undefined>[]
): Design {
  return makeDesign(
    [makeTable(indexes)],
    [makeEntity('E', { PK: 'K#${k}', SK: 'S#${s}', GSI1PK: 'G#${k}' }, rows.map(presentItem))]
  );
}

export const b64 = (...bytes: number[]): string => Buffer.from(bytes).toString('base64');
