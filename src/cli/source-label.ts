/**
 * How messages name a design's source: a file path as given, a share link (which can run to
 * 32k characters) by its first 77.
 *
 * @example
 * sourceLabel('https://keyscope.example/#design=1.' + data); // 'https://keyscope.example/#design=1.q1ZKSy…'
 */
export function sourceLabel(source: string): string {
  return source.length > 80 ? `${source.slice(0, 77)}…` : source;
}
