import type { IDBPDatabase } from 'idb';
import type { LessonProgress } from '../core/lessons/progress/lesson-progress.ts';
import { keepDraft } from '../core/lessons/progress/keep-draft.ts';
import { passStep } from '../core/lessons/progress/pass-step.ts';
import { readLessonProgress } from '../core/lessons/progress/read-lesson-progress.ts';
import { visitStep } from '../core/lessons/progress/visit-step.ts';
import { guardStorage } from './guard-storage.ts';
import type { LibrarySchema } from './library-schema.ts';
import { openLibraryDb, type OpenLibraryDbOptions } from './open-library-db.ts';
import { settleRequests } from './settle-requests.ts';

export interface ProgressStoreOptions extends OpenLibraryDbOptions {
  /** Milliseconds since the epoch; tests pass their own clock. */
  readonly now?: () => number;
}

/**
 * Learners' progress through lessons, in the library database's `progress` store (version 2):
 * one small record per lesson — the current step, the steps passed and when, started and
 * finished times, and what the learner left on each step they changed. Every change is one read-and-write transaction, so two quick passes never
 * lose one another; a damaged record reads as no progress (the lesson starts afresh) rather
 * than failing the page. Failures throw a classified `StorageError`.
 *
 * @example
 * const progress = await LessonProgressStore.open();
 * await progress.visit('gaming-keys', 'composite-key');
 * await progress.pass('gaming-keys', 'composite-key', lesson.steps.map((s) => s.id));
 * progressSummary(await progress.get('gaming-keys'), lesson).passed; // [true, false, false, false]
 */
export class LessonProgressStore {
  private constructor(
    private readonly db: IDBPDatabase<LibrarySchema>,
    private readonly now: () => number
  ) {}

  static async open(options: ProgressStoreOptions = {}): Promise<LessonProgressStore> {
    const db = await guardStorage(() => openLibraryDb(options));
    return new LessonProgressStore(db, options.now ?? Date.now);
  }

  /** The lesson's progress, or null when it was never started (or was reset). */
  async get(lessonId: string): Promise<LessonProgress | null> {
    return readLessonProgress(await guardStorage(() => this.db.get('progress', lessonId)));
  }

  /** Every lesson's progress, for the lesson list. */
  async all(): Promise<LessonProgress[]> {
    const raw = await guardStorage(() => this.db.getAll('progress'));
    return raw.flatMap((r) => readLessonProgress(r) ?? []);
  }

  /** The learner opened step `stepId`: it becomes the current step (the lesson starts if new). */
  visit(lessonId: string, stepId: string): Promise<LessonProgress> {
    return this.change(lessonId, (p, now) => visitStep(p, lessonId, stepId, now));
  }

  /** Every check of step `stepId` passed; `stepIds` are the lesson's steps, to tell when it is finished. */
  pass(lessonId: string, stepId: string, stepIds: readonly string[]): Promise<LessonProgress> {
    return this.change(lessonId, (p, now) => passStep(p, lessonId, stepId, stepIds, now));
  }

  /** What the learner left on step `stepId` (native design text), or null to forget it. */
  draft(lessonId: string, stepId: string, text: string | null): Promise<LessonProgress> {
    return this.change(lessonId, (p, now) => keepDraft(p, lessonId, stepId, text, now));
  }

  /** Forget the lesson's progress: it starts again from step 1. */
  async reset(lessonId: string): Promise<void> {
    const tx = this.db.transaction('progress', 'readwrite');
    await guardStorage(
      () => settleRequests(tx, (add) => add(tx.objectStore('progress').delete(lessonId))),
      tx
    );
  }

  close(): void {
    this.db.close();
  }

  /** Read, change and write in one transaction; an unchanged record is not written. */
  private async change(
    lessonId: string,
    update: (p: LessonProgress | null, now: number) => LessonProgress
  ): Promise<LessonProgress> {
    const tx = this.db.transaction('progress', 'readwrite');
    return guardStorage(async () => {
      const current = readLessonProgress(await tx.objectStore('progress').get(lessonId));
      const next = update(current, this.now());
      if (next === current) {
        await tx.done;
        return next;
      }
      await settleRequests(tx, (add) => add(tx.objectStore('progress').put(next)));
      return next;
    }, tx);
  }
}
