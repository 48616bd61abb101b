import type { DBSchema } from 'idb';
import type { GenerationSettings } from '../core/generate/generation-settings.ts';
import type { LessonProgress } from '../core/lessons/progress/lesson-progress.ts';

/**
 * The design library's IndexedDB schema. Version 1 has two stores:
 *
 * - `entries`: one small record per design (name, counts, times, revision, soft deletion), so
 *   listing and searching never read a design's items;
 * - `designs`: the design itself as native `keyscope.design` JSON text (authored items only)
 *   and its generation settings, under the same id.
 *
 * The text is a string rather than an object tree because IndexedDB structured-clones a value
 * synchronously on the calling thread: a 10k-item design as objects takes 20–60 ms to clone,
 * its JSON text about 1 ms (test/bench/store-bench.ts). The text carries its own format version
 * and goes through the design loader (validated, migrated) on every open.
 *
 * Version 2 adds a third:
 *
 * - `progress`: a learner's progress through each lesson (`LessonProgress`), keyed by lesson id.
 *
 * Version 3 lets a design's text be a Blob: a large design (opened from a large file, its items
 * held by the analysis worker) is written there as a Blob, which IndexedDB stores without
 * copying its bytes on the page's main thread (a 50 MB string takes 50–80 ms to put or get);
 * smaller ones stay strings. Nothing is rewritten on the upgrade; the version tells older
 * builds, which read strings only, that the library is newer than they are.
 *
 * A new version adds a step to `upgradeLibrary`, a fixture of the old version's records under
 * test/fixtures/store/, and a test that upgrades it; old fixtures stay forever.
 */
export const LIBRARY_VERSION = 3;

/** The database name; tests pass their own. */
export const LIBRARY_DB = 'keyscope-library';

/** What a listing shows of a design: enough to choose one, never its items. */
export interface LibraryEntry {
  readonly id: string;
  readonly name: string;
  readonly tables: number;
  /** Items the user wrote (stored). */
  readonly items: number;
  /** Items the generation settings rebuild on open (not stored). */
  readonly generatedItems: number;
  /** Milliseconds since the epoch. */
  readonly createdAt: number;
  readonly updatedAt: number;
  /** Bumped by every write of the design; a save names the revision it started from. */
  readonly revision: number;
  /** When it was deleted (restorable until purged), or null. */
  readonly deletedAt: number | null;
}

/**
 * A field of a stored record that does not hold what it should (storage outlives builds, and can
 * be damaged while the app is closed), and what it held.
 */
export interface RecordDamage {
  /** The field as the record names it (`name`, `tables`, `text`…), or `record` for all of it. */
  readonly field: string;
  /** What it held and what it should hold: `name is 42, not text`. */
  readonly message: string;
}

/**
 * An entry as the library reads it back: each damaged field holds a placeholder (a number that
 * is not known is NaN, a name that is not text "Unnamed design") and is named in `damage`.
 */
export interface ListedEntry extends LibraryEntry {
  /** What is wrong with the stored record; empty for a sound one. */
  readonly damage: readonly RecordDamage[];
}

/** The stored design: native JSON text plus how its generated items are rebuilt. */
export interface StoredDesign {
  readonly id: string;
  readonly revision: number;
  /** The native JSON text, or (version 3) a Blob of it in UTF-8. */
  readonly text: string | Blob;
  readonly generation: GenerationSettings;
}

export interface LibrarySchema extends DBSchema {
  entries: { key: string; value: LibraryEntry; indexes: { updatedAt: number } };
  designs: { key: string; value: StoredDesign };
  progress: { key: string; value: LessonProgress };
}
