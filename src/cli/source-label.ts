import { cutText } from '../core/text/cut-text.ts';
import { STDIN } from './read-design-file.ts';

/**
 * How messages and reports name a design's source: a file path as given, `-` as standard
 * input, a share link (which can run to 32k characters) by its first 80.
 *
 * @example
 * sourceLabel('-'); // '(standard input)'
 * sourceLabel('https://keyscope.example/#design=1.' + data); // 'https://keyscope.example/#design=1.q1ZKSy…'
 */
export function sourceLabel(source: string): string {
  return source === STDIN ? '(standard input)' : cutText(source, 80);
}
