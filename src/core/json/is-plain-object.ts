/**
 * True for a JSON object (not null, not an array): what a reader checks before it reads fields.
 *
 * @example
 * isPlainObject({}); // true
 * isPlainObject([]); // false
 */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
