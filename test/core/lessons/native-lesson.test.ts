import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION } from '../../../src/core/formats/migrate-design.ts';
import { nativeLesson } from '../../../src/core/lessons/native-lesson.ts';
import { loadLesson, loadLessonText } from '../../../src/core/lessons/load-lesson.ts';

const FILES = [
  ...readdirSync('test/fixtures/lessons').map((f) => `test/fixtures/lessons/${f}`),
  ...readdirSync('public/lessons')
    .filter((f) => f !== 'index.json')
    .map((f) => `public/lessons/${f}`)
];

describe('nativeLesson', () => {
  it.each(FILES)('writes %s back as the lesson it was read as', (file) => {
    const first = loadLessonText(readFileSync(file, 'utf8'));
    if (!first.ok) throw new Error(file);
    const doc = nativeLesson(first.lesson);
    const again = loadLesson(JSON.parse(JSON.stringify(doc)));
    if (!again.ok) throw new Error(JSON.stringify(again.findings));
    expect(again.lesson).toEqual(first.lesson);
    expect(nativeLesson(again.lesson)).toEqual(doc);
  });

  it('writes the fields in the documented order, the format first', () => {
    const r = loadLessonText(readFileSync('test/fixtures/lessons/v1-every-check.json', 'utf8'));
    if (!r.ok) throw new Error('did not load');
    const doc = nativeLesson(r.lesson);
    expect(Object.keys(doc)).toEqual([
      'format',
      'version',
      'id',
      'title',
      'source',
      'summary',
      'steps'
    ]);
    expect(Object.keys(doc.steps[0]!)).toEqual([
      'id',
      'title',
      'explanation',
      'task',
      'start',
      'checks',
      'hint',
      'solution'
    ]);
    expect(Object.keys(doc.steps[1]!)).toEqual([
      'id',
      'title',
      'explanation',
      'task',
      'start',
      'checks'
    ]);
    const viewed = nativeLesson({
      ...r.lesson,
      steps: [{ ...r.lesson.steps[0]!, view: 'templates' }]
    });
    expect(Object.keys(viewed.steps[0]!).at(-1)).toBe('view');
    expect(viewed.steps[0]!.view).toBe('templates');
    expect(doc.steps[1]!.start).toMatchObject({
      design: { format: 'keyscope.design', version: CURRENT_VERSION }
    });
  });
});
