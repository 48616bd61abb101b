import { readFileSync } from 'node:fs';
import type { ExampleSource } from '../../src/core/lessons/resolve-lesson.ts';

/** The app's examples (public/examples) as a lesson resolver reads them, with a log of reads. */
export function exampleSource(reads: string[] = []): ExampleSource {
  const index = JSON.parse(readFileSync('public/examples/index.json', 'utf8')) as {
    id: string;
    file: string;
  }[];
  return {
    ids: index.map((e) => e.id),
    text: async (id) => {
      reads.push(id);
      return readFileSync(`public/examples/${index.find((e) => e.id === id)!.file}`, 'utf8');
    }
  };
}
