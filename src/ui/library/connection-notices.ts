import type { LibraryOptions } from '../../store/design-library.ts';

/**
 * What to tell the user when the browser does something to the library's connection: another
 * tab upgrading it (this one stops saving, or blocks the upgrade) or the storage closing it.
 * Each handler passes its notice to `say`.
 */
export function connectionNotices(
  say: (notice: string) => void
): Required<Pick<LibraryOptions, 'onBlocking' | 'onBlocked' | 'onTerminated'>> {
  return {
    onBlocking: () =>
      say(
        'Keyscope was updated in another tab, so this tab has stopped saving. Reload this tab to go on saving; export the design to a file first to be safe.'
      ),
    onBlocked: () =>
      say(
        'The design library is being upgraded but another Keyscope tab still has it open: close or reload the other tabs.'
      ),
    onTerminated: () =>
      say(
        'The browser closed the design library (storage cleared, or a disk problem), so saving stopped. Export the design to a file, then reload.'
      )
  };
}
