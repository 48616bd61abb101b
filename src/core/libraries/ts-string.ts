import { safeText } from './safe-text.ts';

/**
 * Text as a double-quoted TypeScript string literal: JSON's escaping (quotes, backslashes,
 * controls), then `safeText` for what JSON leaves as it is (line separators, direction
 * overrides). `${` stays as it is: in a quoted string it is text, which is how ElectroDB and
 * OneTable read their key templates.
 *
 * @example
 * tsString('USER#${id}'); // '"USER#${id}"'
 * tsString('a\u2028b'); // '"a\\u2028b"'
 */
export function tsString(text: string): string {
  return safeText(JSON.stringify(text));
}
