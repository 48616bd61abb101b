// Opening a lesson file's bytes in the page: read as the format says, examples fetched and
// decoded as design files are; every problem a finding at its path, nothing half-opened.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ExampleEntry } from '../../../src/ui/open/load-example-index.ts';
import { exampleSource } from '../../../src/ui/lessons/example-source.ts';
import { loadLessonBytes } from '../../../src/core/lessons/load-lesson-bytes.ts';
import { openLesson } from '../../../src/ui/lessons/open-lesson.ts';

const examples = JSON.parse(readFileSync('public/examples/index.json', 'utf8')) as ExampleEntry[];

/** fetch over public/, recording what was asked. */
function publicFetch(asked: string[] = [], override?: (url: string) => Response | null) {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const o = override?.(url);
    if (o) return o;
    try {
      return new Response(readFileSync(`public/${url}`));
    } catch {
      return new Response('', { status: 404 });
    }
  }) as typeof fetch;
}
/** A lesson file read as the page reads a built-in one (a picked one is read the same, in a worker). */
const bytes = (path: string) => loadLessonBytes(new Uint8Array(readFileSync(path)));

describe('openLesson', () => {
  it('opens each built-in lesson with every step’s designs, fetching each example once', async () => {
    for (const file of ['gaming-keys', 'library-catalogue', 'relationship-graph']) {
      const asked: string[] = [];
      const r = await openLesson(
        bytes(`public/lessons/${file}.json`),
        file,
        exampleSource(examples, publicFetch(asked))
      );
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.steps.length).toBe(r.lesson.steps.length);
      expect(new Set(asked).size).toBe(asked.length);
    }
  });

  it('refuses a file that is not a lesson, at its paths', async () => {
    const text = JSON.stringify({ format: 'keyscope.lesson', version: 1, id: 'Bad Id', steps: [] });
    const r = await openLesson(
      loadLessonBytes(new TextEncoder().encode(text)),
      'bad.json',
      exampleSource(examples, publicFetch())
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.label).toBe('bad.json');
      expect(r.findings.map((f) => f.path)).toEqual(['$.id', '$.title', '$.steps']);
    }
  });

  it('refuses a lesson naming an example that does not load, at the reference', async () => {
    const lesson = JSON.parse(readFileSync('public/lessons/gaming-keys.json', 'utf8'));
    lesson.steps[3].solution = { example: 'library' };
    const broken = (url: string) =>
      url === 'examples/library.json' ? new Response(new Uint8Array([0x7b, 0xff])) : null;
    const r = await openLesson(
      loadLessonBytes(new TextEncoder().encode(JSON.stringify(lesson))),
      'g.json',
      exampleSource(examples, publicFetch([], broken))
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.findings).toHaveLength(1);
      expect(r.findings[0]!.path).toBe('$.steps[3].solution.example');
      expect(r.findings[0]!.message).toMatch(/example "library" cannot be read: .*not valid UTF-8/);
    }
  });
});

describe('exampleSource', () => {
  it('lists the example ids and reads each file as text', async () => {
    const source = exampleSource(examples, publicFetch());
    expect(source.ids).toEqual(examples.map((e) => e.id));
    expect(JSON.parse(await source.text('gaming')).name).toBeTruthy();
  });

  it('says which request failed, and refuses an id it does not have', async () => {
    const source = exampleSource(
      examples,
      publicFetch([], () => new Response('', { status: 503 }))
    );
    await expect(source.text('gaming')).rejects.toThrow(
      'loading examples/gaming.json failed with HTTP 503'
    );
    await expect(source.text('nope')).rejects.toThrow('there is no example "nope"');
  });
});
