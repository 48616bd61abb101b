import type { AttributeValue, KeyValue } from '../model/attribute-value.ts';

/** Table cells carry at most this many characters; the inspector shows the whole value. */
export const CELL_CHARS = 200;
/** Tooltips carry at most this many characters, so a 1 MB string stays cheap to move. */
const TITLE_CHARS = 4000;

/** A value cut for a table cell, with the longer text for a tooltip when it was cut. */
export interface CellText {
  readonly text: string;
  readonly title?: string;
}

/**
 * A value as one line of plain text: strings as they are, numbers and binaries as written,
 * booleans and null as words, lists, maps and sets as compact JSON. Only ever shown as text.
 *
 * @example
 * attributeText({ BOOL: true }); // 'true'
 */
export function attributeText(v: AttributeValue | KeyValue): string {
  if ('S' in v) return v.S;
  if ('N' in v) return v.N;
  if ('B' in v) return v.B;
  if ('BOOL' in v) return v.BOOL ? 'true' : 'false';
  if ('NULL' in v) return 'null';
  return JSON.stringify(v);
}

/**
 * Cut `text` for a cell (never splitting a surrogate pair, marking the cut with "…"); when it
 * was cut, `title` holds up to 4,000 characters of it.
 *
 * @example
 * cellText('x'.repeat(300)).text.length; // 201
 */
export function cellText(text: string, limit = CELL_CHARS): CellText {
  if (text.length <= limit) return { text };
  return { text: cut(text, limit), title: cut(text, TITLE_CHARS) };
}

function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = limit;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}
