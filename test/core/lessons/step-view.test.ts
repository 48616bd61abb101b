import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LessonStep } from '../../../src/core/lessons/lesson.ts';
import { loadLessonText } from '../../../src/core/lessons/load-lesson.ts';
import { isStepView, STEP_VIEWS, stepView } from '../../../src/core/lessons/step-view.ts';

const STEP: LessonStep = {
  id: 'one',
  title: 'One',
  explanation: 'Keys decide where an item lives.',
  task: 'Add a sort key.',
  start: { kind: 'example', example: 'gaming' },
  checks: [{ kind: 'no-collisions', table: 'T' }]
};

describe('stepView', () => {
  it.each<[string, Partial<LessonStep>, string]>([
    ['a plain step: the table', {}, 'table'],
    ['the view the lesson names', { view: 'templates' }, 'templates'],
    ['the named view over what the text says', { view: 'table', task: 'A graph.' }, 'table'],
    ['a graph in the explanation', { explanation: 'Read the table as a graph.' }, 'graph'],
    ['graphs in the task', { task: 'Compare the two Graphs.' }, 'graph'],
    ['"graph" inside another word is no graph', { task: 'See the paragraph above.' }, 'table'],
    [
      'a heat check: the heat view',
      {
        checks: [
          { kind: 'no-collisions', table: 'T' },
          { kind: 'no-hot-partition', table: 'T' }
        ],
        task: 'Look at the graph.'
      },
      'heat'
    ]
  ])('%s', (_name, change, view) => {
    const step = { ...STEP, ...change };
    const before = JSON.stringify(step);
    expect(stepView(step)).toBe(view);
    expect(JSON.stringify(step)).toBe(before);
  });

  it('gives each built-in lesson step the view it is about', () => {
    const views = (file: string) => {
      const r = loadLessonText(readFileSync(`public/lessons/${file}`, 'utf8'));
      if (!r.ok) throw new Error(file);
      return r.lesson.steps.map(stepView);
    };
    expect(views('gaming-keys.json')).toEqual(['table', 'table', 'table', 'table']);
    expect(views('relationship-graph.json')).toEqual(['graph', 'graph', 'graph']);
    expect(views('library-catalogue.json').at(-1)).toBe('heat');
  });

  it.each<[unknown, boolean]>([
    ...STEP_VIEWS.map((v): [unknown, boolean] => [v, true]),
    ['slides', false],
    [2, false],
    [null, false]
  ])('isStepView(%j) is %s', (value, expected) => {
    expect(isStepView(value)).toBe(expected);
  });
});
