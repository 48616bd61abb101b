// Lesson links, both ways: what encodeLessonLink writes, decodeLessonLink reads back; what
// it cannot open, it says why.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeLessonLink,
  type KnownLesson
} from '../../../src/core/lessons/decode-lesson-link.ts';
import { encodeLessonLink } from '../../../src/core/lessons/encode-lesson-link.ts';
import { readLessonIndex } from '../../../src/core/lessons/lesson-index.ts';

const LESSONS: KnownLesson[] = [
  { id: 'gaming-keys', title: 'Keys for a multiplayer game', steps: 4 },
  { id: 'library-catalogue', title: 'Hash and range keys', steps: 5 }
];

describe('lesson links', () => {
  it('round-trips every step of every lesson', () => {
    for (const l of LESSONS)
      for (let step = 0; step < l.steps; step++)
        expect(decodeLessonLink(encodeLessonLink(l.id, step), LESSONS)).toEqual({
          ok: true,
          lessonId: l.id,
          step
        });
    expect(encodeLessonLink('gaming-keys', 2)).toBe('#lesson=gaming-keys&step=3');
  });

  it.each([
    ['#lesson=gaming-keys', { ok: true, lessonId: 'gaming-keys', step: 0 }],
    ['lesson=library-catalogue&step=5', { ok: true, lessonId: 'library-catalogue', step: 4 }],
    ['#step=2&lesson=gaming-keys', null],
    ['#design=1.abc', null],
    ['', null],
    ['#lessons=x', null]
  ])('reads %j', (fragment, expected) => {
    expect(decodeLessonLink(fragment, LESSONS)).toEqual(expected);
  });

  it.each([
    [
      '#lesson=nope&step=1',
      /^there is no lesson "nope"; the lessons are "gaming-keys", "library-catalogue"$/
    ],
    ['#lesson=__proto__', /^there is no lesson "__proto__"/],
    ['#lesson=constructor&step=1', /^there is no lesson "constructor"/],
    [
      '#lesson=gaming-keys&step=9',
      /^the lesson "Keys for a multiplayer game" has 4 steps; the link asks for step 9$/
    ],
    ['#lesson=gaming-keys&step=0', /step must be a number from 1 to 4, got "0"/],
    ['#lesson=gaming-keys&step=1e3', /got "1e3"/],
    ['#lesson=gaming-keys&step=-1', /got "-1"/],
    ['#lesson=gaming-keys&step=', /got ""/],
    ['#lesson=gaming-keys&step=99999999999999999999', /got "99999999999999999999"/],
    ['#lesson=', /names no lesson/],
    ['#lesson', /names no lesson/],
    ['#lesson=gaming-keys&lesson=library-catalogue', /gives "lesson" twice/],
    ['#lesson=gaming-keys&present=1', /has "present", which it does not use/],
    ['#lesson=%E0%A4%A', /is not valid URL text/],
    [`#lesson=${'x'.repeat(600)}`, /is 607 characters long/],
    [
      `#lesson=${'<script>'.repeat(20)}`,
      /^there is no lesson "<script><script><script><script><script>…"/
    ]
  ])('explains why %j cannot open', (fragment, message) => {
    const r = decodeLessonLink(fragment, LESSONS);
    expect(r?.ok).toBe(false);
    expect(r && !r.ok && r.message).toMatch(message);
  });

  it('never throws, and gives an answer with a message or a lesson that exists', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (tail) => {
        const r = decodeLessonLink(`#lesson=${tail}`, LESSONS);
        if (r === null) throw new Error('a lesson link read as no lesson link');
        if (r.ok) {
          const l = LESSONS.find((x) => x.id === r.lessonId)!;
          expect(r.step).toBeGreaterThanOrEqual(0);
          expect(r.step).toBeLessThan(l.steps);
        } else expect(r.message.length).toBeGreaterThan(0);
      }),
      { seed: 14, numRuns: 500 }
    );
  });

  it('checks a link against the built-in index before any lesson is fetched', () => {
    const index = readLessonIndex(JSON.parse(readFileSync('public/lessons/index.json', 'utf8')));
    if (!index.ok) throw new Error('index');
    expect(decodeLessonLink('#lesson=gaming-keys&step=4', index.entries)).toEqual({
      ok: true,
      lessonId: 'gaming-keys',
      step: 3
    });
    expect(decodeLessonLink('#lesson=gaming-keys&step=5', index.entries)).toEqual({
      ok: false,
      message: 'the lesson "Keys for a multiplayer game" has 4 steps; the link asks for step 5'
    });
  });
});
