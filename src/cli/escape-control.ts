/**
 * Characters a terminal may act on instead of printing: C0 controls (U+0000–U+001F, which hold
 * ESC, CR, BEL, newline), DEL (U+007F), C1 controls (U+0080–U+009F, which hold the one-character
 * CSI U+009B), the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069, which
 * reorder what is shown: "Trojan Source"), and lone surrogates (which an encoder would silently
 * turn into U+FFFD).
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');

const SHORT = new Map([
  ['\n', '\\n'],
  ['\r', '\\r'],
  ['\t', '\\t'],
  ['\b', '\\b'],
  ['\f', '\\f']
]);

function escape(c: string): string {
  return SHORT.get(c) ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * Text from the input (a name, a key, a path, a message quoting them) made safe to print on a
 * terminal: every character a terminal could act on is written as a JSON-style escape (`\n`,
 * `\u001b`, `\u009b`, `\u202e`), so input can neither forge report lines nor send escape
 * sequences. Everything else, other scripts and emoji included, is unchanged. The output holds no
 * such character, so escaping twice changes nothing; inside a JSON string literal the escapes are
 * JSON's own, so the value parses back unchanged.
 *
 * @example
 * escapeControl('User\n\n0 errors\x1b]0;pwned\x07'); // 'User\\n\\n0 errors\\u001b]0;pwned\\u0007'
 */
export function escapeControl(text: string): string {
  return UNSAFE.test(text) ? text.replace(UNSAFE_ALL, escape) : text;
}
