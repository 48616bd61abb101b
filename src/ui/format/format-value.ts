import type { AttributeValue, KeyValue } from '../../core/model/attribute-value.ts';

/** Cells show at most this many characters; the inspector shows the whole value. */
export const CELL_LIMIT = 200;

/**
 * A value as one line of plain text for a table cell: strings as they are, numbers and
 * binaries as written, booleans and null as words, lists, maps and sets as compact JSON.
 * The result is only ever rendered as text, never as HTML.
 */
export function valueText(v: AttributeValue | KeyValue): string {
  if ('S' in v) return v.S;
  if ('N' in v) return v.N;
  if ('B' in v) return v.B;
  if ('BOOL' in v) return v.BOOL ? 'true' : 'false';
  if ('NULL' in v) return 'null';
  return JSON.stringify(v);
}

/** Cut text to `limit` characters (never splitting a surrogate pair), marking the cut with "…". */
export function truncate(text: string, limit = CELL_LIMIT): string {
  if (text.length <= limit) return text;
  let end = limit;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/** Text for a `title` tooltip: the full value when it is long, capped so a 1 MB string stays cheap. */
export function tooltip(text: string, limit = CELL_LIMIT): string | undefined {
  return text.length > limit ? truncate(text, 4000) : undefined;
}

/** A byte count for people: 612 B, 4.1 KB, 2.3 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
