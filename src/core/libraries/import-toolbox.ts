import type { AttributeType } from '../model/attribute-value.ts';
import type { EntityAttribute } from '../model/design.ts';
import { joinPath } from '../model/finding.ts';
import { describeJson } from '../json/describe-json.ts';
import { isPlainObject } from '../json/is-plain-object.ts';
import { ownField } from '../json/own-field.ts';
import { LibraryDraft } from './library-draft.ts';
import type { LibraryImport } from './library-import.ts';
import { toolboxTableDto } from './toolbox-table-dto.ts';
import { toolboxTransformTemplate } from './toolbox-transform-template.ts';

/** Keyscope's type for each Toolbox schema type; null where there is none (`any`, `anyOf`). */
const TYPES = new Map<unknown, AttributeType | null>([
  ['string', 'S'],
  ['number', 'N'],
  ['binary', 'B'],
  ['boolean', 'BOOL'],
  ['null', 'NULL'],
  ['list', 'L'],
  ['tuple', 'L'],
  ['map', 'M'],
  ['record', 'M'],
  ['any', null],
  ['anyOf', null]
]);
const SETS = new Map<unknown, AttributeType>([
  ['string', 'SS'],
  ['number', 'NS'],
  ['binary', 'BS']
]);

/**
 * A DynamoDB-Toolbox v2 model as a Keyscope design: the JSON of entity DTOs, one or a list, as
 * `JSON.stringify([UserEntity, GameEntity].map((e) => e.build(EntityDTO)))` writes it (a
 * table's DTO alone, `table.build(TableDTO)`, gives its table). A DTO holds no function, so a
 * key computed by `.link()` or `computeKey` is read from the template its attribute carries in
 * `.meta({ template })` (what Keyscope's export writes), or from a `savedAs` with `prefix` and
 * `suffix` transforms; otherwise the key is the item's own attribute, and a finding says so.
 *
 * @example
 * importToolbox(JSON.parse(JSON.stringify(User.build(EntityDTO))));
 * // { design: { tables: [{ name: 'app', … }], entities: [{ name: 'User', keys: { PK: 'USER#${id}' }, … }] }, findings: […] }
 */
export function importToolbox(raw: unknown): LibraryImport {
  const draft = new LibraryDraft();
  const list = Array.isArray(raw) ? raw : [raw];
  list.forEach((element, i) =>
    readElement(draft, element, Array.isArray(raw) ? joinPath('$', i) : '$')
  );
  const design = draft.design(`${draft.tableNames[0] ?? 'model'} (DynamoDB-Toolbox)`);
  return { design, findings: draft.findings };
}

function readElement(draft: LibraryDraft, element: unknown, path: string): void {
  const found = draft.found;
  if (!isPlainObject(element)) {
    found.error(
      path,
      'toolbox.not-model',
      `a Toolbox model should be an entity's or a table's DTO, got ${describeJson(element)}; write it with JSON.stringify(entity.build(EntityDTO))`
    );
    return;
  }
  if (ownField(element, 'entityName') === undefined) {
    toolboxTableDto(draft, element, path);
    return;
  }
  const name = ownField(element, 'entityName');
  const table = toolboxTableDto(draft, ownField(element, 'table'), joinPath(path, 'table'));
  const schema = ownField(element, 'schema');
  const attrs = isPlainObject(schema) ? ownField(schema, 'attributes') : undefined;
  if (typeof name !== 'string' || name === '' || !isPlainObject(attrs)) {
    found.error(
      typeof name !== 'string' || name === ''
        ? joinPath(path, 'entityName')
        : joinPath(path, 'schema'),
      'toolbox.entity',
      'an entity DTO needs "entityName" and "schema": { "attributes": {…} }, as entity.build(EntityDTO) writes them'
    );
    return;
  }
  if (!table) return;
  // Null-prototype: a key attribute named `__proto__` is just a name.
  const keys: Record<string, string> = Object.create(null) as Record<string, string>;
  const templatePaths = new Map<string, string>();
  const keyOnly: string[] = [];
  const attributes: EntityAttribute[] = [];
  for (const attr of Object.keys(attrs)) {
    const p = joinPath(joinPath(joinPath(path, 'schema'), 'attributes'), attr);
    const def = ownField(attrs, attr);
    if (!isPlainObject(def)) {
      found.error(
        p,
        'toolbox.attribute',
        `attribute "${attr}" must be a schema DTO such as { "type": "string" }`
      );
      continue;
    }
    const savedAs = ownField(def, 'savedAs');
    const stored = typeof savedAs === 'string' && savedAs !== '' ? savedAs : attr;
    const rawType = ownField(def, 'type');
    const elements = ownField(def, 'elements');
    const type =
      rawType === 'set'
        ? SETS.get(isPlainObject(elements) ? ownField(elements, 'type') : undefined)
        : TYPES.get(rawType);
    if (type === undefined) {
      found.error(
        joinPath(p, 'type'),
        'toolbox.attribute-type',
        `attribute "${attr}" has the type ${describeJson(rawType)}, which is not one of the Toolbox's schema types`
      );
      continue;
    }
    if (!table.keys.has(stored)) {
      if (type === null)
        found.info(
          p,
          'toolbox.any',
          `attribute "${attr}" is of type ${String(rawType)}, which has no one DynamoDB type, so the entity does not declare it`
        );
      else attributes.push({ name: stored, type });
      continue;
    }
    const meta = ownField(def, 'meta');
    const template = isPlainObject(meta) ? ownField(meta, 'template') : undefined;
    if (typeof template === 'string') {
      if (template !== `\${${stored}}`) {
        keys[stored] = template;
        templatePaths.set(stored, joinPath(joinPath(p, 'meta'), 'template'));
      } else if (type !== null) attributes.push({ name: stored, type });
      continue;
    }
    const transformed = toolboxTransformTemplate(attr, ownField(def, 'transform'));
    if (transformed === null)
      found.warn(
        joinPath(p, 'transform'),
        'toolbox.transform',
        `the key "${stored}" is transformed by code the Toolbox's JSON does not hold, so it is read as the item's own attribute; give it .meta({ template: "…" })`
      );
    else if (stored !== attr || transformed !== `\${${attr}}`) {
      keys[stored] = transformed;
      keyOnly.push(attr);
      continue;
    } else if (ownField(def, 'hidden') === true)
      found.warn(
        p,
        'toolbox.computed-key',
        `the key "${stored}" is computed (computeKey or .link()), which the Toolbox's JSON does not hold, so it is read as the item's own attribute; give it .meta({ template: "…" })`
      );
    if (type !== null) attributes.push({ name: stored, type });
  }
  draft.entity(
    {
      name,
      table: table.name,
      attributes,
      keys,
      items: [],
      ...(keyOnly.length ? { keyOnly } : {})
    },
    path,
    templatePaths
  );
}
