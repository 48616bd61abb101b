import { loadDesignText } from '../formats/load-design.ts';
import type { Design } from '../model/design.ts';
import { joinPath, type Finding } from '../model/finding.ts';
import type { Lesson, LessonDesign, LessonStep } from './lesson.ts';

/** Where a lesson's `{"example": id}` designs come from: the app's `examples/`, however read. */
export interface ExampleSource {
  /** Every example id there is. */
  readonly ids: readonly string[];
  /** The example's design file, as text. */
  text(id: string): Promise<string>;
}

/** A step with its designs at hand. */
export interface ResolvedStep {
  readonly step: LessonStep;
  readonly start: Design;
  readonly solution: Design | null;
}

export type ResolveResult =
  | { readonly ok: true; readonly steps: readonly ResolvedStep[] }
  | { readonly ok: false; readonly findings: readonly Finding[] };

/**
 * Fetch and load the examples a lesson names (each once), so every step has its start and
 * solution as designs. An id that is not an example, or an example that does not load, is a
 * finding at the reference's path (`$.steps[0].start.example`).
 *
 * @example
 * const r = await resolveLesson(lesson, { ids: ['gaming'], text: (id) => fetchText(`examples/${id}.json`) });
 * if (r.ok) evaluateChecks(r.steps[0].step.checks, r.steps[0].start);
 */
export async function resolveLesson(
  lesson: Lesson,
  examples: ExampleSource
): Promise<ResolveResult> {
  const cache = new Map<string, Promise<Design | string>>();
  const findings: Finding[] = [];
  const design = async (d: LessonDesign, path: string): Promise<Design | null> => {
    if (d.kind === 'inline') return d.design;
    if (!examples.ids.includes(d.example)) {
      findings.push(
        problem(
          joinPath(path, 'example'),
          `there is no built-in example "${d.example}"; the examples are ${examples.ids.map((x) => `"${x}"`).join(', ')}`
        )
      );
      return null;
    }
    let loading = cache.get(d.example);
    if (!loading) {
      loading = load(examples, d.example);
      cache.set(d.example, loading);
    }
    const got = await loading;
    if (typeof got === 'string') {
      findings.push(problem(joinPath(path, 'example'), got));
      return null;
    }
    return got;
  };
  const steps: ResolvedStep[] = [];
  for (const [i, step] of lesson.steps.entries()) {
    const path = joinPath('$.steps', i);
    const start = await design(step.start, joinPath(path, 'start'));
    const solution = step.solution ? await design(step.solution, joinPath(path, 'solution')) : null;
    if (start) steps.push({ step, start, solution });
  }
  return findings.length ? { ok: false, findings } : { ok: true, steps };
}

async function load(examples: ExampleSource, id: string): Promise<Design | string> {
  let text: string;
  try {
    text = await examples.text(id);
  } catch (e) {
    return `example "${id}" cannot be read: ${e instanceof Error ? e.message : String(e)}`;
  }
  const loaded = loadDesignText(text);
  if (!loaded.ok)
    return `example "${id}" is not a design: ${loaded.findings[0]?.message ?? 'it does not load'}`;
  return loaded.design;
}

function problem(path: string, message: string): Finding {
  return { severity: 'error', code: 'lesson.unknown-example', message, path };
}
