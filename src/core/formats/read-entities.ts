import type { AttributeMap, AttributeType } from '../model/attribute-value.ts';
import { ATTRIBUTE_TYPES } from '../model/attribute-value.ts';
import type {
  AccessPattern,
  Entity,
  EntityAttribute,
  SortKeyCondition,
  SortKeyOperator,
  Table
} from '../model/design.ts';
import { joinPath } from '../model/finding.ts';
import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import { nameProblem } from '../rules/check-name.ts';
import { limitName } from '../rules/limit-name.ts';
import { patternProblems } from '../rules/pattern-problems.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import type { JsonReader } from './json-reader.ts';
import { parseAttributeMap } from '../attributes/parse-attribute-map.ts';
import { readKeyOnly } from './read-key-only.ts';

/** Where in a pattern each pattern rule points. */
const PATTERN_RULE_FIELDS = new Map([
  ['pattern.unknown-table', 'table'],
  ['pattern.unknown-index', 'index']
]);

const OPERATORS: readonly SortKeyOperator[] = ['=', '<', '<=', '>', '>=', 'BETWEEN', 'begins_with'];
// The fields docs/design.schema.json allows on an access pattern.
const PATTERN_FIELDS = [
  'name',
  'description',
  'table',
  'index',
  'partitionKey',
  'parameters',
  'sortKey',
  'scanIndexForward',
  'consistentRead',
  'limit',
  'expectedEntities'
];

/** Read and check the `entities` of a native design against its tables. */
export function readEntities(
  r: JsonReader,
  raw: unknown[],
  path: string,
  tables: readonly Table[]
): Entity[] {
  const out: Entity[] = [];
  const names = new Set<string>();
  raw.forEach((e, i) => {
    const p = joinPath(path, i);
    const o = r.object(e, p, 'an entity', [
      'name',
      'table',
      'description',
      'attributes',
      'keys',
      'items',
      'keyOnly'
    ]);
    if (!o) return;
    const written = r.string(o, 'name', p);
    const table = r.string(o, 'table', p);
    if (written === undefined || table === undefined) return;
    const named = nameProblem('entity', written, names);
    const name = limitName(written);
    if (named)
      r.error(
        joinPath(p, 'name'),
        named.code === 'name.duplicate' ? 'entity.duplicate' : named.code,
        named.message
      );
    names.add(name);
    if (!tables.some((t) => t.name === table)) {
      r.error(
        joinPath(p, 'table'),
        'entity.unknown-table',
        `entity "${name}" names table "${table}", which the design does not have; use one of ${tables.map((t) => JSON.stringify(t.name)).join(', ') || '(no tables)'}`
      );
    }
    const attributes: EntityAttribute[] = [];
    r.array(o, 'attributes', p).forEach((a, j) => {
      const ap = joinPath(joinPath(p, 'attributes'), j);
      const ao = r.object(a, ap, 'an attribute', ['name', 'type']);
      if (!ao) return;
      const an = r.string(ao, 'name', ap);
      const at = r.oneOf<AttributeType>(ao, 'type', ap, ATTRIBUTE_TYPES);
      if (an !== undefined && at !== undefined) attributes.push({ name: an, type: at });
    });
    const keys = r.stringRecord(o, 'keys', p);
    // A key template's syntax is the analysis's to report (once, with the items it leaves
    // unkeyed): the studio re-checks it on every edit, so the loader does not report it too.
    const items: AttributeMap[] = [];
    r.array(o, 'items', p).forEach((it, j) => {
      const m = parseAttributeMap(it, joinPath(joinPath(p, 'items'), j), r.findings);
      if (m) items.push(m);
      r.counter?.item();
    });
    const description = r.string(o, 'description', p, false);
    const keyOnly = readKeyOnly(r, r.field(o, 'keyOnly'), joinPath(p, 'keyOnly'), name, keys);
    out.push({
      name,
      table,
      ...(description !== undefined ? { description } : {}),
      attributes,
      keys,
      items,
      ...(keyOnly.length ? { keyOnly } : {})
    });
  });
  return out;
}

/** Read and check `accessPatterns`: each must name a real table and index. */
export function readAccessPatterns(
  r: JsonReader,
  raw: unknown[],
  path: string,
  tables: readonly Table[]
): AccessPattern[] {
  const out: AccessPattern[] = [];
  raw.forEach((a, i) => {
    const p = joinPath(path, i);
    const o = r.object(a, p, 'an access pattern', PATTERN_FIELDS);
    if (!o) return;
    const name = r.string(o, 'name', p);
    const table = r.string(o, 'table', p);
    // A multi-attribute index takes a template per partition attribute, and a condition per
    // sort attribute of a prefix: lists, in KeySchema order.
    const partitionKeys = readTemplates(r, o, p);
    if (name === undefined || table === undefined || partitionKeys === undefined) return;
    const [partitionKey, ...morePartitionKeys] = partitionKeys as [string, ...string[]];
    const rawIndex = r.field(o, 'index');
    const index = typeof rawIndex === 'string' ? rawIndex : null;
    if (rawIndex !== undefined && rawIndex !== null && typeof rawIndex !== 'string')
      r.error(joinPath(p, 'index'), 'format.wrong-type', '"index" must be an index name or null');
    const rawSort = r.field(o, 'sortKey');
    const sorts = Array.isArray(rawSort)
      ? rawSort.map((x, j) => readSortKey(r, x, joinPath(joinPath(p, 'sortKey'), j)))
      : [readSortKey(r, rawSort, joinPath(p, 'sortKey'))];
    const [sortKey, ...moreSortKeys] = sorts.every((c) => c !== undefined)
      ? (sorts as SortKeyCondition[])
      : [];
    const limit = r.count(o, 'limit', p);
    const description = r.string(o, 'description', p, false);
    const expectedEntities = r
      .array(o, 'expectedEntities', p)
      .filter((x): x is string => typeof x === 'string')
      .map(limitName);
    const named = nameProblem('access pattern', name, []);
    if (named) r.error(joinPath(p, 'name'), named.code, named.message);
    const pattern: AccessPattern = {
      name: limitName(name),
      ...(description !== undefined ? { description } : {}),
      table,
      index,
      partitionKey,
      ...(morePartitionKeys.length ? { morePartitionKeys } : {}),
      ...(sortKey ? { sortKey } : {}),
      ...(moreSortKeys.length ? { moreSortKeys } : {}),
      parameters: r.stringRecord(o, 'parameters', p),
      scanIndexForward: r.boolean(o, 'scanIndexForward', p, true),
      ...(limit !== undefined ? { limit } : {}),
      consistentRead: r.boolean(o, 'consistentRead', p, false),
      expectedEntities
    };
    for (const problem of patternProblems(tables, pattern))
      r.error(
        joinPath(p, PATTERN_RULE_FIELDS.get(problem.code) ?? problem.field),
        problem.code,
        problem.message
      );
    out.push(pattern);
  });
  return out;
}

/** A pattern's `partitionKey`: one template, or a list of 1 to 4 (a multi-attribute index). */
function readTemplates(r: JsonReader, o: Record<string, unknown>, p: string): string[] | undefined {
  const raw = r.field(o, 'partitionKey');
  if (!Array.isArray(raw)) {
    const one = r.string(o, 'partitionKey', p);
    if (one === undefined) return undefined;
    checkTemplate(r, one, joinPath(p, 'partitionKey'));
    return [one];
  }
  const at = joinPath(p, 'partitionKey');
  const max = DYNAMODB_LIMITS.gsiKeyAttributes;
  if (raw.length === 0 || raw.length > max) {
    r.error(
      at,
      'pattern.partition-count',
      `"partitionKey" lists ${raw.length} templates; give 1 to ${max}, one per partition attribute of the index`
    );
    return undefined;
  }
  const out: string[] = [];
  raw.forEach((x, j) => {
    if (typeof x !== 'string')
      r.error(joinPath(at, j), 'format.wrong-type', 'each partition key template is a string');
    else {
      checkTemplate(r, x, joinPath(at, j));
      out.push(x);
    }
  });
  return out.length === raw.length ? out : undefined;
}

function checkTemplate(r: JsonReader, source: string, at: string): void {
  const parsed = parseTemplate(source);
  if (!parsed.ok) r.error(at, 'template.syntax', parsed.error.message);
}

function readSortKey(r: JsonReader, raw: unknown, p: string): SortKeyCondition | undefined {
  if (raw === undefined) return undefined;
  const o = r.object(raw, p, '"sortKey"', ['operator', 'value', 'upper']);
  if (!o) return undefined;
  const operator = r.oneOf(o, 'operator', p, OPERATORS);
  const value = r.string(o, 'value', p);
  if (operator === undefined || value === undefined) return undefined;
  const upper = r.string(o, 'upper', p, operator === 'BETWEEN');
  if (operator === 'BETWEEN' && upper === undefined) return undefined;
  for (const [field, src] of [
    ['value', value],
    ['upper', upper]
  ] as const) {
    if (src === undefined) continue;
    const parsed = parseTemplate(src);
    if (!parsed.ok) r.error(joinPath(p, field), 'template.syntax', parsed.error.message);
  }
  return { operator, value, ...(upper !== undefined && operator === 'BETWEEN' ? { upper } : {}) };
}
