import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadLessonText } from '../../../src/core/lessons/load-lesson.ts';
import type { Lesson } from '../../../src/core/lessons/lesson.ts';
import { resolveLesson } from '../../../src/core/lessons/resolve-lesson.ts';
import { exampleSource } from '../../helpers/example-source.ts';

function lesson(path: string): Lesson {
  const r = loadLessonText(readFileSync(path, 'utf8'));
  if (!r.ok) throw new Error(path);
  return r.lesson;
}

describe('resolveLesson', () => {
  it('gives every step its designs, reading each example once', async () => {
    const reads: string[] = [];
    const l = lesson('test/fixtures/lessons/v1-every-check.json');
    const r = await resolveLesson({ ...l, steps: [...l.steps, l.steps[0]!] }, exampleSource(reads));
    if (!r.ok) throw new Error(JSON.stringify(r.findings));
    expect(r.steps.map((s) => [s.start.name, s.solution?.name ?? null])).toEqual([
      ['Library catalogue (author as range key, flawed)', 'Library catalogue'],
      ['Two items, one key', null],
      ['Library catalogue (author as range key, flawed)', 'Library catalogue']
    ]);
    expect(reads.sort()).toEqual(['library', 'library-author-only']);
  });

  it('names an example the app does not have, at its path, with the ones it has', async () => {
    const l = lesson('test/fixtures/lessons/v1-minimal.json');
    const step = { ...l.steps[0]!, solution: { kind: 'example' as const, example: 'chess' } };
    const r = await resolveLesson({ ...l, steps: [step] }, exampleSource());
    expect(r.ok).toBe(false);
    expect(!r.ok && r.findings).toEqual([
      {
        severity: 'error',
        code: 'lesson.unknown-example',
        path: '$.steps[0].solution.example',
        message: expect.stringMatching(
          /^there is no built-in example "chess"; the examples are "gaming", "library", /
        )
      }
    ]);
  });

  it('reports an example that cannot be read or is no design', async () => {
    const l = lesson('test/fixtures/lessons/v1-minimal.json');
    const broken = {
      ids: ['library-author-only', 'library'],
      text: async (id: string) => {
        if (id === 'library') throw new Error('offline');
        return '{"not": "a design"}';
      }
    };
    const r = await resolveLesson(l, broken);
    expect(!r.ok && r.findings.map((f) => [f.path, f.message])).toEqual([
      [
        '$.steps[0].start.example',
        expect.stringMatching(/^example "library-author-only" is not a design: /)
      ],
      ['$.steps[0].solution.example', 'example "library" cannot be read: offline']
    ]);
  });
});
