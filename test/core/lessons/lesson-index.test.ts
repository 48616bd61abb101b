import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readLessonIndex } from '../../../src/core/lessons/lesson-index.ts';
import { loadLessonText } from '../../../src/core/lessons/load-lesson.ts';

describe('readLessonIndex', () => {
  it('reads the built-in index, which lists every lesson file under its own id and title', () => {
    const r = readLessonIndex(JSON.parse(readFileSync('public/lessons/index.json', 'utf8')));
    if (!r.ok) throw new Error(JSON.stringify(r.findings));
    const files = readdirSync('public/lessons')
      .filter((f) => f !== 'index.json')
      .sort();
    expect(r.entries.map((e) => e.file).sort()).toEqual(files);
    expect(r.entries).toHaveLength(5);
    for (const e of r.entries) {
      const l = loadLessonText(readFileSync(`public/lessons/${e.file}`, 'utf8'));
      expect(l.ok && [l.lesson.id, l.lesson.title, l.lesson.steps.length]).toEqual([
        e.id,
        e.title,
        e.steps
      ]);
    }
  });

  it.each([
    [{}, '$', /must be a list, got an object/],
    [[7], '$[0]', /must be an object, got number 7/],
    [
      [{ id: 'a', title: 'A', file: '../secret.json' }],
      '$[0].file',
      /a file name like "gaming-keys.json", got the string "..\/secret.json"/
    ],
    [
      [{ id: 'a', title: 'A', file: 'https://evil.example/x.json' }],
      '$[0].file',
      /got the string "https:\/\/evil.example\/x.json"/
    ],
    [
      [
        { id: 'a', title: 'A', file: 'a.json', steps: 1 },
        { id: 'a', title: 'B', file: 'b.json', steps: 1 }
      ],
      '$[1].id',
      /listed twice/
    ],
    [[{ id: 'a', title: 'A', file: 'a.json', __proto__x: 1 }], '$[0].__proto__x', /no field/],
    [[{ id: 'A B', title: 'A', file: 'a.json' }], '$[0].id', /lower-case/]
  ])('refuses %j at %s', (raw, path, message) => {
    const r = readLessonIndex(raw);
    expect(r.ok).toBe(false);
    const f = !r.ok ? r.findings.find((x) => x.path === path) : undefined;
    expect(f?.message).toMatch(message);
  });
});
