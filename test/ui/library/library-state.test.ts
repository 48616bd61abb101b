// The studio's side of the library on fake-indexeddb: two LibraryStates on one database are two
// tabs (Node's BroadcastChannel carries their messages, as a browser's does).
import { afterEach, describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { until } from '../../helpers/until.ts';
import type { GenerationSettings } from '../../../src/core/generate/generation-settings.ts';
import { DesignLibrary } from '../../../src/store/design-library.ts';
import { LibraryState } from '../../../src/ui/library/library-state.svelte.ts';
import { generateRemote } from '../../../src/ui/analysis/generate-remote.ts';
import { parsedRemote } from '../../../src/ui/analysis/parsed-remote.ts';
import { designJson } from '../../../src/core/export/design-json.ts';
import { countItems } from '../../../src/core/items/count-items.ts';
import { example, freshName } from '../../store/library-test-helpers.ts';

const gaming = example('gaming');
const NONE: GenerationSettings = { runs: [] };
const granted = { persist: async () => true, persisted: async () => false };
const opened: LibraryState[] = [];

async function tab(name: string, storage = granted): Promise<LibraryState> {
  const state = new LibraryState();
  await state.start({ library: { name }, storage });
  opened.push(state);
  return state;
}

async function reader(name: string): Promise<DesignLibrary> {
  return DesignLibrary.open({ name, purgeDeleted: false });
}

/** A tab of the build before (library version 2) with the database open. */
function olderTab(name: string) {
  return openDB(name, 2, {
    upgrade(db) {
      db.createObjectStore('entries', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
      db.createObjectStore('designs', { keyPath: 'id' });
      db.createObjectStore('progress', { keyPath: 'lessonId' });
    }
  });
}

/** A tab whose library is held up by an older tab, once it has said so. */
async function heldUp() {
  const name = freshName();
  const older = await olderTab(name);
  const state = new LibraryState();
  const started = state.start({ library: { name }, storage: granted });
  opened.push(state);
  await until(() => state.notice !== '');
  return { name, older, state, started };
}

afterEach(async () => {
  for (const s of opened.splice(0)) await s.leave();
});

describe('LibraryState', () => {
  it('stores an opened design at once and autosaves every edit, authored items and runs only', async () => {
    const name = freshName();
    const state = await tab(name);
    await state.adopt({ design: gaming, generation: NONE });
    // Stored, and the list refreshed on hearing of it.
    await until(() => state.currentId !== null && state.listing.entries.length > 0);
    expect(state.listing.entries.map((e) => e.name)).toEqual([gaming.name]);
    expect(state.persistence).toBe('granted');

    const generation = { runs: [{ perEntity: 100, seed: 2 }] };
    state.openDesign.changed({ design: { ...gaming, name: 'Arcade' }, generation });
    expect(state.openDesign.save.kind).toBe('pending');
    await until(() => state.openDesign.save.kind === 'saved');
    const lib = await reader(name);
    const stored = await lib.open(state.currentId!);
    expect(stored.design).toEqual({ ...gaming, name: 'Arcade' });
    expect(stored.generation).toEqual(generation);
    expect(stored.entry).toMatchObject({ items: 22, generatedItems: 300 });
    lib.close();
  });

  it('refuses to store the worker’s placeholder items, and says so', async () => {
    const state = await tab(freshName());
    await state.adopt({ design: gaming, generation: NONE });
    state.openDesign.changed({ design: generateRemote(gaming, 10, 1), generation: NONE });
    await state.flush();
    expect(state.openDesign.save).toMatchObject({
      kind: 'failed',
      problem: { message: expect.stringMatching(/placeholders; nothing was saved/) }
    });
  });

  it('stores a design whose items the worker read with the text the worker writes', async () => {
    const name = freshName();
    const state = new LibraryState();
    const library = example('library');
    const asked: unknown[] = [];
    await state.start({
      library: { name },
      storage: granted,
      remoteText: async (design) => {
        asked.push(design);
        return new Blob([designJson(library)]);
      }
    });
    opened.push(state);
    const shell = {
      ...library,
      tables: library.tables.map((t) => ({ ...t, items: [] })),
      entities: library.entities.map((e) => ({ ...e, items: [] }))
    };
    const lengths = {
      tables: library.tables.map((t) => t.items.length),
      entities: library.entities.map((e) => e.items.length)
    };
    const read = parsedRemote(shell, lengths, '{}', 'library.json');
    await state.adopt({ design: read, generation: NONE });
    await until(() => state.openDesign.save.kind === 'saved');
    expect(asked).toEqual([read]);
    const lib = await reader(name);
    expect((await lib.open(state.currentId!)).design).toEqual(library);
    expect((await lib.list())[0]).toMatchObject({ items: countItems(library) });
    lib.close();
  });

  it('without a way to write them, refuses to store items only the worker has, and says so', async () => {
    const state = await tab(freshName());
    await state.adopt({ design: gaming, generation: NONE });
    const lengths = {
      tables: gaming.tables.map((t) => t.items.length),
      entities: gaming.entities.map((e) => e.items.length)
    };
    state.openDesign.changed({
      design: parsedRemote(gaming, lengths, '{}', 'x.json'),
      generation: NONE
    });
    await state.flush();
    expect(state.openDesign.save).toMatchObject({
      kind: 'failed',
      problem: { message: expect.stringMatching(/only the worker has.*nothing was saved/) }
    });
  });

  it('saves the last edits before leaving a design, and ignores repeats', async () => {
    const name = freshName();
    const state = await tab(name);
    await state.adopt({ design: gaming, generation: NONE });
    await until(() => state.currentId !== null);
    const id = state.currentId!;
    const snapshot = { design: { ...gaming, name: 'Last' }, generation: NONE };
    state.openDesign.changed(snapshot);
    state.openDesign.changed(snapshot);
    await state.adopt({ design: example('library'), generation: NONE });
    const lib = await reader(name);
    expect((await lib.open(id)).design.name).toBe('Last');
    expect((await lib.list()).length).toBe(2);
    lib.close();
  });

  it('two tabs on one design: the second hears of the first one’s save, writes nothing, and offers reload or a copy', async () => {
    const name = freshName();
    const a = await tab(name);
    await a.adopt({ design: gaming, generation: NONE });
    await until(() => a.currentId !== null);
    const b = await tab(name);
    const { opened: inB } = await b.open(a.currentId!);
    expect(inB.design).toEqual(gaming);

    a.openDesign.changed({ design: { ...gaming, name: 'From A' }, generation: NONE });
    await a.flush();
    await until(() => b.openDesign.conflict !== null);
    expect(b.openDesign.conflict!.message).toMatch(/changed in another tab/);
    b.openDesign.changed({ design: { ...gaming, name: 'From B' }, generation: NONE });
    expect((await b.flush()).kind).toBe('failed');
    const lib = await reader(name);
    expect((await lib.open(a.currentId!)).design.name).toBe('From A');

    const reloaded = await b.reload();
    expect(reloaded.opened.design.name).toBe('From A');
    expect(b.openDesign.conflict).toBeNull();
    // B's edit, which the reload discarded, is kept as a new entry, named for the banner.
    const kept = b.openDesign.discarded!;
    expect(kept.name).toMatch(/^From B \(your discarded edit, .+\)$/);
    expect((await lib.open(kept.id)).design).toEqual({ ...gaming, name: kept.name });
    expect(b.listing.entries.map((e) => e.id)).toContain(kept.id);
    b.openDesign.changed({ design: { ...gaming, name: 'B after reload' }, generation: NONE });
    expect((await b.flush()).kind).toBe('saved');

    // A now conflicts in its turn, and keeps its version as a copy.
    await until(() => a.openDesign.conflict !== null);
    const { entry } = await a.fork({
      design: { ...gaming, name: 'From A (copy)' },
      generation: NONE
    });
    expect(a.currentId).toBe(entry.id);
    expect((await lib.list()).map((e) => e.name).sort()).toEqual([
      'B after reload',
      'From A (copy)',
      kept.name
    ]);
    lib.close();
  });

  it('a reload with nothing unsaved keeps no copy: what the tab showed is older than what it reloads', async () => {
    const name = freshName();
    const a = await tab(name);
    await a.adopt({ design: gaming, generation: NONE });
    await until(() => a.currentId !== null);
    const b = await tab(name);
    await b.open(a.currentId!);
    a.openDesign.changed({ design: { ...gaming, name: 'From A' }, generation: NONE });
    await a.flush();
    await until(() => b.openDesign.conflict !== null);
    await b.reload();
    expect(b.openDesign.discarded).toBeNull();
    const lib = await reader(name);
    expect((await lib.list()).map((e) => e.name)).toEqual(['From A']);
    lib.close();
  });

  it('a reload whose copy cannot be stored discards nothing: the tab stays as it was, in conflict', async () => {
    const name = freshName();
    const a = await tab(name);
    await a.adopt({ design: gaming, generation: NONE });
    await until(() => a.currentId !== null);
    const b = await tab(name);
    await b.open(a.currentId!);
    a.openDesign.changed({ design: { ...gaming, name: 'From A' }, generation: NONE });
    await a.flush();
    await until(() => b.openDesign.conflict !== null);
    // Items only the worker holds, and no way here to write them: the copy cannot be stored.
    const lengths = {
      tables: gaming.tables.map((t) => t.items.length),
      entities: gaming.entities.map((e) => e.items.length)
    };
    const unwritable = { design: parsedRemote(gaming, lengths, '{}', 'x.json'), generation: NONE };
    b.openDesign.changed(unwritable);
    expect((await b.flush()).kind).toBe('failed');
    await expect(b.reload()).rejects.toThrow(/nothing was saved/);
    expect(b.openDesign.conflict).not.toBeNull();
    expect(b.openDesign.unsaved).toBe(unwritable);
    expect(b.openDesign.discarded).toBeNull();
  });

  it('leaving a design with nothing unsaved writes nothing: another tab with it open sees no change', async () => {
    const name = freshName();
    const a = await tab(name);
    await a.adopt({ design: gaming, generation: NONE });
    await until(() => a.currentId !== null);
    const id = a.currentId!;
    a.openDesign.changed({ design: { ...gaming, name: 'Edited' }, generation: NONE });
    await a.settle();
    const b = await tab(name);
    await b.open(id);
    const lib = await reader(name);
    const before = (await lib.list()).find((e) => e.id === id)!;
    await a.settle();
    await a.flush();
    await a.adopt({ design: example('library'), generation: NONE });
    expect((await lib.list()).find((e) => e.id === id)).toEqual(before);
    // B wrote after A left: had A rewritten it, B's save would have conflicted.
    b.openDesign.changed({ design: { ...gaming, name: 'From B' }, generation: NONE });
    expect((await b.flush()).kind).toBe('saved');
    expect(b.openDesign.conflict).toBeNull();
    lib.close();
  });

  it('deletes (the open design too), lists what can be restored until the next start, and restores', async () => {
    const name = freshName();
    const state = await tab(name);
    await state.adopt({ design: gaming, generation: NONE });
    await until(() => state.currentId !== null);
    const id = state.currentId!;
    await state.remove(id);
    expect(state.openDesign.bound).toBe(false);
    expect(state.listing.entries).toEqual([]);
    expect(state.listing.deleted.map((e) => e.id)).toEqual([id]);
    await state.restore(id);
    expect(state.listing.entries.map((e) => e.id)).toEqual([id]);
    await state.remove(id);
    const next = await tab(name);
    expect(next.listing.entries).toEqual([]);
    expect(next.listing.deleted).toEqual([]);
  });

  it('searches by name', async () => {
    const state = await tab(freshName());
    await state.adopt({ design: gaming, generation: NONE });
    await state.adopt({ design: example('library'), generation: NONE });
    await state.settle();
    await state.listing.refresh('GAMING');
    expect(state.listing.entries.map((e) => e.name)).toEqual([gaming.name]);
    await state.listing.refresh('');
    expect(state.listing.entries.length).toBe(2);
  });

  it('an older tab holding the library up is named, and the notice goes once it lets go', async () => {
    const { older, state, started } = await heldUp();
    expect(state.notice).toMatch(/another Keyscope tab still has it open/);
    expect(state.available).toBe(false);
    older.close();
    await started;
    expect(state.available).toBe(true);
    expect(state.notice).toBe('');
  });

  it('a design opened while an older tab holds the library up is saved once it lets go, with its edits', async () => {
    const { name, older, state, started } = await heldUp();
    const key = await state.adopt({ design: gaming, generation: NONE }, 'on-edit');
    expect(state.openDesign.key).toBe(key);
    expect(state.openDesign.unstored).toBe(true);
    const edited = { ...gaming, name: 'Edited while waiting' };
    state.openDesign.changed({ design: edited, generation: NONE });
    expect(state.openDesign.save.kind).toBe('pending');
    older.close();
    await started;
    await until(() => state.currentId !== null);
    expect((await state.settle()).kind).toBe('saved');
    const lib = await reader(name);
    const stored = await lib.open(state.currentId!);
    lib.close();
    expect(stored.design.name).toBe('Edited while waiting');
  });

  it('an example only looked at while the library was held up is not stored once it opens', async () => {
    const { older, state, started } = await heldUp();
    await state.adopt({ design: gaming, generation: NONE }, 'on-edit');
    older.close();
    await started;
    await state.listing.refresh();
    expect(state.openDesign.bound).toBe(true);
    expect(state.openDesign.unstored).toBe(true);
    expect(state.listing.entries).toEqual([]);
  });

  it('without storage, says why and saves nothing', async () => {
    const state = new LibraryState();
    await state.start({
      open: () => Promise.reject(Object.assign(new Error('no'), { name: 'InvalidStateError' })),
      storage: granted
    });
    expect(state.available).toBe(false);
    expect(state.problem).toMatch(/storage is not available/);
    expect(state.openDesign.save.kind).toBe('failed');
    expect(await state.adopt({ design: gaming, generation: NONE })).toMatch(/^design-/);
    expect(state.openDesign.bound).toBe(false);
  });
});
