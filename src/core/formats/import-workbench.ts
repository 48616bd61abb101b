import { ownField } from '../json/own-field.ts';
import { FindingCollector } from '../model/finding-collector.ts';
import type { Design, Entity, Table } from '../model/design.ts';
import { joinPath, type Finding } from '../model/finding.ts';
import { describeJson } from '../json/describe-json.ts';
import { isPlainObject } from '../json/is-plain-object.ts';
import { has, q } from './workbench/shared.ts';
import { readTable } from './workbench/table.ts';
import { countRaw } from './workbench/items.ts';
import type { FacetRead } from './workbench/facet-keys.ts';
import { readModelExtras, type ModelExtras } from './workbench/keyscope-field.ts';
import { ItemCounter, type LoadOptions } from './item-counter.ts';

/**
 * Import of NoSQL Workbench data-model exports (format versions 1.0, 2.0, 3.0).
 *
 * Format facts come from dynamodb-rules.md §E, which cites the AWS Developer Guide
 * page `workbench.Modeler.Edit.html` (facets) and real exports in
 * aws-samples/aws-dynamodb-examples (`schema_design/SchemaExamples/*`, v3.0;
 * `scripts/nosqlworkbenchscript/create-workbench-import.js`, v2.0) and
 * aws-samples/amazon-dynamodb-design-patterns (`examples/<name>/json`, v1.0).
 * Top level: `{ModelName, ModelMetadata: {Author, DateCreated, DateLastModified,
 * Description, AWSService?, Version}, DataModel: Table[]}`.
 * @module
 */

/** The result of importing a Workbench model: the design plus every problem found, located by JSON path. */
export interface WorkbenchImport {
  design: Design;
  findings: Finding[];
}

const KNOWN_VERSIONS: readonly string[] = ['1.0', '2.0', '3.0'];
const ROOT = '$';

/** True when the parsed JSON looks like a NoSQL Workbench model (has ModelName/DataModel). */
export function isWorkbenchModel(raw: unknown): boolean {
  return (
    isPlainObject(raw) &&
    (ownField(raw, 'ModelName') !== undefined || ownField(raw, 'DataModel') !== undefined)
  );
}

/**
 * Convert a parsed NoSQL Workbench model export (1.0, 2.0, 3.0) into a Keyscope design.
 *
 * Never throws for bad shapes: problems become findings with JSON paths into
 * `raw`, and everything that can be kept is kept — every readable item, with its
 * input path in `itemSources`. Table-level `TableData` becomes `table.items`;
 * each facet becomes an entity holding the facet's `TableData`. `options.onProgress` hears how
 * many items are read, as for `loadDesignText`.
 */
export function importWorkbench(raw: unknown, options: LoadOptions = {}): WorkbenchImport {
  const counter = new ItemCounter(rawItems(raw), options);
  const r = new FindingCollector([], counter);
  const tables: Table[] = [];
  let entities: Entity[] = [];
  let extras: Omit<ModelExtras, 'entities'> = { accessPatterns: [] };
  if (!isPlainObject(raw)) {
    r.error(
      ROOT,
      'workbench.not-object',
      `a NoSQL Workbench model should be a JSON object with ModelName, ModelMetadata and DataModel, got ${describeJson(raw)}; export the model again from NoSQL Workbench`
    );
    return {
      design: { name: 'Workbench model', tables, entities, accessPatterns: [] },
      findings: r.findings
    };
  }
  const name = modelName(ownField(raw, 'ModelName'), r);
  const description = readMetadata(ownField(raw, 'ModelMetadata'), r);
  const dmPath = joinPath(ROOT, 'DataModel');
  const dataModel = ownField(raw, 'DataModel');
  if (Array.isArray(dataModel)) {
    const ctx = { tableNames: new Set<string>(), facetNames: new Set<string>() };
    const facets: FacetRead[] = [];
    dataModel.forEach((t, i) => {
      const read = readTable(t, joinPath(dmPath, i), r, ctx, i);
      if (!read) return;
      tables.push(read.table);
      facets.push(...read.facets);
    });
    const path = joinPath(ROOT, 'Keyscope');
    ({ entities, ...extras } = readModelExtras(ownField(raw, 'Keyscope'), path, r, tables, facets));
    if (dataModel.length === 0)
      r.warn(
        dmPath,
        'workbench.no-tables',
        'DataModel is empty, so the design has no tables; add a table in NoSQL Workbench and export again'
      );
  } else {
    r.error(
      dmPath,
      'workbench.data-model',
      dataModel === undefined
        ? `the model has ${has(raw, 'ModelName') ? 'a ModelName but ' : ''}no DataModel, so it has no tables; a NoSQL Workbench export holds "DataModel": [{"TableName": "…", "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}}, "NonKeyAttributes": […], "TableData": […]}] — export the data model again from NoSQL Workbench`
        : `DataModel should be an array of tables like [{"TableName": "…", "KeyAttributes": {…}}], got ${describeJson(dataModel)}; export the data model again from NoSQL Workbench`
    );
  }
  // Workbench's own access patterns are in no documented shape; report any such section.
  for (const key of Object.keys(raw)) {
    if (/access.?patterns?/i.test(key))
      r.info(
        joinPath(ROOT, key),
        'workbench.access-patterns-ignored',
        `the model has a ${q(key)} section that Keyscope cannot map; add the access patterns in Keyscope`
      );
  }
  const design: Design = {
    name,
    ...(description ? { description } : {}),
    tables,
    entities,
    ...extras
  };
  counter.end();
  return { design, findings: r.findings };
}

/** How many items a model's tables and their facets list in `TableData` (before reading them). */
function rawItems(raw: unknown): number {
  const dataModel = isPlainObject(raw) ? ownField(raw, 'DataModel') : undefined;
  if (!Array.isArray(dataModel)) return 0;
  let n = 0;
  for (const t of dataModel) {
    if (!isPlainObject(t)) continue;
    n += countRaw(ownField(t, 'TableData'));
    const facets = ownField(t, 'TableFacets');
    if (Array.isArray(facets))
      for (const f of facets) n += isPlainObject(f) ? countRaw(ownField(f, 'TableData')) : 0;
  }
  return n;
}

function modelName(raw: unknown, r: FindingCollector): string {
  if (typeof raw === 'string' && raw.length > 0) return raw;
  const fallback = 'Workbench model';
  r.error(
    joinPath(ROOT, 'ModelName'),
    'workbench.model-name',
    `ModelName should be a non-empty string, got ${describeJson(raw)}; name the model in NoSQL Workbench — it is loaded as ${q(fallback)}`
  );
  return fallback;
}

/** Check `ModelMetadata.Version` and return a non-empty `Description`. */
function readMetadata(raw: unknown, r: FindingCollector): string | undefined {
  const path = joinPath(ROOT, 'ModelMetadata');
  if (raw === undefined) {
    r.info(
      path,
      'workbench.version-missing',
      'the model has no ModelMetadata, so no Version; it is read as format 1.0'
    );
    return undefined;
  }
  if (!isPlainObject(raw)) {
    r.error(
      path,
      'workbench.metadata',
      `ModelMetadata should be an object with Version and Description, got ${describeJson(raw)}; it is ignored and the model is read as format 1.0`
    );
    return undefined;
  }
  const version = ownField(raw, 'Version');
  const vPath = joinPath(path, 'Version');
  if (version === undefined) {
    r.info(
      vPath,
      'workbench.version-missing',
      'ModelMetadata has no Version; the model is read as format 1.0'
    );
  } else if (typeof version !== 'string' || !KNOWN_VERSIONS.includes(version)) {
    r.warn(
      vPath,
      'workbench.unknown-version',
      `ModelMetadata.Version is ${describeJson(version)}, not one of 1.0, 2.0, 3.0; Keyscope tries to read it anyway — check the result, or export again from a current NoSQL Workbench`
    );
  }
  const description = ownField(raw, 'Description');
  if (description === undefined) return undefined;
  if (typeof description !== 'string') {
    r.warn(
      joinPath(path, 'Description'),
      'workbench.description',
      `ModelMetadata.Description should be a string, got ${describeJson(description)}; it is ignored`
    );
    return undefined;
  }
  return description.length > 0 ? description : undefined;
}
