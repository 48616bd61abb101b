/**
 * `text` with at most `limit` characters, marked with "…" when cut, never splitting a surrogate
 * pair (so a cut emoji does not become a lone half). The one way Keyscope shortens text it
 * shows: table cells, tooltips, names quoted in messages, values in findings.
 *
 * @example
 * cutText('USER#' + 'x'.repeat(300), 10); // 'USER#xxxxx…'
 */
export function cutText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = Math.max(0, limit);
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}
