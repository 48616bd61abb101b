import { isPlainObject } from '../json/is-plain-object.ts';
import { ownField } from '../json/own-field.ts';

/** An entity library whose JSON model Keyscope reads. */
export type LibraryKind = 'electrodb' | 'toolbox' | 'onetable';

/** How people name each library (what `keyscope check` and the studio say a file was). */
export const LIBRARY_LABELS: ReadonlyMap<LibraryKind, string> = new Map([
  ['electrodb', 'ElectroDB model'],
  ['toolbox', 'DynamoDB-Toolbox model'],
  ['onetable', 'OneTable schema']
]);

/**
 * Which library's JSON model parsed JSON is, by its shape (the first element of a list):
 * a DynamoDB-Toolbox entity DTO (`entityName`) or table DTO (`partitionKey` with
 * `entityAttributeSavedAs`); a OneTable schema (`indexes` and `models`, alone or as
 * `{ name, schema }`); an ElectroDB entity schema (`model` and `indexes`, alone or under
 * `schema`, as `JSON.stringify(entity)` writes it). Null for anything else, a Keyscope design or
 * a NoSQL Workbench model among them.
 *
 * @example
 * libraryModelKind({ version: '0.0.1', indexes: {}, models: {} }); // 'onetable'
 * libraryModelKind({ format: 'keyscope.design', tables: [] }); // null
 */
export function libraryModelKind(raw: unknown): LibraryKind | null {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (!isPlainObject(first)) return null;
  if (
    typeof ownField(first, 'entityName') === 'string' ||
    (isPlainObject(ownField(first, 'partitionKey')) &&
      ownField(first, 'entityAttributeSavedAs') !== undefined)
  )
    return 'toolbox';
  const schema = ownField(first, 'schema');
  const body = isPlainObject(schema) ? schema : first;
  if (isPlainObject(ownField(body, 'indexes')) && isPlainObject(ownField(body, 'models')))
    return 'onetable';
  if (isPlainObject(ownField(body, 'model')) && ownField(body, 'indexes') !== undefined)
    return 'electrodb';
  return null;
}
