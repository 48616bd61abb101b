import { escapeUnsafeChars } from './escape-unsafe-chars.ts';

/**
 * A string as a double-quoted TypeScript (and JavaScript) string literal that reads back as
 * exactly that string, on one line, showing what it holds: JSON's escapes (`"`, `\\`, C0
 * controls, lone surrogates), then `escapeUnsafeChars` for what JSON leaves as it is but a reader
 * of generated code must not meet raw: U+2028 and U+2029 (line terminators, which would end a
 * `//` comment holding the literal), DEL and C1 controls, and the invisible and direction marks,
 * embeddings, overrides and isolates ("Trojan Source", CVE-2021-42574) and the byte-order mark.
 * `${` stays as it is: in a quoted string it is text, which is how ElectroDB and OneTable read
 * their key templates. The CDK stack and the entity-library modules write their literals here.
 * https://tc39.es/ecma262/#sec-literals-string-literals
 *
 * @example
 * tsString('say "hi"\u2028'); // '"say \\"hi\\"\\u2028"'
 * tsString('USER#${id}'); // '"USER#${id}"'
 */
export function tsString(text: string): string {
  return escapeUnsafeChars(JSON.stringify(text));
}
