/**
 * Characters that can end a line of code or a comment, or hide or reorder what a reader sees:
 * C0 controls (line feed, carriage return, ESC…), DEL, C1 controls, the line and paragraph
 * separators U+2028/U+2029 (line terminators in JavaScript), the zero-width and direction marks
 * (U+061C, U+200B–U+200F, U+2060–U+2069 with the bidirectional isolates), the bidirectional
 * embeddings and overrides (U+202A–U+202E: "Trojan Source", CVE-2021-42574), the byte-order
 * mark U+FEFF, and lone surrogates (which no UTF-8 file can hold).
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const SHORT = new Map([
  ['\n', '\\n'],
  ['\r', '\\r'],
  ['\t', '\\t']
]);

/**
 * Text from a design (a name, a key literal, a description) with every character that could
 * break out of a string literal's or a line comment's line, or hide code from a reviewer, written
 * as a JavaScript escape (`\n`, `\u202e`). Everything else is kept, other scripts and emoji
 * included. The escapes mean the same in JavaScript, TypeScript and Python string literals, so
 * every generator can build its literals on this; in a comment they are shown as text.
 *
 * @example
 * escapeUnsafeChars('a\nb\u202ec'); // 'a\\nb\\u202ec'
 */
export function escapeUnsafeChars(text: string): string {
  return text.replace(
    UNSAFE,
    (c) => SHORT.get(c) ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  );
}
