import { cutText } from '../text/cut-text.ts';
import { MAX_NAME_CHARS } from './check-name.ts';

/**
 * A design, entity or access pattern name as a loaded design keeps it: whole up to
 * MAX_NAME_CHARS, else cut to that length (marked "…"), so a megabyte of name in a file never
 * reaches every view. The same cut applies wherever the name is referred to (a pattern's
 * expected entities), so references still match; the loader reports each cut.
 *
 * @example
 * limitName('x'.repeat(1_000_000)).length; // 255
 */
export function limitName(name: string): string {
  return name.length > MAX_NAME_CHARS ? cutText(name, MAX_NAME_CHARS - 1) : name;
}
