import { ownField } from '../core/json/own-field.ts';

/** Deeper than this, a value is named rather than written out (a damaged record can nest). */
const MAX_DEPTH = 64;

/**
 * A value read from IndexedDB as JSON can hold it, for a file the user keeps: structured
 * cloning keeps what JSON cannot (dates, Blobs, maps, sets, binary data, big integers, NaN,
 * cycles), and each becomes something readable instead of vanishing or throwing in
 * `JSON.stringify` (which writes NaN as null, a map as `{}`, and throws on a cycle). Objects are
 * built without a prototype, so a field named `__proto__` stays a field.
 *
 * @example
 * JSON.stringify(storedJson({ at: new Date(0), n: NaN })); // '{"at":"1970-01-01T00:00:00.000Z","n":"NaN"}'
 */
export function storedJson(value: unknown): unknown {
  return convert(value, new Set(), 0);
}

function convert(v: unknown, seen: Set<object>, depth: number): unknown {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : String(v);
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v !== 'object') return v === undefined ? null : String(v);
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? 'an invalid date' : v.toISOString();
  if (typeof Blob !== 'undefined' && v instanceof Blob) return `(a Blob of ${v.size} bytes)`;
  if (v instanceof ArrayBuffer || ArrayBuffer.isView(v))
    return `(binary data, ${v.byteLength} bytes)`;
  if (v instanceof RegExp) return String(v);
  if (seen.has(v)) return '(the record refers back to itself here)';
  if (depth >= MAX_DEPTH) return '(nested too deeply to write out)';
  seen.add(v);
  const inner = (x: unknown) => convert(x, seen, depth + 1);
  let out: unknown;
  if (Array.isArray(v)) out = Array.from(v, inner);
  else if (v instanceof Map) out = Array.from(v, ([k, x]) => [inner(k), inner(x)]);
  else if (v instanceof Set) out = Array.from(v, inner);
  else {
    const obj: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const key of Object.keys(v)) obj[key] = inner(ownField(v as Record<string, unknown>, key));
    out = obj;
  }
  seen.delete(v);
  return out;
}
