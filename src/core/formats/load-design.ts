import { nameProblem } from '../rules/check-name.ts';
import { limitName } from '../rules/limit-name.ts';
import type { Design } from '../model/design.ts';
import type { Finding } from '../model/finding.ts';
import { importWorkbench, isWorkbenchModel } from './import-workbench.ts';
import { importLibraryModel } from '../libraries/import-library-model.ts';
import { libraryModelKind, type LibraryKind } from '../libraries/library-model-kind.ts';
import { JsonReader } from './json-reader.ts';
import { CURRENT_VERSION, migrateDesign } from './migrate-design.ts';
import { readWorkload } from './read-workload.ts';
import { describeJson } from '../json/describe-json.ts';
import { isPlainObject } from '../json/is-plain-object.ts';
import { ownField } from '../json/own-field.ts';
import { readTables } from './read-tables.ts';
import { jsonErrorOffset } from './json-error-offset.ts';
import { duplicateKeyFindings } from './duplicate-key-findings.ts';
import { readAccessPatterns, readEntities } from './read-entities.ts';
import { ItemCounter, type LoadOptions } from './item-counter.ts';
import {
  readGenerationSettings,
  type GenerationSettings
} from '../generate/generation-settings.ts';

export const DESIGN_FORMAT = 'keyscope.design';

/** The top-level fields of a design (docs/design-format.md: "No other top-level fields are allowed"). */
const TOP_LEVEL = [
  'format',
  'version',
  'name',
  'description',
  'tables',
  'entities',
  'accessPatterns',
  'workload',
  'generation'
];

export type DesignSource = 'keyscope' | 'workbench' | LibraryKind;

export type LoadResult =
  | { ok: true; design: Design; source: DesignSource; findings: Finding[] }
  /** The input is not a design at all (not JSON, or neither format): nothing could be kept. */
  | { ok: false; findings: Finding[] };

/**
 * Load a design from JSON text: a Keyscope design (any version, migrated), a
 * NoSQL Workbench model export, or an entity library's JSON model (ElectroDB,
 * DynamoDB-Toolbox, OneTable: `libraryModelKind`, docs/libraries.md). Every
 * problem comes back as a finding with its JSON path; whatever is valid is kept.
 * A key written twice in one object (`json.duplicate-key`), which JSON.parse would
 * silently resolve to the last value, is an error located by path, line and column. `options.onProgress` hears each phase
 * start (parsing, checking for repeated keys, validating) and, while validating, how many items
 * are done, for a caller that shows progress (the studio opens large files in a worker).
 */
export function loadDesignText(text: string, options: LoadOptions = {}): LoadResult {
  let raw: unknown;
  options.onProgress?.({ phase: 'parsing', done: 0, total: 1 });
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      findings: [
        { severity: 'error', code: 'json.syntax', message: jsonErrorMessage(text, e), path: '$' }
      ]
    };
  }
  options.onProgress?.({ phase: 'checking', done: 0, total: 1 });
  const repeated = duplicateKeyFindings(text);
  const loaded = loadDesign(raw, options);
  if (repeated.length) loaded.findings.unshift(...repeated);
  return loaded;
}

/** Load a design from parsed JSON (`options` as for `loadDesignText`). */
export function loadDesign(raw: unknown, options: LoadOptions = {}): LoadResult {
  if (isWorkbenchModel(raw)) {
    const { design, findings } = importWorkbench(raw, options);
    return { ok: true, design, source: 'workbench', findings };
  }
  // An entity library's model is read as data (its code is never run), like a Workbench model.
  const library =
    isPlainObject(raw) && raw['format'] === DESIGN_FORMAT ? null : libraryModelKind(raw);
  if (library) {
    const { design, findings } = importLibraryModel(raw, library);
    return { ok: true, design, source: library, findings };
  }
  if (!isPlainObject(raw) || raw['format'] !== DESIGN_FORMAT) {
    const got = isPlainObject(raw)
      ? raw['format'] === undefined
        ? 'an object without "format"'
        : `format ${JSON.stringify(raw['format'])}`
      : describeJson(raw);
    return {
      ok: false,
      findings: [
        {
          severity: 'error',
          code: 'format.unknown',
          message: `not a design: expected a Keyscope design ("format": "${DESIGN_FORMAT}"), a NoSQL Workbench model (with "ModelName" and "DataModel") or an ElectroDB, DynamoDB-Toolbox or OneTable model (docs/libraries.md), got ${got}`,
          path: '$'
        }
      ]
    };
  }
  const migrated = migrateDesign(raw);
  if (!migrated.ok)
    return {
      ok: false,
      findings: [
        { severity: 'error', code: 'format.version', message: migrated.error, path: '$.version' }
      ]
    };
  const findings: Finding[] = [];
  const doc = migrated.doc;
  const counter = new ItemCounter(rawItems(doc, 'tables') + rawItems(doc, 'entities'), options);
  const r = new JsonReader(findings, counter);
  // `__proto__` included: JSON.parse makes it an own field, which is how it is seen here.
  r.onlyFields(raw, '$', 'a Keyscope design', TOP_LEVEL, 'error');
  const tables = readTables(r, r.array(doc, 'tables', '$', true), '$.tables');
  const entities = readEntities(r, r.array(doc, 'entities', '$'), '$.entities', tables);
  const accessPatterns = readAccessPatterns(
    r,
    r.array(doc, 'accessPatterns', '$'),
    '$.accessPatterns',
    tables
  );
  const workload = readWorkload(r, r.field(doc, 'workload'), '$.workload', {
    accessPatterns,
    entities
  });
  const generation = readGeneration(r.field(doc, 'generation'), findings);
  const written = r.string(doc, 'name', '$', false) ?? 'Untitled design';
  const named = nameProblem('design', written, []);
  if (named) r.error('$.name', named.code, named.message);
  const name = limitName(written);
  const description = r.string(doc, 'description', '$', false);
  if (migrated.from !== CURRENT_VERSION)
    findings.push({
      severity: 'info',
      code: 'format.migrated',
      message: `migrated from format version ${migrated.from} to ${CURRENT_VERSION}`,
      path: '$.version'
    });
  const design: Design = {
    name,
    ...(description !== undefined ? { description } : {}),
    tables,
    entities,
    accessPatterns,
    ...(workload ? { workload } : {}),
    ...(generation ? { generation } : {})
  };
  counter.end();
  return { ok: true, design, source: 'keyscope', findings };
}

/** The document's generation settings (its bad runs and rules reported and left out), if any. */
function readGeneration(raw: unknown, findings: Finding[]): GenerationSettings | undefined {
  if (raw === undefined) return undefined;
  const read = readGenerationSettings(raw, '$.generation');
  findings.push(...read.findings);
  const { runs, rules } = read.settings;
  return runs.length || rules?.length ? read.settings : undefined;
}

/** How many items the tables or entities of a migrated document list (before reading them). */
function rawItems(doc: Record<string, unknown>, field: 'tables' | 'entities'): number {
  const list = ownField(doc, field);
  if (!Array.isArray(list)) return 0;
  let n = 0;
  for (const holder of list) {
    const items = isPlainObject(holder) ? ownField(holder, 'items') : undefined;
    if (Array.isArray(items)) n += items.length;
  }
  return n;
}

/** Turn JSON.parse's error into "line L, column C" with the offending text. */
function jsonErrorMessage(text: string, e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const m = /position (\d+)/.exec(message);
  // Node 20's V8 gives no position for "Unexpected token" or "Unexpected end", so find it ourselves.
  const pos = m ? Number(m[1]) : jsonErrorOffset(text);
  // V8 echoes (part of) the input after a comma; drop it, a large file would end up in the message.
  const reason = message
    .replace(/\s*in JSON at position \d+.*$/s, '')
    .replace(/, (".*"|\.\.\.".*"|".*\.\.\.) is not valid JSON$/s, '');
  if (pos < 0) return `the file is not valid JSON: ${reason}`;
  const before = text.slice(0, pos);
  const line = before.split('\n').length;
  const column = pos - before.lastIndexOf('\n');
  return `the file is not valid JSON at line ${line}, column ${column}: ${reason}`;
}
