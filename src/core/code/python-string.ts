import { escapeUnsafeChars } from '../text/escape-unsafe-chars.ts';

/** A piece of a Python f-string: text as it is, or a Python expression substituted in braces. */
export type PythonPiece = string | { readonly code: string };

/**
 * Text and code as one Python 3 string expression: a plain single-quoted literal when there is
 * no code, else an f-string. Backslashes and quotes are escaped, and in an f-string every `{` and
 * `}` is doubled, so text is only ever data; line breaks, controls, direction overrides and lone
 * surrogates become escapes (`escapeUnsafeChars`; `\n`, `\u202e` mean the same in Python), so
 * the literal stays on its line and shows what it holds. Only the text pieces carry backslashes:
 * an f-string's braces may hold none before Python 3.12, and the code given here holds none.
 *
 * @example
 * pythonString(['USER#', { code: 'username' }]); // "f'USER#{username}'"
 * pythonString(["it's {x}"]); // "'it\\'s {x}'"
 */
export function pythonString(pieces: readonly PythonPiece[]): string {
  const code = pieces.some((p) => typeof p !== 'string');
  const body = pieces
    .map((p) => {
      if (typeof p !== 'string') return `{${p.code}}`;
      let text = p.replaceAll('\\', '\\\\').replaceAll("'", "\\'");
      if (code) text = text.replaceAll('{', '{{').replaceAll('}', '}}');
      return escapeUnsafeChars(text);
    })
    .join('');
  return `${code ? 'f' : ''}'${body}'`;
}
