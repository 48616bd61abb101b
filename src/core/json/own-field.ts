/**
 * An object's own field, never one reached through its prototype: in untrusted JSON a key named
 * `__proto__` or `constructor` is data, and reading it must not find Object.prototype's.
 *
 * @example
 * ownField(JSON.parse('{"__proto__": 1}'), '__proto__'); // 1
 * ownField({}, 'constructor'); // undefined
 */
export function ownField(obj: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}
