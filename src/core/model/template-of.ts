import type { Entity } from './design.ts';

/**
 * An entity's key template for a key attribute, or undefined when it has none: an own-property
 * lookup, so a key attribute named `constructor`, `toString` or `__proto__` is just a name and
 * never reaches `Object.prototype` (where `keys.constructor` would be a function).
 *
 * @example
 * templateOf({ PK: 'USER#${id}' }, 'PK'); // 'USER#${id}'
 * templateOf({}, 'constructor'); // undefined
 */
export function templateOf(keys: Entity['keys'], attribute: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(keys, attribute) ? keys[attribute] : undefined;
}
