import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { until } from '../helpers/until.ts';
import { designJson } from '../../src/core/export/design-json.ts';
import type { GenerationSettings } from '../../src/core/generate/generation-settings.ts';
import type { Design } from '../../src/core/model/design.ts';
import type { DesignLibrary, DesignSnapshot } from '../../src/store/design-library.ts';
import type { LibraryChange } from '../../src/store/library-channel.ts';
import { StorageError } from '../../src/store/storage-error.ts';
import { example, freshName, openLibrary } from './library-test-helpers.ts';
import { openDB } from 'idb';

/** Change one entry record as damage done while the app was closed would (raw IndexedDB). */
async function damageEntry(
  database: string,
  id: string,
  damage: (entry: Record<string, unknown>) => void
): Promise<void> {
  const db = await openDB(database);
  const entry = (await db.get('entries', id)) as Record<string, unknown>;
  damage(entry);
  await db.put('entries', entry);
  db.close();
}

const NO_RUNS: GenerationSettings = { runs: [] };
const gaming = example('gaming');
const library = example('library');
const snap = (design: Design, generation: GenerationSettings = NO_RUNS): DesignSnapshot => ({
  design,
  generation
});

let name: string;
let lib: DesignLibrary;
beforeEach(async () => {
  name = freshName();
  lib = await openLibrary(name);
});
afterEach(() => lib.close());

async function storageError(p: Promise<unknown>): Promise<StorageError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof StorageError) return e;
    throw e;
  }
  throw new Error('expected a StorageError');
}

describe('DesignLibrary', () => {
  it('stores a design and opens the same design, generation settings included', async () => {
    const generation = {
      runs: [
        { perEntity: 1000, seed: 7 },
        { perEntity: 5, seed: 8, only: [1] }
      ]
    };
    const entry = await lib.create(snap(gaming, generation));
    expect(entry).toMatchObject({
      name: gaming.name,
      tables: 1,
      items: 22,
      generatedItems: 3005,
      revision: 1,
      deletedAt: null
    });
    const opened = await lib.open(entry.id);
    expect(opened.design).toEqual(gaming);
    expect(opened.generation).toEqual(generation);
    expect(opened.findings).toEqual([]);
    expect(opened.entry).toEqual(entry);
  });

  it('lists designs last edited first, with counts', async () => {
    const a = await lib.create(snap(gaming));
    const b = await lib.create(snap(library));
    expect((await lib.list()).map((e) => e.id)).toEqual([b.id, a.id]);
    await lib.save(a.id, snap({ ...gaming, name: 'Gaming v2' }), { expectedRevision: 1 });
    const list = await lib.list();
    expect(list.map((e) => [e.id, e.name, e.revision])).toEqual([
      [a.id, 'Gaming v2', 2],
      [b.id, library.name, 1]
    ]);
  });

  it('lists without reading any design', async () => {
    await lib.create(snap(gaming));
    const read = vi.spyOn(IDBObjectStore.prototype, 'get');
    const readAll = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    const readIndex = vi.spyOn(IDBIndex.prototype, 'getAll');
    try {
      await lib.list();
      await lib.search('gam');
      const stores = [...read.mock.contexts, ...readAll.mock.contexts].map(
        (s) => (s as IDBObjectStore).name
      );
      const indexes = readIndex.mock.contexts.map((i) => (i as IDBIndex).objectStore.name);
      expect([...stores, ...indexes].length).toBeGreaterThan(0);
      expect(new Set([...stores, ...indexes])).toEqual(new Set(['entries']));
    } finally {
      vi.restoreAllMocks();
    }
  });

  it.each([
    ['gam', ['Battle royale gaming']],
    ['GAMING', ['Battle royale gaming']],
    ['library', ['Library: author and edition', 'Library: author only']],
    ['ＬＩＢ', ['Library: author and edition', 'Library: author only']],
    ['zzz', []]
  ])('searches names for %j, ignoring case and width', async (query, names) => {
    await lib.create(snap(gaming));
    await lib.create(snap({ ...library, name: 'Library: author only' }));
    await lib.create(snap({ ...library, name: 'Library: author and edition' }));
    expect((await lib.search(query)).map((e) => e.name).sort()).toEqual(names);
  });

  it('renames, moving the revision on, and opens under the new name', async () => {
    const e = await lib.create(snap(gaming));
    const renamed = await lib.rename(e.id, 'Tournament');
    expect(renamed).toMatchObject({ name: 'Tournament', revision: 2 });
    expect((await lib.open(e.id)).design.name).toBe('Tournament');
  });

  it('duplicates as a new entry with every item and the generation settings', async () => {
    const generation = { runs: [{ perEntity: 10, seed: 3 }] };
    const e = await lib.create(snap(gaming, generation));
    const copy = await lib.duplicate(e.id);
    expect(copy.id).not.toBe(e.id);
    expect(copy.name).toBe('Battle royale gaming (copy)');
    const opened = await lib.open(copy.id);
    expect(opened.design).toEqual({ ...gaming, name: 'Battle royale gaming (copy)' });
    expect(opened.generation).toEqual(generation);
  });

  it('stores a text written elsewhere (a Blob) as it is, and reads it back through the loader', async () => {
    const text = new Blob([designJson(library)], { type: 'application/json' });
    const e = await lib.create({ design: gaming, generation: NO_RUNS, text });
    // The text wins over the design (the design holds placeholders when the worker wrote it).
    expect((await lib.open(e.id)).design).toEqual({ ...library, name: e.name });
    const heard: unknown[] = [];
    const opened = await lib.open(e.id, (stored, entryName) => {
      heard.push(stored, entryName);
      return null;
    });
    expect(opened).toBeNull();
    expect(heard[0]).toBeInstanceOf(Blob);
    expect(await (heard[0] as Blob).text()).toBe(await text.text());
    expect(heard[1]).toBe(e.name);
  });

  it('saves a text written elsewhere, and duplicates it without reading it', async () => {
    const e = await lib.create(snap(gaming));
    const text = new Blob([designJson(library)]);
    const r = await lib.save(e.id, { ...snap(gaming), text }, { expectedRevision: 1 });
    expect(r.ok).toBe(true);
    const copy = await lib.duplicate(e.id);
    let seen: unknown = null;
    const opened = await lib.open(copy.id, async (stored) => {
      seen = stored;
      return (await import('../../src/core/formats/load-design.ts')).loadDesignText(
        await (stored as Blob).text()
      );
    });
    expect(seen).toBeInstanceOf(Blob);
    expect(opened?.design).toEqual({ ...library, name: `${gaming.name} (copy)` });
    expect(opened?.entry).toMatchObject({ name: `${gaming.name} (copy)`, revision: 1 });
  });

  it('deletes restorably until purged', async () => {
    const e = await lib.create(snap(gaming));
    await lib.remove(e.id);
    expect(await lib.list()).toEqual([]);
    expect((await lib.deleted()).map((d) => d.id)).toEqual([e.id]);
    await expect(lib.open(e.id)).rejects.toThrow(/no design with id/);
    const back = await lib.restore(e.id);
    expect(back.deletedAt).toBeNull();
    expect((await lib.open(e.id)).design).toEqual(gaming);
    await lib.remove(e.id);
    expect(await lib.purgeDeleted()).toBe(1);
    expect(await lib.deleted()).toEqual([]);
    expect((await storageError(lib.restore(e.id))).problem.kind).toBe('missing');
  });

  it('keeps deletions restorable until the next reload, then purges them', async () => {
    const e = await lib.create(snap(gaming));
    await lib.remove(e.id);
    lib.close();
    lib = await openLibrary(name, { purgeDeleted: false });
    expect((await lib.deleted()).length).toBe(1);
    lib.close();
    lib = await openLibrary(name); // a reload
    expect(await lib.deleted()).toEqual([]);
  });

  it('a record that lost its deletedAt is not purged at start: it is listed and opens', async () => {
    const e = await lib.create(snap(gaming));
    await damageEntry(name, e.id, (entry) => delete entry['deletedAt']);
    lib.close();
    lib = await openLibrary(name); // a reload purges what was deleted
    expect((await lib.list()).map((x) => x.id)).toEqual([e.id]);
    expect((await lib.open(e.id)).design).toEqual(gaming);
  });

  it('a record whose updatedAt is null stays listed, after the ones with a time', async () => {
    const a = await lib.create(snap(gaming));
    const b = await lib.create(snap(library));
    await damageEntry(name, a.id, (entry) => (entry['updatedAt'] = null));
    expect((await lib.list()).map((x) => x.id)).toEqual([b.id, a.id]);
  });

  it('refuses to save over a newer revision and writes nothing', async () => {
    const e = await lib.create(snap(gaming));
    const first = await lib.save(e.id, snap({ ...gaming, name: 'A' }), { expectedRevision: 1 });
    expect(first.ok).toBe(true);
    const stale = await lib.save(e.id, snap({ ...gaming, name: 'B' }), { expectedRevision: 1 });
    expect(stale).toEqual({
      ok: false,
      conflict: expect.objectContaining({ name: 'A', revision: 2 })
    });
    expect((await lib.open(e.id)).design.name).toBe('A');
  });

  it('refuses to save a design deleted meanwhile', async () => {
    const e = await lib.create(snap(gaming));
    await lib.remove(e.id);
    const err = await storageError(lib.save(e.id, snap(gaming), { expectedRevision: 1 }));
    expect(err.problem.kind).toBe('missing');
  });

  it('opens a stored design through the loader: a damaged record is refused, not half-read', async () => {
    const e = await lib.create(snap(gaming));
    const db = await new Promise<IDBDatabase>((resolve) => {
      const r = indexedDB.open(name);
      r.onsuccess = () => resolve(r.result);
    });
    const put = (value: unknown) =>
      new Promise<void>((resolve) => {
        const tx = db.transaction('designs', 'readwrite');
        tx.objectStore('designs').put(value);
        tx.oncomplete = () => resolve();
      });
    await put({
      id: e.id,
      revision: 1,
      text: '{"format": "keyscope.design", "version": 99}',
      generation: { runs: 'x' }
    });
    const err = await storageError(lib.open(e.id));
    expect(err.problem.kind).toBe('unreadable');
    expect(err.message).toMatch(/cannot be read \(this design is format version 99/);
    // Hostile but readable: bad parts are reported with their paths, the rest opens.
    const doc = JSON.parse(designJson(gaming)) as { tables: { items: unknown[] }[] };
    doc.tables[0]!.items = ['HOSTILE'];
    const hostile = JSON.stringify(doc).replace(
      '"HOSTILE"',
      '{"__proto__": {"S": "x"}, "n": {"N": "1e999"}}'
    );
    await put({
      id: e.id,
      revision: 1,
      text: hostile,
      generation: { runs: [{ perEntity: -1, seed: 1 }] }
    });
    const opened = await lib.open(e.id);
    expect(opened.findings.map((f) => f.path)).toEqual(
      expect.arrayContaining(['$.tables[0].items[0].n.N', '$.runs[0].perEntity'])
    );
    expect(Object.keys(opened.design.tables[0]!.items[0]!)).toEqual(['__proto__']);
    expect(opened.generation).toEqual({ runs: [] });
    db.close();
  });
});

describe('two tabs on one library', () => {
  it('each hears what the other changed, never its own changes', async () => {
    const other = await openLibrary(name, { tab: 'o' });
    const heard: LibraryChange[] = [];
    const mine: LibraryChange[] = [];
    other.onChange((c) => heard.push(c));
    lib.onChange((c) => mine.push(c));
    const e = await lib.create(snap(gaming));
    await lib.save(e.id, snap(gaming), { expectedRevision: 1 });
    await lib.rename(e.id, 'x');
    await lib.remove(e.id);
    await until(() => heard.length === 4);
    expect(heard.map((c) => [c.kind, c.id, c.revision])).toEqual([
      ['created', e.id, 1],
      ['saved', e.id, 2],
      ['renamed', e.id, 3],
      ['deleted', e.id, 4]
    ]);
    expect(mine).toEqual([]);
    other.close();
  });

  it('ignores channel messages that are not library changes', async () => {
    const heard: LibraryChange[] = [];
    lib.onChange((c) => heard.push(c));
    const stranger = new BroadcastChannel(name);
    for (const m of [
      null,
      'saved',
      { kind: 'saved' },
      { kind: 'evil', id: 'x', revision: 1, tab: 'z' },
      { kind: 'saved', id: 'x', revision: 1.5, tab: 'z' }
    ])
      stranger.postMessage(m);
    stranger.postMessage({ kind: 'saved', id: 'x', revision: 2, tab: 'z' });
    await until(() => heard.length === 1);
    expect(heard[0]).toEqual({ kind: 'saved', id: 'x', revision: 2, tab: 'z' });
    stranger.close();
  });
});
