import type { Lesson } from '../../core/lessons/lesson.ts';
import { loadLessonBytes } from '../../core/lessons/load-lesson-bytes.ts';
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
 * A lesson file's bytes (fetched or picked) made ready to teach: read as the format says
 * (`loadLessonBytes`: size, UTF-8, every field), then every example it names fetched and
 * loaded (`resolveLesson`). Any problem refuses it, each finding at its path in the file.
 *
 * @example
 * const r = await openLesson(bytes, 'gaming-keys.json', exampleSource(examples, fetch));
 * if (!r.ok) show(r.findings.map((f) => `${f.path}: ${f.message}`));
 */
export async function openLesson(
  bytes: Uint8Array,
  label: string,
  examples: ExampleSource
): Promise<OpenedLesson> {
  const loaded = loadLessonBytes(bytes);
  if (!loaded.ok) return { ok: false, label, findings: loaded.findings };
  const resolved = await resolveLesson(loaded.lesson, examples);
  if (!resolved.ok) return { ok: false, label, findings: resolved.findings };
  return { ok: true, lesson: loaded.lesson, steps: resolved.steps };
}
