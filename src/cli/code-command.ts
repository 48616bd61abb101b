import { analyzeDesign } from '../core/analysis/analyze-design.ts';
import { CODE_LANGUAGES } from '../core/code/code-languages.ts';
import { escapeUnsafeChars } from '../core/text/escape-unsafe-chars.ts';
import { patternCode } from '../core/code/pattern-code.ts';
import type { Io } from './io.ts';
import { loadProblems } from './load-problems.ts';
import { parseCodeArgs } from './parse-code-args.ts';
import { readDesignFile } from './read-design-file.ts';
import { sourceLabel } from './source-label.ts';
import { stderrLines } from './stderr-lines.ts';
import { writeChunks } from './write-chunks.ts';

/**
 * `keyscope code <design> --pattern NAME|--all --lang ID`: an access pattern as a program in
 * the language `CODE_LANGUAGES` holds under ID, on standard output. With `--all`, every pattern
 * of the design one after another, each after a header comment line; a pattern that is not one
 * request, or that the language cannot write, is left out with a note on standard error. Exit 0
 * when written, 1 when `--all` left a pattern out, 2 when the arguments, the design or the one
 * pattern asked for cannot be used.
 */
export async function codeCommand(args: readonly string[], io: Io, usage: string): Promise<number> {
  const parsed = parseCodeArgs(args);
  if (!parsed.ok) {
    io.err(stderrLines([`keyscope code: ${parsed.error}`], usage));
    return 2;
  }
  const loaded = await readDesignFile(parsed.file, io.stdin);
  if (!loaded.ok) {
    io.err(stderrLines(loadProblems(loaded, parsed.file)));
    return 2;
  }
  const where = `keyscope code: ${sourceLabel(parsed.file)}`;
  const patterns = loaded.design.accessPatterns;
  const language = CODE_LANGUAGES.get(parsed.lang)!;
  const analysis = analyzeDesign(loaded.design, { checkItemSizes: false });
  if ('pattern' in parsed) {
    const pattern = patterns.find((p) => p.name === parsed.pattern);
    if (!pattern) {
      const names = patterns.map((p) => JSON.stringify(p.name)).join(', ');
      const has = patterns.length
        ? `its access patterns are ${names}`
        : 'it has no access patterns';
      io.err(
        stderrLines([`${where}: no access pattern ${JSON.stringify(parsed.pattern)}; ${has}`])
      );
      return 2;
    }
    const code = patternCode(loaded.design, analysis, patterns.indexOf(pattern), parsed.lang);
    if (!code.ok) {
      io.err(stderrLines([`${where}: ${code.why}`]));
      return 2;
    }
    await writeChunks(io, [code.code]);
    return 0;
  }
  if (!patterns.length) {
    io.err(stderrLines([`${where}: the design has no access patterns to write`]));
    return 2;
  }
  const skipped: string[] = [];
  let written = 0;
  for (const [i, pattern] of patterns.entries()) {
    const code = patternCode(loaded.design, analysis, i, parsed.lang);
    if (!code.ok) {
      skipped.push(`${where}: note: left out: ${code.why}`);
      continue;
    }
    const title = escapeUnsafeChars(JSON.stringify(pattern.name));
    const head = `${language.lineComment} ===== ${title} (${i + 1} of ${patterns.length}) =====\n`;
    await writeChunks(io, [written++ > 0 ? '\n' : '', head, code.code]);
  }
  if (skipped.length) io.err(stderrLines(skipped));
  return skipped.length ? 1 : 0;
}
