import { classifyStorageError } from '../../store/classify-storage-error.ts';
import { DesignLibrary } from '../../store/design-library.ts';
import type { StorageProblem } from '../../store/storage-error.ts';
import { connectionNotices } from './connection-notices.ts';
import type { LibraryStartOptions } from './library-start-options.ts';

/** Where the library's connection notices are said, and read back. */
export interface NoticeSlot {
  get(): string;
  set(notice: string): void;
}

/**
 * Open the design library, its connection's notices said in `notice` (another tab upgrading
 * it, the storage closing it), or say why it cannot be used here. A blocked upgrade's "close
 * the other tabs" is taken back once the upgrade goes on (the other tab let go), unless another
 * notice has replaced it since.
 */
export async function openLibrary(
  options: LibraryStartOptions,
  notice: NoticeSlot
): Promise<{ library: DesignLibrary } | { problem: StorageProblem }> {
  const notices = connectionNotices((text) => notice.set(text));
  let blocked = '';
  try {
    const library = await (options.open ?? DesignLibrary.open)({
      ...options.library,
      ...notices,
      onBlocked: () => {
        notices.onBlocked();
        blocked = notice.get();
      }
    });
    if (blocked && notice.get() === blocked) notice.set('');
    return { library };
  } catch (error) {
    return { problem: classifyStorageError(error) };
  }
}
