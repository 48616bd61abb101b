import { describeJson } from '../json/describe-json.ts';
import { joinPath } from '../model/finding.ts';
import { readCheck } from './checks/read-check.ts';
import type { LessonCheck } from './checks/check-registry.ts';
import type { LessonStep } from './lesson.ts';
import { LESSON_FORMAT } from './lesson-format.ts';
import type { LessonReader } from './lesson-reader.ts';
import { readLessonDesign } from './read-lesson-design.ts';
import { isStepView, STEP_VIEWS } from './step-view.ts';
import { taskBullets } from './task-bullets.ts';

const FIELDS = [
  'id',
  'title',
  'explanation',
  'task',
  'start',
  'checks',
  'hint',
  'solution',
  'view'
];

/**
 * Read one step of a lesson file: id, title, explanation, task, start, 1 to 20 checks, and an
 * optional hint, solution and view (what presenter mode shows beside the task). Undefined when any part of it is refused (each problem recorded
 * on `r` at its path).
 *
 * @example
 * readLessonStep(r, raw, '$.steps[2]')?.checks.length; // 2
 */
export function readLessonStep(
  r: LessonReader,
  raw: unknown,
  path: string,
  version: number = LESSON_FORMAT.version
): LessonStep | undefined {
  const o = r.object(raw, path, 'a step');
  if (!o) return undefined;
  const before = r.findings.length;
  const { titleChars, markupChars, checksPerStep } = LESSON_FORMAT.limits;
  r.only(o, path, FIELDS, 'a step');
  const id = r.id(o, 'id', path);
  const title = r.text(o, 'title', path, titleChars);
  const explanation = r.text(o, 'explanation', path, markupChars);
  const task = r.text(o, 'task', path, markupChars);
  const hint = r.text(o, 'hint', path, markupChars, false);
  const start =
    r.field(o, 'start') === undefined
      ? void r.error(
          joinPath(path, 'start'),
          'format.missing',
          '"start" is required: the design the step starts from'
        )
      : readLessonDesign(r, r.field(o, 'start'), joinPath(path, 'start'));
  const solution =
    r.field(o, 'solution') === undefined
      ? undefined
      : readLessonDesign(r, r.field(o, 'solution'), joinPath(path, 'solution'));
  const view = r.field(o, 'view');
  if (view !== undefined && !isStepView(view))
    r.error(
      joinPath(path, 'view'),
      'format.wrong-type',
      `"view" must be one of ${STEP_VIEWS.map((v) => `"${v}"`).join(', ')}, got ${describeJson(view)}: the view presenter mode shows beside the task`
    );
  const rawChecks = r.array(o, 'checks', path, true);
  if (
    r.field(o, 'checks') !== undefined &&
    (rawChecks.length === 0 || rawChecks.length > checksPerStep)
  )
    r.error(
      joinPath(path, 'checks'),
      'format.count',
      `a step has 1 to ${checksPerStep} checks, got ${rawChecks.length}: the step is done when they all pass`
    );
  const checks: LessonCheck[] = [];
  const bullets = task === undefined ? 0 : taskBullets(task).length;
  rawChecks.slice(0, checksPerStep).forEach((c, i) => {
    const at = joinPath(joinPath(path, 'checks'), i);
    const check = readCheck(r, c, at);
    if (!check) return;
    checks.push(check);
    if (check.covers && version < 2)
      r.error(
        joinPath(at, 'covers'),
        'format.version',
        `"covers" is format version 2; make the lesson's "version" 2 to use it`
      );
    const past = check.covers?.find((n) => n > bullets);
    if (past !== undefined && task !== undefined)
      r.error(
        joinPath(at, 'covers'),
        'lesson.no-such-bullet',
        `"covers" names bullet ${past}, but the task has ${bullets} bullet${bullets === 1 ? '' : 's'} (its list items; a task without a list is one)`
      );
  });
  if (r.findings.slice(before).some((f) => f.severity === 'error')) return undefined;
  return {
    id: id!,
    title: title!,
    explanation: explanation!,
    task: task!,
    start: start!,
    checks,
    ...(hint !== undefined ? { hint } : {}),
    ...(solution !== undefined ? { solution } : {}),
    ...(isStepView(view) ? { view } : {})
  };
}
