import type { Design } from '../../core/model/design.ts';
import type { DesignLibrary, LibraryOptions } from '../../store/design-library.ts';

/** How `LibraryState.start` opens the library; every part is injected in tests. */
export interface LibraryStartOptions {
  readonly open?: (options: LibraryOptions) => Promise<DesignLibrary>;
  readonly storage?: Pick<StorageManager, 'persist' | 'persisted'>;
  readonly library?: LibraryOptions;
  /**
   * The native JSON text of a design whose items the analysis worker holds (written there);
   * without it such a design is not saved, and says why.
   */
  readonly remoteText?: (design: Design) => Promise<Blob>;
}
