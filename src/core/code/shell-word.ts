/** A piece of a shell word: text as it is, or a variable expanded in double quotes. */
export type ShellPiece = string | { readonly variable: string };

/**
 * Text and variables as one POSIX shell word: text in single quotes (where nothing is special;
 * a `'` in it is written `'\''`: close, an escaped quote, open again), each variable as
 * `"$name"` (expanded whole: no word splitting, no globbing, and its value is never read as
 * code), the pieces side by side with no space, so the shell joins them into one argument.
 * Plain text of safe characters only is left bare, unless `bare` is false. The caller keeps line breaks and other
 * invisible characters out of the text (JSON escapes them), since quotes would keep them as
 * they are.
 *
 * @example
 * shellWord(['{"S":"USER#', { variable: 'username' }, '"}']); // `'{"S":"USER#'"$username"'"}'`
 * shellWord(["it's"]); // `'it'\''s'`
 */
export function shellWord(pieces: readonly ShellPiece[], bare = true): string {
  const only = pieces.length === 1 ? pieces[0] : undefined;
  if (bare && typeof only === 'string' && /^[A-Za-z0-9_./:@%+,=-]+$/.test(only)) return only;
  let out = '';
  let text = '';
  const flush = (): void => {
    if (text !== '') out += `'${text.replaceAll("'", "'\\''")}'`;
    text = '';
  };
  for (const p of pieces) {
    if (typeof p === 'string') text += p;
    else {
      flush();
      out += `"$${p.variable}"`;
    }
  }
  flush();
  return out === '' ? "''" : out;
}
