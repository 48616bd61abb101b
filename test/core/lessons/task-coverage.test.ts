import { describe, expect, it } from 'vitest';
import type { LessonCheck } from '../../../src/core/lessons/checks/check-registry.ts';
import { taskCoverage } from '../../../src/core/lessons/task-coverage.ts';

const c = (covers?: number[]): LessonCheck => ({
  kind: 'no-collisions',
  table: 'T',
  ...(covers ? { covers } : {})
});

describe('taskCoverage', () => {
  it.each<[string, string, LessonCheck[], number[][]]>([
    ['one bullet: every check without covers checks it', 'Do it.', [c(), c()], [[0, 1]]],
    ['one bullet: a check may say so', 'Do it.', [c([1])], [[0]]],
    [
      'bullets: only the checks that name them',
      '- a\n- b\n- c',
      [c([1, 3]), c([3])],
      [[0], [], [0, 1]]
    ],
    ['bullets: a check without covers checks none', '- a\n- b', [c()], [[], []]]
  ])('%s', (_name, task, checks, expected) => {
    expect(taskCoverage({ task, checks }).map((b) => b.checks)).toEqual(expected);
  });

  it('names each bullet as plain text', () => {
    expect(taskCoverage({ task: '- give `SK`\n- *more*', checks: [c([1, 2])] })).toEqual([
      { bullet: 'give SK', checks: [0] },
      { bullet: 'more', checks: [0] }
    ]);
  });
});
