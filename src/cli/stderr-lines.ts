import { escapeControl } from './escape-control.ts';

/**
 * Text for standard error: each line escaped (`escapeControl`), since messages quote the input
 * (file names, flags, expressions, names); `usage`, the CLI's own text, is appended as it is.
 *
 * @example
 * stderrLines(['unknown command "\u001b[2K"']); // 'unknown command "\\x1b[2K"\n'
 */
export function stderrLines(lines: readonly string[], usage = ''): string {
  return lines.map((l) => escapeControl(l) + '\n').join('') + usage;
}
