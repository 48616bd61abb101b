import { escapeUnsafeChars } from '../text/escape-unsafe-chars.ts';
import type { PatternRequest } from './pattern-request.ts';

/**
 * The lines every generated program opens with, as comment text: the pattern's name and
 * description, the request it sends, and what Keyscope computes it reads on the design's items.
 * Each line is safe in any line comment (`escapeUnsafeChars`: no line break, control or
 * direction override survives), so a caller only puts its comment marker before it.
 *
 * @example
 * patternSummary(request).at(-1); // 'Keyscope computes: 3 items, 0.5 RCU (on the design's items).'
 */
export function patternSummary(request: PatternRequest): string[] {
  const where = request.index === null ? request.table : `${request.table}, index ${request.index}`;
  const read =
    request.operation === 'GetItem'
      ? `GetItem on ${where}: ${request.expression}`
      : `Query on ${where}: ${request.expression}`;
  const lines = [
    `Keyscope access pattern "${request.pattern}"`,
    ...(request.description ?? '').split(/\r\n|\r|\n/).filter((l) => l.trim() !== ''),
    read,
    `Keyscope computes: ${request.items} ${request.items === 1 ? 'item' : 'items'}, ` +
      `${request.capacityUnits} RCU (on the design's items).`
  ];
  return lines.map(escapeUnsafeChars);
}
