import type { LessonLoadResult } from '../../core/lessons/load-lesson.ts';
import type { LessonRead, ReadLesson } from './read-lesson-in-worker.ts';

/**
 * The picked lesson file being read off the page (`ReadLesson`), one at a time: `reading` for the
 * status line's Cancel, `cancel` to stop it. A file picked while another is read replaces it.
 */
export class LessonFileReads {
  /** A file is being read: the status line offers Cancel. */
  reading = $state(false);
  #current: LessonRead | null = null;

  constructor(readonly read: ReadLesson) {}

  /** Read `file`: its lesson or findings, or null when cancelled (or replaced by another file). */
  async next(file: File): Promise<LessonLoadResult | null> {
    this.#current?.cancel();
    const job = (this.#current = this.read(file, file.name));
    this.reading = true;
    try {
      return await job.result;
    } finally {
      if (this.#current === job) [this.#current, this.reading] = [null, false];
    }
  }

  /** Stop reading: nothing opens, and nothing is said. */
  cancel(): void {
    this.#current?.cancel();
  }
}
