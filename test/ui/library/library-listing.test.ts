// The library panel's listing over a real library (fake-indexeddb): damaged entries listed with
// their problems, and a design found unreadable when opened listed as damaged from then on.
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import type { DesignLibrary } from '../../../src/store/design-library.ts';
import { LibraryListing } from '../../../src/ui/library/library-listing.svelte.ts';
import { example, freshName, openLibrary } from '../../store/library-test-helpers.ts';

const NO_RUNS = { runs: [] };
let lib: DesignLibrary;
afterEach(() => lib.close());

async function damaged(): Promise<{ listing: LibraryListing; sound: string; hurt: string }> {
  const name = freshName();
  lib = await openLibrary(name);
  const sound = await lib.create({ design: example('gaming'), generation: NO_RUNS });
  const hurt = await lib.create({ design: example('library'), generation: NO_RUNS });
  const db = await openDB(name);
  const entry = (await db.get('entries', hurt.id)) as Record<string, unknown>;
  await db.put('entries', { ...entry, name: 42, items: null } as never);
  await db.put('designs', { id: hurt.id, revision: 1, text: 7, generation: NO_RUNS } as never);
  db.close();
  const listing = new LibraryListing(
    () => lib,
    (message) => {
      throw new Error(message);
    }
  );
  await listing.refresh();
  return { listing, sound: sound.id, hurt: hurt.id };
}

describe('LibraryListing', () => {
  it('lists a damaged entry with what is wrong with its record, a sound one with nothing', async () => {
    const { listing, sound, hurt } = await damaged();
    const byId = new Map(listing.entries.map((e) => [e.id, listing.problems(e)]));
    expect(byId.get(sound)).toEqual([]);
    expect(byId.get(hurt)).toEqual(['name is 42, not text', 'items is null, not a count']);
  });

  it('lists a design found unreadable as damaged from then on, and passes the failure on', async () => {
    const { listing, hurt } = await damaged();
    await expect(listing.reading(hurt, () => lib.open(hurt))).rejects.toThrow(/cannot be read/);
    const e = listing.entries.find((x) => x.id === hurt)!;
    expect(listing.problems(e)).toEqual([
      'name is 42, not text',
      'items is null, not a count',
      'its design cannot be read: text is 7, not text or a Blob'
    ]);
  });

  it('notes nothing when a read fails for another reason', async () => {
    const { listing, sound } = await damaged();
    const error = new Error('disk trouble');
    await expect(listing.reading(sound, () => Promise.reject(error))).rejects.toBe(error);
    expect(listing.unreadable.size).toBe(0);
  });
});
