import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ExampleSource } from '../core/lessons/resolve-lesson.ts';

/** The app's example designs, as the built app serves them: `public/examples/` of this package. */
const EXAMPLES = fileURLToPath(new URL('../../public/examples/', import.meta.url));

/**
 * The examples a lesson may name by id (`{"example": "gaming"}`), read from this package's
 * `public/examples/index.json`, so the CLI resolves them exactly as the app does.
 *
 * @example
 * const r = await resolveLesson(lesson, await builtinExamples());
 */
export async function builtinExamples(dir = EXAMPLES): Promise<ExampleSource> {
  const index = JSON.parse(await readFile(`${dir}index.json`, 'utf8')) as {
    id: string;
    file: string;
  }[];
  const files = new Map(index.map((e) => [e.id, e.file]));
  return {
    ids: [...files.keys()],
    text: (id) => readFile(`${dir}${files.get(id)!}`, 'utf8')
  };
}
