// A lesson file's bytes: the size is checked before anything is decoded, bytes that are not
// UTF-8 are refused where they are (never replaced), a byte-order mark is dropped, and the text
// then loads exactly as loadLessonText loads it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadLessonBytes } from '../../../src/core/lessons/load-lesson-bytes.ts';
import { lessonSizeRefusal, loadLessonText } from '../../../src/core/lessons/load-lesson.ts';
import { LESSON_FORMAT } from '../../../src/core/lessons/lesson-format.ts';

const minimal = readFileSync('test/fixtures/lessons/v1-minimal.json');
const bytes = (...parts: (Uint8Array | number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : [...p]))
  );

describe('loadLessonBytes', () => {
  it('loads a lesson file as its text loads', () => {
    const r = loadLessonBytes(new Uint8Array(minimal));
    expect(r).toEqual(loadLessonText(minimal.toString('utf8')));
    expect(r.ok).toBe(true);
  });

  it('drops a UTF-8 byte-order mark', () => {
    const r = loadLessonBytes(bytes([0xef, 0xbb, 0xbf], minimal));
    expect(r.ok).toBe(true);
  });

  it.each([
    [
      'a lone continuation byte',
      bytes('{"format": "keyscope.lesson", "title": "', [0x80], '"}'),
      40
    ],
    ['a byte that is never UTF-8', bytes('{"t', [0xff], '"}'), 3],
    ['UTF-16 with its byte-order mark', bytes([0xff, 0xfe, 0x7b, 0x00]), 0]
  ])('refuses %s at its byte offset, without replacing it', (_, input, offset) => {
    const r = loadLessonBytes(input);
    expect(r.ok).toBe(false);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ code: 'file.encoding', path: '$', severity: 'error' });
    expect(r.findings[0]!.message).toContain(`byte offset ${offset}`);
  });

  it('refuses a file over the cap by its size, before decoding it', () => {
    // Not UTF-8 either: the size is what it is refused for.
    const big = new Uint8Array(LESSON_FORMAT.limits.fileBytes + 1).fill(0xff);
    const r = loadLessonBytes(big);
    expect(r.findings).toEqual([
      {
        severity: 'error',
        code: 'lesson.too-large',
        path: '$',
        message: `the lesson is ${big.length} bytes; Keyscope reads lessons up to ${LESSON_FORMAT.limits.fileBytes} bytes`
      }
    ]);
  });
});

describe('lessonSizeRefusal', () => {
  it.each([
    [0, false],
    [LESSON_FORMAT.limits.fileBytes, false],
    [LESSON_FORMAT.limits.fileBytes + 1, true],
    [5 * 1024 ** 3, true]
  ])('%d bytes: refused %s', (n, refused) => {
    const r = lessonSizeRefusal(n);
    expect(r !== null).toBe(refused);
    if (r) expect(r.findings[0]!.message).toContain(`${n} bytes`);
  });
});
