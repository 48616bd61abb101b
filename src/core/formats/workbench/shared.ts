import { cutText } from '../../text/cut-text.ts';

/**
 * Small helpers shared by the NoSQL Workbench importer.
 * @module
 */

/** True when `obj` has `key` as an own property. */
export function has(obj: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

/** Quote a name for a message, shortening huge strings so findings stay readable. */
export function q(name: string): string {
  return JSON.stringify(cutText(name, 60));
}
