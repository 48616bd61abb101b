import type { AccessPattern, Design, Table } from '../model/design.ts';
import { checkAttributeName, checkTableOrIndexName, MAX_GSIS, MAX_LSIS } from './validate-names.ts';
import { capitalize } from '../text/capitalize.ts';

/** What a name names, for the messages of `checkName`. */
export type NameKind =
  'table' | 'index' | 'entity' | 'access pattern' | 'attribute' | 'key attribute';

/**
 * Whether `name` may be given to a new or renamed table, index, entity, access pattern or
 * attribute: null when it may, otherwise what is wrong and how to fix it. `taken` holds the
 * other names in the same scope (the thing's own current name left out): every table of the
 * design, every GSI and LSI of the table, every entity, every access pattern, every attribute
 * of the entity. Table and index names follow DynamoDB's rule (3–255 characters of
 * `A-Z a-z 0-9 _ . -`); attribute names are 1 character up to 64 KB (255 bytes for keys).
 *
 * @example
 * checkName('index', 'GSI1', ['GSI1']); // 'Index name "GSI1" is already used in this table; …'
 */
export function checkName(kind: NameKind, name: string, taken: readonly string[]): string | null {
  const bad =
    kind === 'table' || kind === 'index'
      ? checkTableOrIndexName(kind, name)
      : kind === 'attribute' || kind === 'key attribute'
        ? checkAttributeName(name, kind === 'key attribute')
        : name.trim() === ''
          ? `${kind} name is empty; give it a name`
          : null;
  if (bad) return capitalize(bad);
  if (taken.includes(name))
    return `${capitalize(kind)} name "${name}" is already used${SCOPE[kind]}`;
  return null;
}

const SCOPE: Record<NameKind, string> = {
  table: '; table names must be unique in a design',
  index: ' in this table; GSI and LSI names must be unique per table',
  entity: '; entity names must be unique',
  'access pattern': '; access pattern names must be unique',
  attribute: ' by this entity',
  'key attribute': ''
};

/** Why a GSI cannot be added to the table (DynamoDB's default quota), or null. */
export function whyNoNewGsi(table: Table): string | null {
  if (table.globalSecondaryIndexes.length >= MAX_GSIS)
    return `Table "${table.name}" already has ${table.globalSecondaryIndexes.length} GSIs; DynamoDB's default quota is ${MAX_GSIS} per table`;
  return null;
}

/** Why an LSI cannot be added to the table (it has no sort key, or already 5 LSIs), or null. */
export function whyNoNewLsi(table: Table): string | null {
  if (!table.sortKey)
    return `An LSI needs a table with a sort key: it keeps the table's partition key and sorts by another attribute. Add a sort key to table "${table.name}" first`;
  if (table.localSecondaryIndexes.length >= MAX_LSIS)
    return `Table "${table.name}" already has ${table.localSecondaryIndexes.length} LSIs; DynamoDB allows at most ${MAX_LSIS} per table`;
  return null;
}

/** Why the table's sort key cannot be removed (LSIs depend on it), or null. */
export function whySortKeyStays(table: Table): string | null {
  const n = table.localSecondaryIndexes.length;
  if (n === 0) return null;
  return `Table "${table.name}" has ${n} ${n === 1 ? 'LSI' : 'LSIs'}, and an LSI needs the table's sort key; delete ${n === 1 ? 'it' : 'them'} first`;
}

/**
 * One problem with a table's definition, addressed to the field it is about: `name`,
 * `partitionKey`, `sortKey`, `gsis`, `lsis`, `gsi:<i>:name|partitionKey|sortKey|projection`,
 * `lsi:<i>:name|sortKey|projection`.
 */
export interface TableProblem {
  readonly field: string;
  readonly message: string;
}

/**
 * Entity attributes whose declared type disagrees with the key they are (S, N or B), as
 * `attribute:<i>` problems.
 */
export function entityProblems(design: Design, entity: number): TableProblem[] {
  const e = design.entities[entity];
  const table = e && design.tables.find((t) => t.name === e.table);
  if (!e || !table) return [];
  const keys = new Map<string, string>();
  for (const k of [
    table.partitionKey,
    table.sortKey,
    ...table.globalSecondaryIndexes.flatMap((g) => [g.partitionKey, g.sortKey]),
    ...table.localSecondaryIndexes.map((l) => l.sortKey)
  ])
    if (k && !keys.has(k.name)) keys.set(k.name, k.type);
  const out: TableProblem[] = [];
  e.attributes.forEach((a, i) => {
    const type = keys.get(a.name);
    if (type && type !== a.type)
      out.push({
        field: `attribute:${i}`,
        message: `"${a.name}" is a key attribute of type ${type} in table "${table.name}"; declare it ${type} or rename it`
      });
  });
  return out;
}

/**
 * The first of `base1`, `base2`, … that is not in `taken`: a default name for something new.
 *
 * @example
 * uniqueName('GSI', ['GSI1']); // 'GSI2'
 */
export function uniqueName(base: string, taken: readonly string[]): string {
  for (let n = 1; ; n++) if (!taken.includes(`${base}${n}`)) return `${base}${n}`;
}

/**
 * What an access pattern asks that its table or index cannot do, addressed to `query` (no such
 * table or index), `sortKey` (a sort key condition on a view without a sort key) or
 * `consistentRead` (strongly consistent reads on a GSI).
 *
 * @example
 * patternProblems(gaming, { ...pattern, index: 'InvertedIndex', consistentRead: true });
 * // [{ field: 'consistentRead', message: 'Strongly consistent reads are not available on a GSI; …' }]
 */
export function patternProblems(design: Design, pattern: AccessPattern): TableProblem[] {
  const table = design.tables.find((t) => t.name === pattern.table);
  if (!table) return [{ field: 'query', message: `There is no table "${pattern.table}"` }];
  const gsi = table.globalSecondaryIndexes.find((g) => g.name === pattern.index);
  const lsi = table.localSecondaryIndexes.find((l) => l.name === pattern.index);
  if (pattern.index !== null && !gsi && !lsi)
    return [{ field: 'query', message: `Table "${table.name}" has no index "${pattern.index}"` }];
  const out: TableProblem[] = [];
  const sortKey = gsi ? gsi.sortKey : lsi ? lsi.sortKey : table.sortKey;
  if (pattern.sortKey && !sortKey)
    out.push({
      field: 'sortKey',
      message: `${pattern.index === null ? `Table "${table.name}"` : `Index "${pattern.index}"`} has no sort key to apply a condition to; remove the condition`
    });
  if (gsi && pattern.consistentRead)
    out.push({
      field: 'consistentRead',
      message: 'Strongly consistent reads are not available on a GSI; only eventually consistent'
    });
  return out;
}
