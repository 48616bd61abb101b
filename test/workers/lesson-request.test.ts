// lessonRequest: a lesson file read in the worker gives what reading it on the page gives,
// is refused by its size before it is read, and its findings are capped as the page shows them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LESSON_FORMAT } from '../../src/core/lessons/lesson-format.ts';
import { loadLessonBytes } from '../../src/core/lessons/load-lesson-bytes.ts';
import { LOAD_FINDINGS_SHOWN } from '../../src/workers/capped-findings.ts';
import { lessonRequest } from '../../src/workers/lesson-request.ts';
import { readTestBlob, testBlob } from '../helpers/test-blobs.ts';

const gaming = new Uint8Array(readFileSync('public/lessons/gaming-keys.json'));

describe('lessonRequest', () => {
  it('reads a lesson file as the page reads one', () => {
    expect(lessonRequest(testBlob(gaming), 'g.json', readTestBlob)).toEqual(
      loadLessonBytes(gaming)
    );
  });

  it('refuses a file over the cap by its size, without reading it', () => {
    const huge = { size: LESSON_FORMAT.limits.fileBytes + 1 } as Blob;
    const r = lessonRequest(huge, 'huge.json', () => {
      throw new Error('read');
    });
    expect(r.findings.map((f) => f.code)).toEqual(['lesson.too-large']);
  });

  it('caps the findings of a file with thousands of problems, counting the rest', () => {
    // 100 steps of 20 checks of no known kind: thousands of findings, each at its place.
    const steps = Array.from({ length: 100 }, () => ({
      checks: Array.from({ length: 20 }, () => ({ kind: 'nope' }))
    }));
    const text = JSON.stringify({ format: 'keyscope.lesson', version: 2, id: 'x', steps });
    const whole = loadLessonBytes(new TextEncoder().encode(text));
    expect(whole.findings.length).toBeGreaterThan(LOAD_FINDINGS_SHOWN + 1);
    const r = lessonRequest(testBlob(text), 'dup.json', readTestBlob);
    expect(r.ok).toBe(false);
    expect(r.findings).toHaveLength(LOAD_FINDINGS_SHOWN + 1);
    expect(r.findings.slice(0, LOAD_FINDINGS_SHOWN)).toEqual(
      whole.findings.slice(0, LOAD_FINDINGS_SHOWN)
    );
    expect(r.findings.at(-1)!.message).toMatch(/^[\d,]+ more problems were found in dup\.json/);
  });

  it('says so when the worker has no way to read files', () => {
    expect(() => lessonRequest(testBlob(gaming), 'g.json', null)).toThrow(
      'this worker cannot read files'
    );
  });
});
