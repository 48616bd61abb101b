import type { LessonCheck } from './check-registry.ts';

/**
 * What every step of every lesson asks besides its own checks: no item of the design is
 * rejected and every access pattern returns items. A design with either problem is broken, so
 * no step is done on it, whatever its own checks say.
 */
export const STEP_RULES: readonly LessonCheck[] = [
  { kind: 'items-written' },
  { kind: 'patterns-return-items' }
];

/**
 * The checks a step is evaluated with: its own, then `STEP_RULES` (each once: a rule the step
 * already names is not asked twice). The one place the rules are added — the studio's check
 * list, `verifyLesson` and the authoring preview all evaluate this list.
 *
 * @example
 * stepChecks([{ kind: 'no-collisions', table: 'Books' }]).map((c) => c.kind);
 * // ['no-collisions', 'items-written', 'patterns-return-items']
 */
export function stepChecks(checks: readonly LessonCheck[]): LessonCheck[] {
  const same = (a: LessonCheck, b: LessonCheck) =>
    JSON.stringify({ ...a, covers: undefined }) === JSON.stringify({ ...b, covers: undefined });
  return [...checks, ...STEP_RULES.filter((rule) => !checks.some((c) => same(c, rule)))];
}
