/**
 * `o` without the fields whose value is `undefined`: a patched workload entry or setting set to
 * undefined is gone, so it falls back to its default instead of being stored as "undefined".
 *
 * @example
 * definedFields({ pattern: 'p', rate: undefined }); // { pattern: 'p' }
 */
export function definedFields<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out as T;
}
