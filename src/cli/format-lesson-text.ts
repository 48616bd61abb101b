import type { CheckOutcome } from '../core/lessons/checks/evaluate-checks.ts';
import type { Lesson } from '../core/lessons/lesson.ts';
import type { LessonVerification } from '../core/lessons/verify-lesson.ts';
import { describeCheck } from '../core/lessons/checks/describe-check.ts';
import { escapeControl } from './escape-control.ts';

/**
 * The human report of `keyscope lesson`: per step, each check on the starting design and on
 * the solution with its reason, the checks the solution fails with one item made invalid (and
 * which), each bullet of the task with the checks that check it, what is wrong with the step,
 * and a last line to grep. Every
 * text from the lesson is escaped (escapeControl), so a lesson cannot forge report lines.
 */
export function formatLessonText(lesson: Lesson, v: LessonVerification, file: string): string {
  const e = escapeControl;
  const lines = [
    `${e(file)}: lesson "${e(lesson.title)}" (${lesson.id}), ${lesson.steps.length} step${lesson.steps.length === 1 ? '' : 's'}`
  ];
  for (const s of v.steps) {
    const verdict = s.problems.length ? 'FAILS' : s.solution ? 'ok' : 'ok (no solution to check)';
    lines.push('', `Step ${s.index + 1} "${e(s.title)}" (${s.id}): ${verdict}`);
    lines.push('  starting design:', ...outcomes(s.start));
    if (s.solution) lines.push('  solution:', ...outcomes(s.solution));
    if (s.invalidated) {
      const failing = s.invalidated.outcomes.filter((o) => !o.pass);
      lines.push(
        `  solution with one item made invalid, ${e(s.invalidated.change)}:`,
        ...(failing.length ? outcomes(failing) : ['    passes every check'])
      );
    }
    lines.push('  task bullets:');
    s.bullets.forEach((b, i) => {
      lines.push(`    ${i + 1}. ${e(b.bullet)}`);
      const step = lesson.steps[s.index]!;
      for (const k of b.checks)
        lines.push(`          checked by: ${e(describeCheck(step.checks[k]!))}`);
      if (b.checks.length === 0) lines.push('          checked by: nothing');
    });
    for (const p of s.problems) lines.push(`  PROBLEM: ${e(p)}`);
  }
  const failing = v.steps.filter((s) => s.problems.length).length;
  lines.push(
    '',
    `${v.steps.length} step${v.steps.length === 1 ? '' : 's'}: ${v.steps.length - failing} ok, ${failing} failing${v.unsolved ? `, ${v.unsolved} without a solution` : ''}`
  );
  return lines.join('\n') + '\n';
}

function outcomes(list: readonly CheckOutcome[]): string[] {
  return list.flatMap((o) => [
    `    ${o.pass ? 'pass' : 'fail'}  ${escapeControl(o.description)}`,
    `          ${escapeControl(o.reason)}`
  ]);
}
