import type { Design } from '../model/design.ts';
import type { Finding } from '../model/finding.ts';
import { importWorkbench, isWorkbenchModel } from './import-workbench.ts';
import { JsonReader } from './json-reader.ts';
import { migrateDesign } from './migrate-design.ts';
import { describe, isPlainObject } from '../attributes/parse-attribute-map.ts';
import { readTables } from './read-tables.ts';
import { jsonErrorOffset } from './json-error-offset.ts';
import { readAccessPatterns, readEntities } from './read-entities.ts';

export const DESIGN_FORMAT = 'keyscope.design';

export type DesignSource = 'keyscope' | 'workbench';

export type LoadResult =
  | { ok: true; design: Design; source: DesignSource; findings: Finding[] }
  /** The input is not a design at all (not JSON, or neither format): nothing could be kept. */
  | { ok: false; findings: Finding[] };

/**
 * Load a design from JSON text: a Keyscope design (any version, migrated) or a
 * NoSQL Workbench model export. Every problem comes back as a finding with its
 * JSON path; whatever is valid is kept.
 */
export function loadDesignText(text: string): LoadResult {
  // A UTF-8 byte order mark, as some Windows editors write: the studio's File.text() drops it,
  // so the CLI must too (JSON.parse would refuse it).
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let raw: unknown;
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
  return loadDesign(raw);
}

/** Load a design from parsed JSON. */
export function loadDesign(raw: unknown): LoadResult {
  if (isWorkbenchModel(raw)) {
    const { design, findings } = importWorkbench(raw);
    return { ok: true, design, source: 'workbench', findings };
  }
  if (!isPlainObject(raw) || raw['format'] !== DESIGN_FORMAT) {
    const got = isPlainObject(raw)
      ? raw['format'] === undefined
        ? 'an object without "format"'
        : `format ${JSON.stringify(raw['format'])}`
      : describe(raw);
    return {
      ok: false,
      findings: [
        {
          severity: 'error',
          code: 'format.unknown',
          message: `not a design: expected a Keyscope design ("format": "${DESIGN_FORMAT}") or a NoSQL Workbench model (with "ModelName" and "DataModel"), got ${got}`,
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
  const r = new JsonReader(findings);
  const doc = migrated.doc;
  const tables = readTables(r, r.array(doc, 'tables', '$', true), '$.tables');
  const entities = readEntities(r, r.array(doc, 'entities', '$'), '$.entities', tables);
  const accessPatterns = readAccessPatterns(
    r,
    r.array(doc, 'accessPatterns', '$'),
    '$.accessPatterns',
    tables
  );
  const name = r.string(doc, 'name', '$', false) ?? 'Untitled design';
  const description = r.string(doc, 'description', '$', false);
  if (migrated.from !== 1)
    findings.push({
      severity: 'info',
      code: 'format.migrated',
      message: `migrated from format version ${migrated.from} to 1`,
      path: '$.version'
    });
  const design: Design = {
    name,
    ...(description !== undefined ? { description } : {}),
    tables,
    entities,
    accessPatterns
  };
  return { ok: true, design, source: 'keyscope', findings };
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
