import { cutText } from './cut-text.ts';

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
 * Cut `text` for a cell (see cutText); when it was cut, `title` holds up to 4,000 characters of
 * it, for a tooltip.
 *
 * @example
 * cellText('x'.repeat(300)).text.length; // 201
 * cellText('x'.repeat(300), 40).title?.length; // 300
 */
export function cellText(text: string, limit = CELL_CHARS): CellText {
  if (text.length <= limit) return { text };
  return { text: cutText(text, limit), title: cutText(text, TITLE_CHARS) };
}
