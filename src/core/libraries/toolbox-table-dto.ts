import type { KeyType } from '../model/attribute-value.ts';
import type { KeyAttribute } from '../model/design.ts';
import { joinPath } from '../model/finding.ts';
import { describeJson } from '../json/describe-json.ts';
import { isPlainObject } from '../json/is-plain-object.ts';
import { ownField } from '../json/own-field.ts';
import type { LibraryDraft } from './library-draft.ts';

const KEY_TYPES = new Map<unknown, KeyType>([
  ['string', 'S'],
  ['number', 'N'],
  ['binary', 'B']
]);

/** The name a table gets when its DTO has none (a Table built without `name`). */
export const UNNAMED_TABLE = 'toolbox-table';

/**
 * A DynamoDB-Toolbox table as `JSON.stringify(table.build(TableDTO))` (or an entity DTO's
 * `table`) writes it, declared in the draft: `tableName`, `partitionKey`/`sortKey`
 * (`{ name, type }`), and `indexes`, global ones with `partitionKey(s)`/`sortKey(s)` (several:
 * a multi-attribute key), local ones with a `sortKey`. A DTO holds no projection: each index
 * projects ALL. Returns the table's name and every key attribute name, or null.
 *
 * @example
 * toolboxTableDto(draft, { tableName: 'app', partitionKey: { name: 'PK', type: 'string' } }, '$.table');
 * // { name: 'app', keys: Set { 'PK' } }
 */
export function toolboxTableDto(
  draft: LibraryDraft,
  raw: unknown,
  path: string
): { name: string; keys: Set<string> } | null {
  const found = draft.found;
  if (!isPlainObject(raw)) {
    found.error(
      path,
      'toolbox.table',
      `a Toolbox table should be an object with "partitionKey", got ${describeJson(raw)}`
    );
    return null;
  }
  const keyOf = (v: unknown, p: string): KeyAttribute | null => {
    const name = isPlainObject(v) ? ownField(v, 'name') : undefined;
    const type = isPlainObject(v) ? KEY_TYPES.get(ownField(v, 'type')) : undefined;
    if (typeof name === 'string' && name !== '' && type) return { name, type };
    found.error(
      p,
      'toolbox.key',
      `a key must be { "name": …, "type": "string" | "number" | "binary" }, got ${describeJson(v)}`
    );
    return null;
  };
  const tableName = ownField(raw, 'tableName');
  const name = typeof tableName === 'string' && tableName !== '' ? tableName : UNNAMED_TABLE;
  if (name === UNNAMED_TABLE)
    found.info(
      path,
      'toolbox.no-table-name',
      `the table has no name, so it is called "${UNNAMED_TABLE}"; give the Table its name and export it again`
    );
  const pk = keyOf(ownField(raw, 'partitionKey'), joinPath(path, 'partitionKey'));
  const rawSort = ownField(raw, 'sortKey');
  const sk = rawSort === undefined ? undefined : keyOf(rawSort, joinPath(path, 'sortKey'));
  if (!pk || sk === null || !draft.table(name, pk, sk, path)) return null;
  const keys = new Set([pk.name, ...(sk ? [sk.name] : [])]);
  const indexes = ownField(raw, 'indexes') ?? {};
  if (!isPlainObject(indexes)) {
    found.error(
      joinPath(path, 'indexes'),
      'toolbox.indexes',
      '"indexes" must be an object of indexes by name'
    );
    return { name, keys };
  }
  for (const index of Object.keys(indexes)) {
    const p = joinPath(joinPath(path, 'indexes'), index);
    const def = ownField(indexes, index);
    if (!isPlainObject(def)) {
      found.error(
        p,
        'toolbox.index',
        `index "${index}" must be an object with "type" and its keys`
      );
      continue;
    }
    const list = (one: string, many: string): KeyAttribute[] | null => {
      const several = ownField(def, many);
      const read = Array.isArray(several)
        ? several.map((k, i) => keyOf(k, joinPath(joinPath(p, many), i)))
        : ownField(def, one) === undefined
          ? []
          : [keyOf(ownField(def, one), joinPath(p, one))];
      return read.every((k) => k !== null) ? (read as KeyAttribute[]) : null;
    };
    const local = ownField(def, 'type') === 'local';
    const partition = local ? [pk] : list('partitionKey', 'partitionKeys');
    const sort = list('sortKey', 'sortKeys');
    if (!partition || !sort) continue;
    if (!partition.length || (local && sort.length !== 1)) {
      found.error(
        p,
        'toolbox.index',
        local
          ? `the local index "${index}" needs one "sortKey"`
          : `the global index "${index}" needs "partitionKey" or "partitionKeys"`
      );
      continue;
    }
    for (const k of [...partition, ...sort]) keys.add(k.name);
    draft.index(name, {
      name: index,
      local,
      partition,
      sort,
      projection: { type: 'ALL' },
      path: p
    });
  }
  return { name, keys };
}
