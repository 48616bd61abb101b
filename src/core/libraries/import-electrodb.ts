import type { EntityAttribute, Projection } from '../model/design.ts';
import { joinPath } from '../model/finding.ts';
import { describeJson } from '../json/describe-json.ts';
import { isPlainObject } from '../json/is-plain-object.ts';
import { ownField } from '../json/own-field.ts';
import { electroAttributes } from './electrodb-attributes.ts';
import { ElectroKeyReader } from './electrodb-key-reader.ts';
import { LibraryDraft } from './library-draft.ts';
import type { LibraryImport } from './library-import.ts';

/**
 * An ElectroDB model as a Keyscope design: the JSON of one entity's schema or a list of them, as
 * `JSON.stringify(Object.values(service.entities).map((e) => ({ table: e.getTableName(),
 * ...e.schema })))` writes it (docs/libraries.md; without `table`, the table is named after the
 * model's service). Each index becomes the table's key or an index (a `type: "composite"` one a
 * multi-attribute GSI; one on the table's partition key an LSI), each key a template
 * (`electroKeyTemplate`). Nothing is run: the JSON is data, and what it cannot say (callbacks)
 * is not there. Every problem is a finding at its JSON path.
 *
 * @example
 * importElectroDb([{ table: 'app', model: { entity: 'User', service: 'app', version: '1' }, attributes, indexes }]);
 * // { design: { tables: [{ name: 'app', … }], entities: [{ name: 'User', keys: { pk: 'USER#${id}' }, … }] }, findings: [] }
 */
export function importElectroDb(raw: unknown): LibraryImport {
  const draft = new LibraryDraft();
  const list = Array.isArray(raw) ? raw : [raw];
  list.forEach((element, i) =>
    readEntity(draft, element, Array.isArray(raw) ? joinPath('$', i) : '$')
  );
  const design = draft.design(`${draft.tableNames[0] ?? 'model'} (ElectroDB)`);
  return { design, findings: draft.findings };
}

function readEntity(draft: LibraryDraft, element: unknown, at: string): void {
  const found = draft.found;
  // `JSON.stringify(entity)` (no client set) holds the schema under "schema", the table in "config".
  const wrapped = isPlainObject(element) && isPlainObject(ownField(element, 'schema'));
  const path = wrapped ? joinPath(at, 'schema') : at;
  const schema = wrapped
    ? (ownField(element as Record<string, unknown>, 'schema') as Record<string, unknown>)
    : element;
  if (!isPlainObject(schema) || !isPlainObject(ownField(schema, 'model'))) {
    found.error(
      path,
      'electrodb.not-entity',
      `an ElectroDB entity's schema should be an object with "model", "attributes" and "indexes", got ${describeJson(schema)}; write it with JSON.stringify(entity.schema)`
    );
    return;
  }
  const model = ownField(schema, 'model') as Record<string, unknown>;
  const entity = text(model, 'entity');
  if (!entity) {
    found.error(
      joinPath(path, 'model'),
      'electrodb.no-entity',
      'the model needs "entity", the entity\'s name'
    );
    return;
  }
  const service = text(model, 'service') ?? '';
  const config = wrapped ? ownField(element as Record<string, unknown>, 'config') : undefined;
  const table =
    (isPlainObject(config) ? text(config, 'table') : undefined) ??
    text(isPlainObject(element) ? element : {}, 'table');
  if (!table)
    found.info(
      at,
      'electrodb.no-table',
      `entity "${entity}" names no table, so its table is named after its service "${service}"; write { table: e.getTableName(), ...e.schema } to keep the name`
    );
  const tableName = table ?? (service || 'electrodb');
  const attributes = electroAttributes(
    ownField(schema, 'attributes'),
    found,
    joinPath(path, 'attributes')
  );
  const indexes = ownField(schema, 'indexes');
  if (!isPlainObject(indexes)) {
    found.error(
      joinPath(path, 'indexes'),
      'electrodb.indexes',
      '"indexes" must be an object of access patterns, each with "pk" (and "sk")'
    );
    return;
  }
  const names = Object.keys(indexes);
  const primary = names.filter(
    (n) => !text(ownField(indexes, n) as Record<string, unknown>, 'index')
  );
  if (primary.length !== 1) {
    found.error(
      joinPath(path, 'indexes'),
      'electrodb.primary',
      `ElectroDB needs exactly one index without "index" (the table's own key), and this entity has ${primary.length}`
    );
    return;
  }
  const reader = new ElectroKeyReader(
    { service, entity, version: text(model, 'version') ?? '1' },
    attributes,
    found
  );
  const first = ownField(indexes, primary[0]!) as Record<string, unknown>;
  const pp = joinPath(joinPath(path, 'indexes'), primary[0]!);
  const pk = reader.key(first, 'pk', pp);
  const sk = isPlainObject(ownField(first, 'sk')) ? reader.key(first, 'sk', pp) : undefined;
  if (!pk || sk === null || !draft.table(tableName, pk, sk, pp)) return;
  for (const name of names) {
    const def = ownField(indexes, name);
    const p = joinPath(joinPath(path, 'indexes'), name);
    if (name === primary[0] || !isPlainObject(def)) continue;
    const index = text(def, 'index')!;
    const projection = projectionOf(ownField(def, 'projection') ?? ownField(def, 'project'));
    if (ownField(def, 'type') === 'composite') {
      const partition = reader.parts(def, 'pk', p);
      if (!partition.length) {
        found.error(
          joinPath(p, 'pk'),
          'electrodb.key',
          'a composite index needs "pk": { "composite": [attributes…] }'
        );
        continue;
      }
      const sort = reader.parts(def, 'sk', p);
      draft.index(tableName, { name: index, local: false, partition, sort, projection, path: p });
      continue;
    }
    const ipk = reader.key(def, 'pk', p);
    const isk = isPlainObject(ownField(def, 'sk')) ? reader.key(def, 'sk', p) : undefined;
    if (!ipk || isk === null) continue;
    const local = ipk.name === pk.name && isk !== undefined;
    if (local)
      found.info(
        p,
        'electrodb.local',
        `index "${index}" shares the table's partition key "${pk.name}", so it is read as an LSI; ElectroDB does not say which it is`
      );
    draft.index(tableName, {
      name: index,
      local,
      partition: [ipk],
      sort: isk ? [isk] : [],
      projection,
      path: p
    });
  }
  const declared: EntityAttribute[] = [];
  for (const [name, a] of attributes) {
    if (a.type === null)
      found.info(
        joinPath(joinPath(path, 'attributes'), name),
        'electrodb.any',
        `attribute "${name}" is ElectroDB's "any", which has no one DynamoDB type, so the entity does not declare it`
      );
    else if (reader.keys[a.field] === undefined) declared.push({ name: a.field, type: a.type });
  }
  draft.entity(
    { name: entity, table: tableName, attributes: declared, keys: reader.keys, items: [] },
    path,
    reader.templatePaths
  );
}

function projectionOf(raw: unknown): Projection {
  if (Array.isArray(raw))
    return {
      type: 'INCLUDE',
      nonKeyAttributes: raw.filter((x): x is string => typeof x === 'string')
    };
  return raw === 'keys_only' ? { type: 'KEYS_ONLY' } : { type: 'ALL' };
}

function text(o: Record<string, unknown>, field: string): string | undefined {
  const v = ownField(o, field);
  return typeof v === 'string' && v !== '' ? v : undefined;
}
