import { resolveLesson, type ExampleSource } from '../core/lessons/resolve-lesson.ts';
import { verifyLesson } from '../core/lessons/verify-lesson.ts';
import { builtinExamples } from './builtin-examples.ts';
import { escapeControl } from './escape-control.ts';
import { formatLessonText } from './format-lesson-text.ts';
import type { Io } from './io.ts';
import { readLessonFile } from './read-lesson-file.ts';
import { sourceLabel } from './source-label.ts';

/**
 * `keyscope lesson <lesson.json> [--json]`: verify a lesson for CI. Exit 0 when the file is a
 * valid lesson, each step's starting design fails at least one of its checks and each solution
 * passes them all; 1 when a step does not; 2 when the file cannot be used (unreadable, not a
 * lesson, located errors, an example id the app does not have).
 */
export async function lessonCommand(
  args: readonly string[],
  io: Io,
  usage: string,
  examples?: ExampleSource
): Promise<number> {
  const json = args.includes('--json');
  const unknown = args.find((a) => a.startsWith('--') && a !== '--json');
  const files = args.filter((a) => !a.startsWith('--'));
  if (unknown || files.length !== 1) {
    io.err(
      `keyscope lesson: ${unknown ? `unknown option ${unknown}` : 'give exactly one lesson file'}\n${usage}`
    );
    return 2;
  }
  const file = files[0]!;
  const label = escapeControl(sourceLabel(file));
  const loaded = await readLessonFile(file);
  if (!loaded.ok) {
    const lines =
      'unreadable' in loaded
        ? [loaded.unreadable]
        : loaded.findings.map((f) => `${f.path}: ${f.message}`);
    io.err(lines.map((l) => `keyscope: ${label}: ${escapeControl(l)}\n`).join(''));
    return 2;
  }
  const resolved = await resolveLesson(loaded.lesson, examples ?? (await builtinExamples()));
  if (!resolved.ok) {
    io.err(
      resolved.findings
        .map((f) => `keyscope: ${label}: ${escapeControl(`${f.path}: ${f.message}`)}\n`)
        .join('')
    );
    return 2;
  }
  const verification = verifyLesson(resolved.steps);
  io.out(
    json
      ? JSON.stringify(
          { lesson: { id: loaded.lesson.id, title: loaded.lesson.title }, ...verification },
          null,
          2
        ) + '\n'
      : formatLessonText(loaded.lesson, verification, sourceLabel(file))
  );
  return verification.ok ? 0 : 1;
}
