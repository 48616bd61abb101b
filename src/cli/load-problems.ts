import type { ReadResult } from './read-design-file.ts';
import { sourceLabel } from './source-label.ts';

/**
 * Why a design could not be loaded, one line per problem (each finding with its JSON path).
 * With `source`, located as the CLI prints it on standard error: `keyscope: <source>: <first
 * problem>`, then the further problems.
 *
 * @example
 * loadProblems({ ok: false, unreadable: 'cannot read x.json: no such file' }, 'x.json');
 * // ['keyscope: x.json: cannot read x.json: no such file']
 */
export function loadProblems(loaded: Exclude<ReadResult, { ok: true }>, source?: string): string[] {
  const lines =
    'unreadable' in loaded
      ? [loaded.unreadable]
      : loaded.findings.map((f) => `${f.path}: ${f.message}`);
  if (source === undefined) return lines;
  return [`keyscope: ${sourceLabel(source)}: ${lines[0] ?? ''}`, ...lines.slice(1)];
}
