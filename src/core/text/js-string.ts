import { escapeUnsafeChars } from './escape-unsafe-chars.ts';

/**
 * Text as a JavaScript/TypeScript string literal: in single quotes (the house style of the
 * generated code), or in backticks as a template literal with no substitutions. Backslashes and
 * the quote are escaped, and in backticks every `${` too, so the text is only ever data; line
 * breaks, controls, direction overrides and lone surrogates become escapes
 * (`escapeUnsafeChars`), so the literal stays on its line and shows what it holds.
 *
 * @example
 * jsString("it's"); // "'it\\'s'"
 * jsString('${x}`', '`'); // '`\\${x}\\``'
 */
export function jsString(text: string, quote: "'" | '`' = "'"): string {
  let body = text.replaceAll('\\', '\\\\').replaceAll(quote, `\\${quote}`);
  if (quote === '`') body = body.replaceAll('${', '\\${');
  return quote + escapeUnsafeChars(body) + quote;
}
