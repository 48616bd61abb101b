// The built-in lessons' index as the page fetches it: the real index reads, a broken one is
// findings, a failed request names the URL.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fetchLessonIndex } from '../../../src/ui/lessons/fetch-lesson-index.ts';

const serve = (body: string, status = 200) =>
  (async () => new Response(body, { status })) as unknown as typeof fetch;

describe('fetchLessonIndex', () => {
  it('reads public/lessons/index.json', async () => {
    const r = await fetchLessonIndex(
      'lessons/index.json',
      serve(readFileSync('public/lessons/index.json', 'utf8'))
    );
    expect(r.ok && r.entries.map((e) => [e.id, e.steps])).toEqual([
      ['gaming-keys', 4],
      ['library-catalogue', 5],
      ['relationship-graph', 3],
      ['simple-and-composite-keys', 4],
      ['multi-attribute-keys', 4]
    ]);
  });

  it.each([
    ['{"not": "json"', /lessons\/index\.json is not JSON/],
    ['{"id": "x"}', /the lesson index must be a list/],
    ['[{"id": "x", "title": "X", "file": "../x.json", "steps": 1}]', /"file" must be a file name/]
  ])('answers %s with findings', async (body, message) => {
    const r = await fetchLessonIndex('lessons/index.json', serve(body));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.findings.map((f) => f.message).join(' ')).toMatch(message);
  });

  it('throws, naming the URL, when the request fails', async () => {
    await expect(fetchLessonIndex('lessons/index.json', serve('', 404))).rejects.toThrow(
      'Loading lessons/index.json failed with HTTP 404.'
    );
  });
});
