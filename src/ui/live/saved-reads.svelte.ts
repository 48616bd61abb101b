import { decodeSavedReads } from '../../core/result-sets/decode-saved-reads.ts';
import { encodeSavedReads } from '../../core/result-sets/encode-saved-reads.ts';
import { encodeLiveLink } from '../../core/result-sets/encode-live-link.ts';
import type { ReadCursor } from '../../core/result-sets/read-cursor.ts';
import type { SavedRead } from '../../core/result-sets/saved-read.ts';
import type { LiveLoad } from './live-load.svelte.ts';

const KEY = 'keyscope.live.places';

/**
 * Where this tab's loads had got to, kept in sessionStorage page by page so that a reload, or a
 * tab that ran out of memory, loses the items but not the place: the Live tab offers to read on
 * from there. Only the place (the `#live=` link, the cursor's last keys, counts), never an item
 * or a credential, and only in this tab (sessionStorage ends with it). Storage that is full or
 * disabled loses the place, never the load.
 */
export class SavedReads {
  /** Places saved before this page loaded, not yet read on from or forgotten. */
  restored = $state.raw<readonly SavedRead[]>([]);
  /** Why a saved place could not be offered (a damaged or newer entry). */
  readonly problems: readonly string[];
  readonly #storage: Storage | null;
  /** This page's sets and their places (by set: sets named alike stay apart). Written, never shown. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #current = new Map<LiveLoad, SavedRead>();

  constructor(storage: Storage | null) {
    this.#storage = storage;
    let text: string | null = null;
    try {
      text = storage?.getItem(KEY) ?? null;
    } catch {
      // Storage disabled: there is nothing to offer.
    }
    const decoded = decodeSavedReads(text);
    this.restored = decoded.reads;
    this.problems = decoded.problems;
  }

  /** `set` stands at `cursor` (null: it read everything, so there is no place to keep). */
  keep(set: LiveLoad, cursor: ReadCursor | null): void {
    if (cursor === null) this.#current.delete(set);
    else
      this.#current.set(set, {
        link: encodeLiveLink(set.origin.link),
        name: set.name,
        cursor,
        items: (set.origin.resumedAfter ?? 0) + set.progress.items,
        bytes: set.progress.bytes
      });
    this.#write();
  }

  /** `set` was closed: its place goes with it. */
  drop(set: LiveLoad): void {
    if (this.#current.delete(set)) this.#write();
  }

  /** A restored place the user read on from or let go. */
  forget(read: SavedRead): void {
    this.restored = this.restored.filter((r) => r !== read);
    this.#write();
  }

  #write(): void {
    const reads = [...this.restored, ...this.#current.values()];
    try {
      if (reads.length) this.#storage?.setItem(KEY, encodeSavedReads(reads));
      else this.#storage?.removeItem(KEY);
    } catch {
      // Full or disabled: a reload then offers no place; what is loaded is not touched.
    }
  }
}
