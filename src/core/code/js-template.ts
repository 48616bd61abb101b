import { jsString } from '../text/js-string.ts';

/** A piece of a template literal: text as it is, or code substituted with `${…}`. */
export type JsPiece = string | { readonly code: string };

/**
 * A template literal from text and code: the text escaped (`jsString` in backticks, so a
 * backtick, a backslash or a `${` in it stays text), the code substituted as it is. Adjacent
 * texts are joined first, so a `$` that ends one text and a `{` that starts the next cannot
 * meet as a substitution. With no code at all it is a plain single-quoted string.
 *
 * @example
 * jsTemplate(['USER#', { code: 'username' }]); // '`USER#${username}`'
 * jsTemplate(['GAME#']); // "'GAME#'"
 */
export function jsTemplate(pieces: readonly JsPiece[]): string {
  const joined: JsPiece[] = [];
  for (const piece of pieces) {
    const last = joined[joined.length - 1];
    if (typeof piece === 'string' && typeof last === 'string')
      joined[joined.length - 1] = last + piece;
    else joined.push(piece);
  }
  if (joined.every((p) => typeof p === 'string')) return jsString(joined.join(''));
  const body = joined
    .map((p) => (typeof p === 'string' ? jsString(p, '`').slice(1, -1) : `\${${p.code}}`))
    .join('');
  return `\`${body}\``;
}
