import type { ExampleSource } from '../../core/lessons/resolve-lesson.ts';
import { decodeUtf8 } from '../../core/text/decode-utf8.ts';
import type { ExampleEntry } from '../open/load-example-index.ts';

/**
 * The app's example designs as a lesson resolver reads them: the ids of `examples/index.json`,
 * each file fetched next to the page and decoded as UTF-8 the way a design file is (fatal, no
 * replacement character), so an example reads the same in a lesson as when opened.
 *
 * @example
 * await resolveLesson(lesson, exampleSource(examples, fetch));
 */
export function exampleSource(
  examples: readonly ExampleEntry[],
  fetchFn: typeof fetch,
  base = 'examples/'
): ExampleSource {
  return {
    ids: examples.map((e) => e.id),
    async text(id) {
      const entry = examples.find((e) => e.id === id);
      if (!entry) throw new Error(`there is no example "${id}"`);
      const url = `${base}${entry.file}`;
      const response = await fetchFn(url);
      if (!response.ok) throw new Error(`loading ${url} failed with HTTP ${response.status}`);
      const decoded = decodeUtf8(new Uint8Array(await response.arrayBuffer()));
      if (!decoded.ok) throw new Error(decoded.error.message);
      return decoded.text;
    }
  };
}
