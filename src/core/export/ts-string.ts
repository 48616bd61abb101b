/**
 * A string as a TypeScript (and JavaScript) string literal that reads back as exactly that
 * string, on one line, showing what it holds: JSON's escapes (`"`, `\\`, C0 controls, lone
 * surrogates), plus `\uXXXX` for what JSON leaves as it is but a reader of generated code must
 * not meet raw: U+2028 and U+2029 (line terminators, which would end a `//` comment holding the
 * literal), DEL and C1 controls, and the invisible and direction marks, embeddings, overrides and
 * isolates ("Trojan Source", CVE-2021-42574) and the byte-order mark, which can hide or reorder
 * what a reviewer sees.
 * https://tc39.es/ecma262/#sec-literals-string-literals
 *
 * @example
 * tsString('say "hi"\u2028'); // '"say \\"hi\\"\\u2028"'
 */
export function tsString(text: string): string {
  return JSON.stringify(text).replace(
    UNSEEN,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  );
}

const UNSEEN = /[\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
