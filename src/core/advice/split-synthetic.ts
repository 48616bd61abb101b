/**
 * Split a synthetic key's text (or a template's source) by the literals its entities' template
 * puts before each field (`TOURNAMENT#`, `#REGION#`): the pieces between them, left to right,
 * and a trailing partial piece when the text stops inside one (a `begins_with` prefix). Null
 * when the text does not follow the literals.
 *
 * @example
 * splitSynthetic('ROUND#SEMIFINALS#BRACKET#UP', ['ROUND#', '#BRACKET#']);
 * // { whole: ['SEMIFINALS'], partial: 'UP' }
 */
export function splitSynthetic(
  text: string,
  before: readonly string[],
  tail = ''
): { whole: string[]; partial: string | null } | null {
  const whole: string[] = [];
  let at = 0;
  for (let i = 0; i < before.length; i++) {
    const lead = before[i]!;
    if (!text.startsWith(lead, at)) {
      // The text ends inside this literal: the pieces so far are whole, nothing is partial.
      return lead.startsWith(text.slice(at)) ? { whole, partial: null } : null;
    }
    at += lead.length;
    const next = i + 1 < before.length ? before[i + 1]! : tail;
    const end = next ? text.indexOf(next, at) : -1;
    if (end < 0 || (!next && i === before.length - 1)) {
      const rest = text.slice(at);
      if (i === before.length - 1 && (!tail || rest.endsWith(tail))) {
        whole.push(tail ? rest.slice(0, -tail.length) : rest);
        return { whole, partial: null };
      }
      // Stopping inside the next literal (`…${bracket}#` of `#MATCH#`) ends a whole piece.
      for (let cut = Math.min(rest.length, next.length); cut > 0; cut--)
        if (next.startsWith(rest.slice(rest.length - cut))) {
          whole.push(rest.slice(0, rest.length - cut));
          return { whole, partial: null };
        }
      // Stopping just after a literal leaves nothing partial.
      return { whole, partial: rest === '' ? null : rest };
    }
    whole.push(text.slice(at, end));
    at = end;
  }
  return { whole, partial: null };
}
