import { jsString } from '../text/js-string.ts';

/**
 * A name as an object literal's property key: bare when it is a plain identifier (reserved words
 * are fine there), else quoted (`jsString`), and `__proto__` always computed (`['__proto__']`),
 * since a literal key of that name, bare or quoted, sets the object's prototype instead of
 * adding a property.
 *
 * @example
 * jsPropertyKey('PK'); // 'PK'
 * jsPropertyKey('user-id'); // "'user-id'"
 */
export function jsPropertyKey(name: string): string {
  if (name === '__proto__') return `[${jsString(name)}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : jsString(name);
}
