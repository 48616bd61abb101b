import type { Design } from '../model/design.ts';
import type { Finding } from '../model/finding.ts';
import { importWorkbench, isWorkbenchModel } from './import-workbench.ts';
import { JsonReader } from './json-reader.ts';
import { migrateDesign } from './migrate-design.ts';
import { describe, isPlainObject } from './parse-attribute-map.ts';
import { readTables } from './read-tables.ts';
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

/** Offset of the first JSON syntax error in `text` (its length for an early end), or -1. Iterative, so deep nesting cannot overflow the stack. */
export function jsonErrorOffset(text: string): number {
  const n = text.length;
  const stack: string[] = [];
  let i = 0;
  const ws = (): void => {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r'))
      i++;
  };
  /** At a '"': move past the string, or stop at the bad character and return false. */
  const string = (): boolean => {
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return true;
      }
      if (c < 0x20) return false;
      if (c === 92) {
        const esc = text[i + 1];
        if (esc === 'u') {
          i += 2;
          for (let k = 0; k < 4; k++, i++) if (!/[0-9a-fA-F]/.test(text[i] ?? '')) return false;
        } else if (esc !== undefined && '"\\/bfnrt'.includes(esc)) i += 2;
        else {
          i++;
          return false;
        }
      } else i++;
    }
    return false;
  };
  const digits = (): boolean => {
    const start = i;
    while (i < n && text[i]! >= '0' && text[i]! <= '9') i++;
    return i > start;
  };
  /** Move past a number, or stop at the first character that cannot continue it and return false. */
  const number = (): boolean => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else if (!digits()) return false;
    if (text[i] === '.') {
      i++;
      if (!digits()) return false;
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      if (!digits()) return false;
    }
    return true;
  };
  /** After `{` or `,` in an object: a key and a colon. */
  const key = (): boolean => {
    ws();
    if (text[i] !== '"' || !string()) return false;
    ws();
    if (text[i] !== ':') return false;
    i++;
    return true;
  };
  for (;;) {
    // A value.
    ws();
    if (i >= n) return n;
    const c = text[i];
    if (c === '{' || c === '[') {
      i++;
      ws();
      if (text[i] === (c === '{' ? '}' : ']')) i++;
      else {
        stack.push(c);
        if (c === '{' && !key()) return Math.min(i, n);
        continue;
      }
    } else if (c === '"') {
      if (!string()) return Math.min(i, n);
    } else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      if (!number()) return Math.min(i, n);
    } else {
      // true, false or null; an error is at the first character that differs.
      const word = c === 't' ? 'true' : c === 'f' ? 'false' : c === 'n' ? 'null' : '';
      if (!word) return i;
      for (const ch of word) {
        if (text[i] !== ch) return Math.min(i, n);
        i++;
      }
    }
    // After a value: close containers, or a comma and the next value.
    for (;;) {
      ws();
      const top = stack[stack.length - 1];
      if (top === undefined) return i < n ? i : -1;
      if (i >= n) return n;
      if (text[i] === ',') {
        i++;
        if (top === '{' && !key()) return Math.min(i, n);
        break;
      }
      if (text[i] !== (top === '{' ? '}' : ']')) return i;
      i++;
      stack.pop();
    }
  }
}
