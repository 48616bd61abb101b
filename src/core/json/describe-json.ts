import { cutText } from '../text/cut-text.ts';

/**
 * A parsed JSON value as a message names it ("got the string "x"", "got an array"): short
 * whatever its size, since a message quotes untrusted input.
 *
 * @example
 * describeJson('x'.repeat(100)); // 'the string "xxxx…"' (40 characters kept)
 * describeJson(undefined); // 'nothing'
 */
export function describeJson(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return `the string "${cutText(v, 40)}"`;
  if (typeof v === 'object') return 'an object';
  if (v === undefined) return 'nothing';
  return `${typeof v} ${String(v)}`;
}
