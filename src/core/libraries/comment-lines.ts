import { escapeUnsafeChars } from '../text/escape-unsafe-chars.ts';

/**
 * Sentences as `//` comment lines for the top of a generated module, each bullet wrapped near
 * `width` characters. A line break or other unsafe character in the text (a name may hold one)
 * is shown as its escape (`escapeUnsafeChars`), so nothing a design names can end the comment and become
 * code; `//` comments have no closing mark to forge.
 *
 * @example
 * commentLines(['a note'], '- '); // ['// - a note']
 */
export function commentLines(sentences: readonly string[], bullet = '', width = 96): string[] {
  const out: string[] = [];
  for (const sentence of sentences) {
    const words = escapeUnsafeChars(sentence).split(' ');
    let line = `// ${bullet}`;
    const indent = `// ${' '.repeat(bullet.length)}`;
    let fresh = true;
    for (const word of words) {
      if (!fresh && line.length + 1 + word.length > width) {
        out.push(line);
        line = indent;
        fresh = true;
      }
      line += fresh ? word : ` ${word}`;
      fresh = false;
    }
    out.push(line);
  }
  return out;
}
