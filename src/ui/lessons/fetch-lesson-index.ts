import { readLessonIndex, type LessonIndexResult } from '../../core/lessons/lesson-index.ts';

/**
 * Fetch and read the built-in lessons' index (`lessons/index.json`). A response that is not
 * JSON, or not an index, comes back as findings; a failed request throws, naming the URL.
 *
 * @example
 * const r = await fetchLessonIndex('lessons/index.json', fetch);
 * if (r.ok) r.entries.map((e) => e.title);
 */
export async function fetchLessonIndex(
  url: string,
  fetchFn: typeof fetch,
  signal?: AbortSignal
): Promise<LessonIndexResult> {
  const response = await fetchFn(url, signal ? { signal } : {});
  if (!response.ok) throw new Error(`Loading ${url} failed with HTTP ${response.status}.`);
  const text = await response.text();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      findings: [
        { severity: 'error', code: 'json.syntax', path: '$', message: `${url} is not JSON: ${why}` }
      ]
    };
  }
  return readLessonIndex(raw);
}
