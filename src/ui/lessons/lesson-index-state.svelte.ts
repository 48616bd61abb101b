import type { LessonIndexEntry } from '../../core/lessons/lesson-index.ts';
import { errorMessage } from './error-message.ts';
import { fetchLessonIndex } from './fetch-lesson-index.ts';

/**
 * The built-in lessons' list, fetched once (a failed fetch is tried again at the next `load`),
 * and why it could not be read, if it could not.
 */
export class LessonIndexState {
  /** The built-in lessons; null until the list is read. */
  entries = $state.raw<readonly LessonIndexEntry[] | null>(null);
  /** Why the built-in list could not be read. */
  problem = $state<string | null>(null);

  readonly #url: string;
  readonly #fetch: typeof fetch;
  #loading: Promise<readonly LessonIndexEntry[]> | null = null;

  constructor(url: string, fetchFn: typeof fetch) {
    this.#url = url;
    this.#fetch = fetchFn;
  }

  /** The built-in lessons (fetched once); none when the list cannot be had, `problem` says why. */
  load(): Promise<readonly LessonIndexEntry[]> {
    this.#loading ??= fetchLessonIndex(this.#url, this.#fetch).then(
      (r) => {
        if (!r.ok) {
          const why = r.findings.map((f) => `${f.path}: ${f.message}`).join('; ');
          this.problem = `The list of lessons cannot be read (${why}).`;
          return (this.entries = []);
        }
        return (this.entries = r.entries);
      },
      (e: unknown) => {
        this.#loading = null;
        this.problem = `The list of lessons cannot be loaded: ${errorMessage(e)}`;
        return [];
      }
    );
    return this.#loading;
  }
}
