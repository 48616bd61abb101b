import { SvelteMap } from 'svelte/reactivity';
import { classifyStorageError } from '../../store/classify-storage-error.ts';
import type { DesignLibrary } from '../../store/design-library.ts';
import type { ListedEntry } from '../../store/library-schema.ts';
import { StorageError } from '../../store/storage-error.ts';

/**
 * What the library panel lists: the stored designs (filtered by the last search) and the ones
 * deleted until the next reload. Only the newest read is shown when searches overlap. A damaged
 * entry is listed with its problems: those its record showed as it was read, and, once it failed
 * to open or copy, why its design could not be read (a listing never reads designs).
 */
export class LibraryListing {
  entries = $state.raw<readonly ListedEntry[]>([]);
  deleted = $state.raw<readonly ListedEntry[]>([]);
  /** Why a design could not be read, by entry id, learnt when it was opened or copied. */
  readonly unreadable = new SvelteMap<string, string>();

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

  /** What is wrong with a listed entry, as sentences; empty for a sound one. */
  problems(entry: ListedEntry): string[] {
    const unreadable = this.unreadable.get(entry.id);
    return [...entry.damage.map((d) => d.message), ...(unreadable ? [unreadable] : [])];
  }

  /**
   * Run `read` on the design of entry `id` (open, copy); when it finds the design unreadable, the
   * entry is listed as damaged from then on, with why.
   */
  async reading<T>(id: string, read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (error instanceof StorageError && error.problem.kind === 'unreadable') {
        const why = error.problem.reason ?? error.problem.message;
        this.unreadable.set(id, `its design cannot be read: ${why}`);
      }
      throw error;
    }
  }
}
