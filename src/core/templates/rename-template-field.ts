/**
 * Rename one placeholder in a key template, keeping everything else of the source as written
 * (literal text, padding, spacing). Placeholders are found as `parseTemplate` finds them: a
 * `${` up to the next `}`, the name before the first `:`. A template without that placeholder
 * comes back unchanged (the same string).
 *
 * @example
 * renameTemplateField('GAME#${gameId}#${n:4}', 'gameId', 'game'); // 'GAME#${game}#${n:4}'
 */
export function renameTemplateField(source: string, from: string, to: string): string {
  if (from === to || !source.includes('${')) return source;
  let out = '';
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('${', i);
    if (open < 0) break;
    const close = source.indexOf('}', open + 2);
    if (close < 0) break;
    const body = source.slice(open + 2, close);
    const colon = body.indexOf(':');
    const rawName = colon < 0 ? body : body.slice(0, colon);
    out += source.slice(i, open + 2);
    if (rawName.trim() === from) {
      const lead = rawName.length - rawName.trimStart().length;
      const trail = rawName.length - rawName.trimEnd().length;
      out += rawName.slice(0, lead) + to + rawName.slice(rawName.length - trail);
      out += colon < 0 ? '' : body.slice(colon);
    } else out += body;
    out += '}';
    i = close + 1;
  }
  out += source.slice(i);
  return out === source ? source : out;
}
