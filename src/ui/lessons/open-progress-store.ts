import type { LessonProgressStore } from '../../store/lesson-progress-store.ts';

/**
 * Open the learner's progress store (the library database), loading its code on first use, and
 * say in the learner's words when another tab or the browser takes the database away: another
 * tab's upgrade closes this connection (reload to keep saving), an older tab blocks this one's
 * upgrade (close it), the browser ends the connection (storage cleared). Rejects with the
 * store's `StorageError` when it cannot open at all.
 *
 * @example
 * const store = await openProgressStore((problem) => (notice = problem));
 */
export async function openProgressStore(
  said: (problem: string) => void
): Promise<LessonProgressStore> {
  const { LessonProgressStore } = await import('../../store/lesson-progress-store.ts');
  return LessonProgressStore.open({
    onBlocking: () =>
      said(
        'Another tab updated how Keyscope stores its data; reload this page to keep saving progress.'
      ),
    onBlocked: () => said('Close the other Keyscope tabs so this one can update its storage.'),
    onTerminated: () => said('The browser closed Keyscope’s storage; progress is no longer saved.')
  });
}
