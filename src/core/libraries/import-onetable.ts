import type { KeyType } from '../model/attribute-value.ts';
import type { EntityAttribute, KeyAttribute, Projection } from '../model/design.ts';
import { joinPath } from '../model/finding.ts';
import { describeJson } from '../json/describe-json.ts';
import { isPlainObject } from '../json/is-plain-object.ts';
import { ownField } from '../json/own-field.ts';
import { LibraryDraft } from './library-draft.ts';
import type { LibraryImport } from './library-import.ts';
import { oneTableFields, type OneTableField } from './onetable-fields.ts';

/** The name a table gets when only its schema is given (a OneTable schema does not name it). */
export const UNNAMED_ONETABLE = 'OneTable';

/**
 * A OneTable schema as a Keyscope design: the schema JSON as OneTable keeps it
 * (`table.getCurrentSchema()`), alone or as `{ name, schema }` with its table's name, or a list
 * of those. `indexes` give the table's key (`primary`) and its GSIs and LSIs; each model is an
 * entity whose key fields' `value` templates are Keyscope templates already (the same syntax,
 * `${name:size:pad}` included), each `${field}` read as the attribute the field is stored as.
 * Every problem is a finding at its JSON path, such as `$.models.User.pk.value`.
 *
 * @example
 * importOneTable({ name: 'app', schema: { version: '0.0.1', indexes: { primary: { hash: 'pk' } }, models: { User: { pk: { type: 'string', value: 'USER#${id}' }, id: { type: 'string' } } } } });
 * // { design: { tables: [{ name: 'app', … }], entities: [{ name: 'User', keys: { pk: 'USER#${id}' }, … }] }, findings: [] }
 */
export function importOneTable(raw: unknown): LibraryImport {
  const draft = new LibraryDraft();
  const list = Array.isArray(raw) ? raw : [raw];
  list.forEach((element, i) => {
    const at = Array.isArray(raw) ? joinPath('$', i) : '$';
    const wrapped = isPlainObject(element) && isPlainObject(ownField(element, 'schema'));
    const name = wrapped ? ownField(element as Record<string, unknown>, 'name') : undefined;
    if (wrapped && (typeof name !== 'string' || name === ''))
      draft.found.error(
        joinPath(at, 'name'),
        'onetable.name',
        '"name" must be the table\'s name, as in { "name": table.name, "schema": table.getCurrentSchema() }'
      );
    const table = typeof name === 'string' && name !== '' ? name : UNNAMED_ONETABLE;
    if (!wrapped)
      draft.found.info(
        at,
        'onetable.no-table-name',
        `a OneTable schema does not name its table, so it is called "${UNNAMED_ONETABLE}"; give { "name": table.name, "schema": … } to keep the name`
      );
    const schema = wrapped ? ownField(element as Record<string, unknown>, 'schema') : element;
    readSchema(draft, schema, wrapped ? joinPath(at, 'schema') : at, table);
  });
  return {
    design: draft.design(`${draft.tableNames[0] ?? 'schema'} (OneTable)`),
    findings: draft.findings
  };
}

function readSchema(draft: LibraryDraft, schema: unknown, path: string, table: string): void {
  const found = draft.found;
  const indexes = isPlainObject(schema) ? ownField(schema, 'indexes') : undefined;
  const models = isPlainObject(schema) ? ownField(schema, 'models') : undefined;
  if (!isPlainObject(schema) || !isPlainObject(indexes) || !isPlainObject(models)) {
    found.error(
      path,
      'onetable.not-schema',
      `a OneTable schema should be an object with "indexes" and "models", got ${describeJson(schema)}`
    );
    return;
  }
  const params = ownField(schema, 'params');
  const isoDates = isPlainObject(params) && ownField(params, 'isoDates') === true;
  const typeField =
    isPlainObject(params) && typeof params['typeField'] === 'string'
      ? params['typeField']
      : '_type';
  const fields = new Map<string, Map<string, OneTableField>>();
  for (const model of Object.keys(models)) {
    const mp = joinPath(joinPath(path, 'models'), model);
    const def = ownField(models, model);
    if (!isPlainObject(def))
      found.error(mp, 'onetable.model', `model "${model}" must be an object of fields`);
    else fields.set(model, oneTableFields(def, isoDates, found, mp));
  }
  const keyType = (attribute: string): KeyType => {
    for (const model of fields.values())
      for (const f of model.values())
        if (f.stored === attribute && (f.type === 'N' || f.type === 'B')) return f.type;
    return 'S';
  };
  const attr = (v: unknown): KeyAttribute | null =>
    typeof v === 'string' && v !== '' ? { name: v, type: keyType(v) } : null;
  const ip = joinPath(path, 'indexes');
  const primary = ownField(indexes, 'primary');
  const pk = isPlainObject(primary) ? attr(ownField(primary, 'hash')) : null;
  if (!pk) {
    found.error(
      joinPath(ip, 'primary'),
      'onetable.primary',
      'the schema needs indexes.primary with "hash", the table\'s partition key'
    );
    return;
  }
  const sk = attr(ownField(primary as Record<string, unknown>, 'sort')) ?? undefined;
  if (!draft.table(table, pk, sk, joinPath(ip, 'primary'))) return;
  const keyNames = new Set([pk.name, ...(sk ? [sk.name] : [])]);
  for (const name of Object.keys(indexes)) {
    const def = ownField(indexes, name);
    const p = joinPath(ip, name);
    if (name === 'primary') continue;
    const hash = isPlainObject(def) ? attr(ownField(def, 'hash')) : null;
    const sort = isPlainObject(def) ? attr(ownField(def, 'sort')) : null;
    // OneTable marks an LSI with type "local", or (with a warning) by giving neither type nor hash.
    const type = isPlainObject(def) ? ownField(def, 'type') : undefined;
    const local =
      isPlainObject(def) &&
      (type === 'local' || (type === undefined && ownField(def, 'hash') === undefined));
    if (!isPlainObject(def) || (local ? !sort : !hash)) {
      found.error(
        p,
        'onetable.index',
        `index "${name}" needs "hash" (a global index) or "type": "local" with "sort"`
      );
      continue;
    }
    for (const k of [hash, sort]) if (k) keyNames.add(k.name);
    draft.index(table, {
      name,
      local,
      partition: local ? [pk] : [hash!],
      sort: sort ? [sort] : [],
      projection: projectionOf(ownField(def, 'project')),
      path: p
    });
  }
  for (const [model, byName] of fields) {
    const stored = new Map([...byName].map(([n, f]) => [n, f.stored]));
    // Null-prototype: a key attribute named `__proto__` is just a name.
    const keys: Record<string, string> = Object.create(null) as Record<string, string>;
    const templatePaths = new Map<string, string>();
    const attributes: EntityAttribute[] = [];
    for (const [name, f] of byName) {
      if (name === typeField) continue;
      if (f.value !== undefined && keyNames.has(f.stored)) {
        keys[f.stored] = f.value.replace(
          /\$\{([^}:]*)/g,
          (whole, v: string) => `\${${stored.get(v.trim()) ?? v}`
        );
        templatePaths.set(f.stored, joinPath(f.path, 'value'));
        for (const v of f.value.matchAll(/\$\{([^}:]*)/g))
          if (/[.[]/.test(v[1]!))
            found.warn(
              joinPath(f.path, 'value'),
              'onetable.path',
              `the value template reads "${v[1]}", a path into a nested attribute, which a Keyscope template reads as one attribute's name`
            );
        continue;
      }
      if (f.value !== undefined)
        found.info(
          joinPath(f.path, 'value'),
          'onetable.value',
          `field "${name}" is computed from a value template, which Keyscope keeps for key attributes only; it is read as a plain attribute`
        );
      attributes.push({ name: f.stored, type: f.type });
    }
    draft.entity(
      { name: model, table, attributes, keys, items: [] },
      joinPath(joinPath(path, 'models'), model),
      templatePaths
    );
  }
}

function projectionOf(raw: unknown): Projection {
  if (Array.isArray(raw))
    return {
      type: 'INCLUDE',
      nonKeyAttributes: raw.filter((x): x is string => typeof x === 'string')
    };
  return raw === 'keys' ? { type: 'KEYS_ONLY' } : { type: 'ALL' };
}
