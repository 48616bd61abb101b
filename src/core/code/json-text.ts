import { escapeUnsafeChars } from '../text/escape-unsafe-chars.ts';

/**
 * Text as the inside of a JSON string, without its quotes: `"` and `\` escaped and control
 * characters written as JSON writes them, then every other character that could hide or reorder
 * what a reader sees (DEL, C1 controls, U+2028, direction overrides, lone surrogates) as a `\u`
 * escape too, so the JSON is one visible line that means the same.
 *
 * @example
 * jsonText('say "hi"\n'); // 'say \\"hi\\"\\n'
 */
export function jsonText(text: string): string {
  return escapeUnsafeChars(JSON.stringify(text).slice(1, -1));
}
