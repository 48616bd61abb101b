/**
 * Characters that can end a line of code or a comment, or hide or reorder what a reader of the
 * code sees: C0 and C1 controls, DEL, the line and paragraph separators (line terminators in
 * JavaScript), zero-width and direction marks, bidirectional embeddings, overrides and isolates
 * ("Trojan Source", CVE-2021-42574), the byte-order mark, and lone surrogates.
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text from a design with every unsafe character written as a `\uXXXX` escape, so a name put in
 * a generated module's comment stays on its line and shows what it holds, and one put in a string
 * literal means the same (the escape is the character there).
 *
 * @example
 * safeText('a\nb\u202ec'); // 'a\\u000ab\\u202ec'
 */
export function safeText(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
