import type { LessonProgress } from '../../core/lessons/progress/lesson-progress.ts';
import type { LessonProgressStore } from '../../store/lesson-progress-store.ts';
import { errorMessage } from './error-message.ts';
import { openProgressStore } from './open-progress-store.ts';

/**
 * What the learner has done in each lesson, as the progress store keeps it: the store (opened
 * once, on first use), every lesson's record for the list, and why progress cannot be kept or
 * read in this browser, if it cannot.
 */
export class LessonRecordsState {
  /** Stored progress by lesson id, for the list. */
  // Replaced whole on each read of the store, never changed in place: a plain Map is enough.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  records = $state.raw<ReadonlyMap<string, LessonProgress>>(new Map());
  /** Why progress cannot be kept in this browser, if it cannot. */
  problem = $state<string | null>(null);

  readonly #open: (() => Promise<LessonProgressStore>) | undefined;
  #store: Promise<LessonProgressStore | null> | null = null;

  /** `open` opens the progress store (injected in tests; `openProgressStore` by default). */
  constructor(open?: () => Promise<LessonProgressStore>) {
    this.#open = open;
  }

  /** The progress store, or null when this browser cannot keep it (`problem` says why). */
  store(): Promise<LessonProgressStore | null> {
    const said = (problem: string) => (this.problem = problem);
    this.#store ??= (this.#open ?? (() => openProgressStore(said)))().catch((e: unknown) => {
      said(`Progress cannot be kept in this browser: ${errorMessage(e)}`);
      return null;
    });
    return this.#store;
  }

  /** Read every lesson's stored progress for the list. */
  async refresh(): Promise<void> {
    const store = await this.store();
    if (!store) return;
    try {
      // eslint-disable-next-line svelte/prefer-svelte-reactivity
      this.records = new Map((await store.all()).map((p) => [p.lessonId, p]));
    } catch (e) {
      this.problem = `Progress cannot be read: ${errorMessage(e)}`;
    }
  }

  /** What `store` holds for lesson `id`; null when nothing, or when it cannot be read. */
  async record(store: LessonProgressStore | null, id: string): Promise<LessonProgress | null> {
    try {
      return store ? await store.get(id) : null;
    } catch (e) {
      this.problem = `Progress cannot be read: ${errorMessage(e)}`;
      return null;
    }
  }
}
