import { exportDesign } from '../core/export/export-design.ts';
import type { Io } from './io.ts';
import { parseExportArgs } from './parse-export-args.ts';
import { readDesignFile, unreadableMessage } from './read-design-file.ts';
import { sourceLabel } from './source-label.ts';

/**
 * `keyscope export <design> --to T …`: the export written to standard output, notes on what the
 * format leaves out and the design's errors on standard error. Exit 0 when written, 2 when the
 * arguments or the design cannot be used. `now` stamps dated formats (Workbench).
 */
export async function exportCommand(
  args: readonly string[],
  io: Io,
  usage: string,
  now = new Date()
): Promise<number> {
  const parsed = parseExportArgs(args);
  if (!parsed.ok) {
    io.err(`keyscope export: ${parsed.error}\n${usage}`);
    return 2;
  }
  const loaded = await readDesignFile(parsed.file);
  if (!loaded.ok) {
    io.err(`keyscope: ${sourceLabel(parsed.file)}: ${unreadableMessage(loaded)}\n`);
    return 2;
  }
  const result = exportDesign(loaded.design, {
    to: parsed.to,
    now,
    ...(parsed.table !== undefined ? { table: parsed.table } : {}),
    ...(parsed.format !== undefined ? { format: parsed.format } : {})
  });
  if (!result.ok) {
    const hint = result.code === 'choose-table' ? ' with --table NAME' : '';
    io.err(`keyscope export: ${sourceLabel(parsed.file)}: ${result.error}${hint}\n`);
    return 2;
  }
  for (const f of loaded.findings)
    if (f.severity === 'error')
      io.err(`keyscope export: warning: the design has an error at ${f.path}: ${f.message}\n`);
  for (const note of result.notes) io.err(`keyscope export: note: ${note}\n`);
  io.out(result.text);
  return 0;
}
