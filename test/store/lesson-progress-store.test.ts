// Learner progress in the library database (fake-indexeddb here; real IndexedDB in e2e):
// kept per lesson and step, surviving a reload, resettable, never lost between two quick
// passes, and a damaged record read as a fresh start.
import { describe, expect, it } from 'vitest';
import { progressSummary } from '../../src/core/lessons/progress/progress-summary.ts';
import { LessonProgressStore } from '../../src/store/lesson-progress-store.ts';
import { openLibraryDb } from '../../src/store/open-library-db.ts';
import { StorageError } from '../../src/store/storage-error.ts';
import { example, freshName, openLibrary } from './library-test-helpers.ts';

const STEPS = ['composite-key', 'filler-sort-keys', 'item-collection', 'inverted-index'];
const lesson = { steps: STEPS.map((id) => ({ id })) };

function open(name: string): Promise<LessonProgressStore> {
  let t = 1000;
  return LessonProgressStore.open({ name, now: () => t++ });
}

describe('LessonProgressStore', () => {
  it('keeps the current step and the steps passed, across a reload', async () => {
    const name = freshName();
    const a = await open(name);
    expect(await a.get('gaming-keys')).toBeNull();
    await a.visit('gaming-keys', 'composite-key');
    await a.pass('gaming-keys', 'composite-key', STEPS);
    await a.visit('gaming-keys', 'filler-sort-keys');
    a.close();
    const b = await open(name);
    const p = await b.get('gaming-keys');
    expect(p).toEqual({
      lessonId: 'gaming-keys',
      currentStep: 'filler-sort-keys',
      passed: [{ step: 'composite-key', at: 1001 }],
      startedAt: 1000,
      finishedAt: null,
      updatedAt: 1002,
      drafts: []
    });
    expect(progressSummary(p, lesson)).toMatchObject({
      passed: [true, false, false, false],
      current: 1
    });
    b.close();
  });

  it('keeps what the learner left on a step across a reload, and forgets it when asked', async () => {
    const name = freshName();
    const a = await open(name);
    await a.visit('gaming-keys', 'composite-key');
    await a.draft('gaming-keys', 'composite-key', '{"mine":1}');
    await a.draft('gaming-keys', 'filler-sort-keys', '{"mine":2}');
    await a.draft('gaming-keys', 'composite-key', '{"mine":3}');
    a.close();
    const b = await open(name);
    expect((await b.get('gaming-keys'))!.drafts.map((d) => [d.step, d.text])).toEqual([
      ['filler-sort-keys', '{"mine":2}'],
      ['composite-key', '{"mine":3}']
    ]);
    await b.draft('gaming-keys', 'filler-sort-keys', null);
    expect((await b.get('gaming-keys'))!.drafts.map((d) => d.step)).toEqual(['composite-key']);
    await b.reset('gaming-keys');
    expect(await b.get('gaming-keys')).toBeNull();
    b.close();
  });

  it('marks the lesson finished when its last step passes, and writes nothing for a repeat', async () => {
    const store = await open(freshName());
    for (const s of STEPS) await store.pass('gaming-keys', s, STEPS);
    const done = await store.get('gaming-keys');
    expect(done?.finishedAt).toBe(done?.passed[3]?.at);
    const again = await store.pass('gaming-keys', 'composite-key', STEPS);
    expect(again).toEqual(done);
    expect(await store.get('gaming-keys')).toEqual(done);
    store.close();
  });

  it('loses neither of two passes made at once', async () => {
    const store = await open(freshName());
    await Promise.all([
      store.pass('gaming-keys', 'composite-key', STEPS),
      store.pass('gaming-keys', 'filler-sort-keys', STEPS),
      store.visit('gaming-keys', 'item-collection')
    ]);
    const p = await store.get('gaming-keys');
    expect(p?.passed.map((x) => x.step).sort()).toEqual(['composite-key', 'filler-sort-keys']);
    expect(p?.currentStep).toBe('item-collection');
    store.close();
  });

  it('resets one lesson and leaves the others', async () => {
    const store = await open(freshName());
    await store.pass('gaming-keys', 'composite-key', STEPS);
    await store.pass('library-catalogue', 'range-key', ['range-key']);
    await store.reset('gaming-keys');
    expect(await store.get('gaming-keys')).toBeNull();
    expect((await store.all()).map((p) => p.lessonId)).toEqual(['library-catalogue']);
    await store.reset('never-started');
    store.close();
  });

  it('reads a damaged record as no progress, and starts afresh over it', async () => {
    const name = freshName();
    const db = await openLibraryDb({ name });
    await db.put('progress', { lessonId: 'gaming-keys', passed: 'all of them' } as never);
    db.close();
    const store = await open(name);
    expect(await store.get('gaming-keys')).toBeNull();
    expect(await store.all()).toEqual([]);
    const p = await store.visit('gaming-keys', 'composite-key');
    expect(p).toMatchObject({ currentStep: 'composite-key', passed: [] });
    expect(await store.get('gaming-keys')).toEqual(p);
    store.close();
  });

  it('shares the database with the design library', async () => {
    const name = freshName();
    const library = await openLibrary(name);
    const store = await open(name);
    await library.create({ design: example('gaming'), generation: { runs: [] } });
    await store.pass('gaming-keys', 'composite-key', STEPS);
    expect((await library.list()).length).toBe(1);
    expect((await store.all()).length).toBe(1);
    library.close();
    store.close();
  });

  it('fails with a classified StorageError once the connection is gone', async () => {
    const store = await open(freshName());
    store.close();
    const err = await store.get('gaming-keys').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageError);
  });
});
