import { classifyStorageError } from '../../store/classify-storage-error.ts';
import type { DesignLibrary } from '../../store/design-library.ts';
import type { LibraryEntry } from '../../store/library-schema.ts';

/**
 * What the library panel lists: the stored designs (filtered by the last search) and the ones
 * deleted until the next reload. Only the newest read is shown when searches overlap.
 */
export class LibraryListing {
  entries = $state.raw<readonly LibraryEntry[]>([]);
  deleted = $state.raw<readonly LibraryEntry[]>([]);

  readonly #library: () => DesignLibrary | null;
  readonly #failed: (message: string) => void;
  #query = '';

  /** `library`: the open library (null: none yet); `failed` hears why a read failed. */
  constructor(library: () => DesignLibrary | null, failed: (message: string) => void) {
    this.#library = library;
    this.#failed = failed;
  }

  /** Reread the listing (and the designs deleted until the next reload), filtered by `query`. */
  async refresh(query = this.#query): Promise<void> {
    this.#query = query;
    const library = this.#library();
    if (!library) return;
    try {
      const [entries, deleted] = await Promise.all([
        query.trim() ? library.search(query.trim()) : library.list(),
        library.deleted()
      ]);
      if (query === this.#query) [this.entries, this.deleted] = [entries, deleted];
    } catch (error) {
      this.#failed(classifyStorageError(error).message);
    }
  }
}
