// The library database's versions: created fresh (from "version 0"), opened from a fixture of
// every version ever stored (test/fixtures/store/v<N>-library.json, kept forever), refused
// when newer than this build, and given up to a newer tab that needs to upgrade.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { LIBRARY_VERSION } from '../../src/store/library-schema.ts';
import { openLibraryDb } from '../../src/store/open-library-db.ts';
import { StorageError } from '../../src/store/storage-error.ts';
import {
  fixture,
  freshName,
  openLibrary,
  restore,
  type StoreDump
} from './library-test-helpers.ts';
import { LessonProgressStore } from '../../src/store/lesson-progress-store.ts';

const FIXTURES = readdirSync('test/fixtures/store').filter((f) => /^v\d+-library\.json$/.test(f));

/** The schema of a database as a fixture would describe it (records aside). */
function schema(name: string): Promise<{ version: number; stores: Omit<StoreDump, 'records'>[] }> {
  return new Promise((resolve) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => {
      const db = open.result;
      const names = [...db.objectStoreNames].sort();
      const tx = db.transaction(names);
      const stores = names.map((n) => {
        const s = tx.objectStore(n);
        return {
          name: n,
          keyPath: s.keyPath as string,
          indexes: [...s.indexNames].map((i) => ({
            name: i,
            keyPath: s.index(i).keyPath as string
          }))
        };
      });
      db.close();
      resolve({ version: db.version, stores });
    };
  });
}

describe('the library database', () => {
  it('has a fixture of every version up to the current one', () => {
    const versions = FIXTURES.map((f) => fixture(f).version).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: LIBRARY_VERSION }, (_, i) => i + 1));
  });

  it("is created from nothing (version 0) with the current version's schema", async () => {
    const name = freshName();
    (await openLibraryDb({ name })).close();
    const current = fixture(`v${LIBRARY_VERSION}-library.json`);
    expect(await schema(name)).toEqual({
      version: LIBRARY_VERSION,
      stores: current.stores
        .map(({ records: _r, ...s }) => s)
        .sort((a, b) => a.name.localeCompare(b.name))
    });
  });

  it.each(FIXTURES)(
    'opens a database stored by %s, upgraded, with every design readable',
    async (file) => {
      const f = fixture(file);
      const name = freshName();
      await restore(name, f);
      const lib = await openLibrary(name);
      const entries = f.stores.find((s) => s.name === 'entries')!.records;
      const live = entries.filter((e) => e['deletedAt'] === null);
      expect((await lib.list()).map((e) => e.id).sort()).toEqual(live.map((e) => e['id']).sort());
      for (const e of live) {
        const opened = await lib.open(e['id'] as string);
        expect(opened.findings.filter((x) => x.severity === 'error')).toEqual([]);
        expect(opened.design.name).toBe(e['name']);
        expect(opened.design.tables.length).toBe(e['tables']);
      }
      // Deleted before the reload: purged on open.
      expect(await lib.deleted()).toEqual([]);
      expect((await schema(name)).version).toBe(LIBRARY_VERSION);
      lib.close();
    }
  );

  it('keeps what the v1 fixture says: names, generation settings, edits', async () => {
    const name = freshName();
    await restore(name, fixture('v1-library.json'));
    const lib = await openLibrary(name);
    const gaming = await lib.open('5b0e6f0e-2d1a-4c1e-9a51-0c1f5a2b7d01');
    expect(gaming.design.description).toBe('Edited once.');
    expect(gaming.generation).toEqual({
      runs: [
        { perEntity: 1000, seed: 1 },
        { perEntity: 10, seed: 2, only: [2] }
      ]
    });
    expect((await lib.open('5b0e6f0e-2d1a-4c1e-9a51-0c1f5a2b7d02')).design.name).toBe('My library');
    lib.close();
  });

  it('migrates a stored design of an older format version as it opens', async () => {
    const f = fixture('v1-library.json');
    const designs = f.stores.find((s) => s.name === 'designs')!;
    const old = readFileSync('test/fixtures/designs/v0-gaming.json', 'utf8');
    designs.records[0] = { ...designs.records[0], text: old };
    const name = freshName();
    await restore(name, f);
    const lib = await openLibrary(name);
    const opened = await lib.open(designs.records[0]!['id'] as string);
    expect(opened.findings).toContainEqual(expect.objectContaining({ code: 'format.migrated' }));
    expect(opened.design.tables[0]?.globalSecondaryIndexes.length).toBeGreaterThan(0);
    lib.close();
  });

  it('adds an empty progress store to a version 1 database, keeping every design', async () => {
    const name = freshName();
    await restore(name, fixture('v1-library.json'));
    const progress = await LessonProgressStore.open({ name });
    expect(await progress.all()).toEqual([]);
    progress.close();
    const lib = await openLibrary(name);
    expect((await lib.list()).length).toBe(2);
    lib.close();
  });

  it('keeps the progress a version 2 database holds', async () => {
    const name = freshName();
    const f = fixture('v2-library.json');
    await restore(name, f);
    const progress = await LessonProgressStore.open({ name });
    const stored = f.stores.find((s) => s.name === 'progress')!.records;
    // Records from before drafts were kept read with none.
    expect(await progress.all()).toEqual(stored.map((r) => ({ ...(r as object), drafts: [] })));
    expect((await progress.get('gaming-keys'))?.currentStep).toBe('item-collection');
    expect((await progress.get('simple-and-composite-keys'))?.finishedAt).toBe(1796200780000);
    progress.close();
  });

  it('opens a design a version 3 database stored as a Blob, and keeps the strings beside it', async () => {
    const name = freshName();
    await restore(name, fixture('v3-library.json'));
    const lib = await openLibrary(name);
    let stored: unknown = null;
    const keep = (text: string | Blob) => ((stored = text), null);
    await lib.open('5b0e6f0e-2d1a-4c1e-9a51-0c1f5a2b7d04', keep);
    expect(stored).toBeInstanceOf(Blob);
    const opened = await lib.open('5b0e6f0e-2d1a-4c1e-9a51-0c1f5a2b7d04');
    expect(opened.design.name).toBe('A large file, stored as a Blob');
    expect(opened.findings.filter((f) => f.severity === 'error')).toEqual([]);
    await lib.open('5b0e6f0e-2d1a-4c1e-9a51-0c1f5a2b7d01', keep);
    expect(typeof stored).toBe('string');
    lib.close();
  });

  it('refuses a database from a newer Keyscope, saying so', async () => {
    const name = freshName();
    await restore(name, { database: name, version: LIBRARY_VERSION + 1, stores: [] });
    const err = await openLibrary(name).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageError);
    expect((err as StorageError).problem.kind).toBe('newer-database');
    expect((err as StorageError).message).toMatch(/written by a newer Keyscope.*reload the page/);
  });

  it('closes for a newer tab that upgrades, and says so', async () => {
    const name = freshName();
    const onBlocking = vi.fn();
    const db = await openLibraryDb({ name, onBlocking });
    await new Promise<void>((resolve, reject) => {
      const r = indexedDB.open(name, LIBRARY_VERSION + 1);
      r.onsuccess = () => {
        r.result.close();
        resolve();
      };
      r.onerror = () => reject(r.error);
      r.onblocked = () => reject(new Error('the old connection did not close'));
    });
    expect(onBlocking).toHaveBeenCalledOnce();
    expect(() => db.transaction('entries')).toThrow();
  });
});
