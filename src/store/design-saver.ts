import type { DesignLibrary, DesignSnapshot } from './design-library.ts';
import type { LibraryChange } from './library-channel.ts';
import type { LibraryEntry } from './library-schema.ts';
import { StorageError } from './storage-error.ts';

/** Another tab changed the design this tab has open (`change` is what it did). */
export interface Conflict {
  readonly id: string;
  readonly change: LibraryChange['kind'] | 'saved-first';
  readonly message: string;
}

const CONFLICT =
  'This design was changed in another tab since this tab opened it, so this tab did not save over it. Reload to see that version, or keep this one as a copy.';

/**
 * Saves one open design to the library for the autosave scheduler: it remembers the revision it
 * last wrote and always saves against it, so a save after another tab's never overwrites it.
 * It hears other tabs' changes to the same design at once (BroadcastChannel), before any save
 * fails, and reports a conflict the UI offers as reload (`library.open`) or fork
 * (`library.create`). After a conflict it refuses to save until replaced.
 *
 * @example
 * const saver = new DesignSaver(library, entry);
 * saver.onConflict((c) => showBanner(c.message));
 * const autosave = new AutosaveScheduler((snap, mode) => saver.save(snap, mode));
 */
export class DesignSaver {
  private revisionNow: number;
  private conflictNow: Conflict | null = null;
  private readonly listeners = new Set<(c: Conflict) => void>();
  private readonly stop: () => void;

  constructor(
    private readonly library: DesignLibrary,
    entry: LibraryEntry
  ) {
    this.id = entry.id;
    this.revisionNow = entry.revision;
    this.stop = library.onChange((change) => {
      if (change.id !== this.id || change.revision <= this.revisionNow) return;
      this.raise(change.kind);
    });
  }

  readonly id: string;

  get revision(): number {
    return this.revisionNow;
  }

  get conflict(): Conflict | null {
    return this.conflictNow;
  }

  onConflict(listener: (c: Conflict) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Write the snapshot over the revision this tab has; throws a `conflict` StorageError if it moved. */
  async save(snapshot: DesignSnapshot, mode: 'auto' | 'explicit'): Promise<void> {
    if (this.conflictNow)
      throw new StorageError({ kind: 'conflict', message: this.conflictNow.message });
    const r = await this.library.save(this.id, snapshot, {
      expectedRevision: this.revisionNow,
      durability: mode === 'explicit' ? 'strict' : 'relaxed'
    });
    if (!r.ok) {
      this.raise('saved-first');
      throw new StorageError({ kind: 'conflict', message: CONFLICT });
    }
    this.revisionNow = r.entry.revision;
  }

  /** Rename from this tab, keeping this tab's revision current. */
  async rename(name: string): Promise<LibraryEntry> {
    const entry = await this.library.rename(this.id, name);
    this.revisionNow = entry.revision;
    return entry;
  }

  dispose(): void {
    this.stop();
    this.listeners.clear();
  }

  private raise(change: Conflict['change']): void {
    if (this.conflictNow) return;
    const message =
      change === 'deleted' || change === 'purged'
        ? 'This design was deleted in another tab. Keep it as a new design, or export it to a file.'
        : CONFLICT;
    this.conflictNow = { id: this.id, change, message };
    for (const l of this.listeners) l(this.conflictNow);
  }
}
