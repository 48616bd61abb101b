import { cutText } from '../core/text/cut-text.ts';

/**
 * A stored value as a message names it ("42", "the text "x"", "an object", "missing"): short
 * whatever it holds. A record read back from IndexedDB may hold anything structured cloning
 * keeps (dates, Blobs, maps, binary data), not only what JSON does, so each is named as itself.
 *
 * @example
 * `name is ${describeStored(42)}, not text`; // 'name is 42, not text'
 */
export function describeStored(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (typeof v === 'string') return `the text "${cutText(v, 40)}"`;
  if (typeof v === 'bigint') return `the big integer ${cutText(String(v), 40)}`;
  if (typeof v !== 'object') return String(v);
  if (Array.isArray(v)) return 'a list';
  if (v instanceof Date) return 'a date';
  if (typeof Blob !== 'undefined' && v instanceof Blob) return 'a Blob';
  if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) return 'binary data';
  if (v instanceof Map) return 'a map';
  if (v instanceof Set) return 'a set';
  return 'an object';
}
