import type { Lesson } from '../../core/lessons/lesson.ts';
import type { LessonLoadResult } from '../../core/lessons/load-lesson.ts';
import {
  resolveLesson,
  type ExampleSource,
  type ResolvedStep
} from '../../core/lessons/resolve-lesson.ts';
import type { Finding } from '../../core/model/finding.ts';

export type OpenedLesson =
  | { readonly ok: true; readonly lesson: Lesson; readonly steps: readonly ResolvedStep[] }
  | { readonly ok: false; readonly label: string; readonly findings: readonly Finding[] };

/**
 * A lesson file, read (`loadLessonBytes`, on the page for a built-in lesson, in a worker for a
 * picked file), made ready to teach: every example it names fetched and loaded
 * (`resolveLesson`). Any problem refuses it, each finding at its path in the file.
 *
 * @example
 * const r = await openLesson(loadLessonBytes(bytes), 'gaming-keys.json', exampleSource(examples, fetch));
 * if (!r.ok) show(r.findings.map((f) => `${f.path}: ${f.message}`));
 */
export async function openLesson(
  loaded: LessonLoadResult,
  label: string,
  examples: ExampleSource
): Promise<OpenedLesson> {
  if (!loaded.ok) return { ok: false, label, findings: loaded.findings };
  const resolved = await resolveLesson(loaded.lesson, examples);
  if (!resolved.ok) return { ok: false, label, findings: resolved.findings };
  return { ok: true, lesson: loaded.lesson, steps: resolved.steps };
}
