import { analyzeDesign } from '../core/analysis/analyze-design.ts';
import { exportDesign } from '../core/export/export-design.ts';
import type { Io } from './io.ts';
import { parseExportArgs } from './parse-export-args.ts';
import { loadProblems } from './load-problems.ts';
import { readDesignFile } from './read-design-file.ts';
import { stderrLines } from './stderr-lines.ts';
import { writeChunks } from './write-chunks.ts';
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
    io.err(stderrLines([`keyscope export: ${parsed.error}`], usage));
    return 2;
  }
  const loaded = await readDesignFile(parsed.file, io.stdin);
  if (!loaded.ok) {
    io.err(stderrLines(loadProblems(loaded, parsed.file)));
    return 2;
  }
  const result = exportDesign(loaded.design, {
    to: parsed.to,
    now,
    ...(parsed.table !== undefined ? { table: parsed.table } : {}),
    ...(parsed.format !== undefined ? { format: parsed.format } : {}),
    ...(parsed.syntheticKeys ? { syntheticKeys: true } : {})
  });
  if (!result.ok) {
    const hint = result.code === 'choose-table' ? ' with --table NAME' : '';
    io.err(stderrLines([`keyscope export: ${sourceLabel(parsed.file)}: ${result.error}${hint}`]));
    return 2;
  }
  // The design's errors as `keyscope check` finds them: the loader's and the analysis's.
  const analysis = analyzeDesign(loaded.design, { checkItemSizes: false });
  io.err(
    stderrLines([
      ...[...loaded.findings, ...analysis.findings]
        .filter((f) => f.severity === 'error')
        .map((f) => `keyscope export: warning: the design has an error at ${f.path}: ${f.message}`),
      ...result.notes.map((note) => `keyscope export: note: ${note}`)
    ])
  );
  await writeChunks(io, [result.text]);
  return 0;
}
