// A library with one damaged record among sound ones, on fake-indexeddb (real IndexedDB in
// test/e2e/library.e2e.ts): every field of every store, damaged as it could be while the app
// was closed. The damaged record is listed as damaged and what can be recovered of it is had;
// the sound ones list, open and save as before; nothing is deleted but by the user.
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DesignLibrary } from '../../src/store/design-library.ts';
import { LessonProgressStore } from '../../src/store/lesson-progress-store.ts';
import type { ListedEntry } from '../../src/store/library-schema.ts';
import { StorageError } from '../../src/store/storage-error.ts';
import { example, freshName, openLibrary } from './library-test-helpers.ts';

const gaming = example('gaming');
const library = example('library');
const todo = example('todo-graph');
const NO_RUNS = { runs: [] };

/** Change one record as damage done while the app was closed would (raw IndexedDB). */
async function damage(
  database: string,
  store: 'entries' | 'designs' | 'progress',
  key: string,
  change: (record: Record<string, unknown>) => void
): Promise<void> {
  const db = await openDB(database);
  const record = (await db.get(store, key)) as Record<string, unknown>;
  change(record);
  await db.put(store, record);
  db.close();
}

/** Every record of a store as stored, to show nothing was deleted or rewritten. */
async function stored(database: string, store: string): Promise<unknown[]> {
  const db = await openDB(database);
  const all = (await db.getAll(store)) as unknown[];
  db.close();
  return all;
}

let name: string;
let lib: DesignLibrary;
let sound: ListedEntry[];
let hurt: ListedEntry;
/** The damaged design's text as stored. */
let hurtText: string;
beforeEach(async () => {
  name = freshName();
  lib = await openLibrary(name);
  sound = [await lib.create({ design: gaming, generation: NO_RUNS })];
  hurt = await lib.create({ design: todo, generation: { runs: [{ perEntity: 3, seed: 5 }] } });
  sound.push(await lib.create({ design: library, generation: NO_RUNS }));
  const designs = (await stored(name, 'designs')) as { id: string; text: string }[];
  hurtText = designs.find((d) => d.id === hurt.id)!.text;
});
afterEach(() => lib.close());

/** The sound designs list, search and open as they would without the damaged one. */
async function soundOnesWork(): Promise<void> {
  const listed = await lib.list();
  for (const e of sound) {
    expect(listed.find((x) => x.id === e.id)).toEqual(e);
    expect((await lib.open(e.id)).design).toEqual(e.id === sound[0]!.id ? gaming : library);
  }
  expect((await lib.search('gaming')).map((e) => e.id)).toEqual([sound[0]!.id]);
}

/** [field, what it holds, the damage named]: every field of an entry. */
const ENTRY_DAMAGE: [string, unknown, string][] = [
  ['name', 42, 'name is 42, not text'],
  ['tables', 'x', 'tables is the text "x", not a count'],
  ['items', null, 'items is null, not a count'],
  ['generatedItems', -3, 'generatedItems is -3, not a count'],
  ['createdAt', {}, 'createdAt is an object, not a time'],
  ['updatedAt', null, 'updatedAt is null, not a time'],
  ['revision', 'x', 'revision is the text "x", not a revision number'],
  ['deletedAt', undefined, 'deletedAt is missing, not a time or null'],
  ['deletedAt', 'x', 'deletedAt is the text "x", not a time or null']
];

describe.each(ENTRY_DAMAGE)('an entry whose %s is %o', (field, value, message) => {
  beforeEach(async () => {
    await damage(name, 'entries', hurt.id, (r) => {
      if (value === undefined) delete r[field];
      else r[field] = value;
    });
  });

  it(`is listed as damaged ("${message}"), the sound ones as before`, async () => {
    const listed = await lib.list();
    expect(listed.map((e) => e.id).sort()).toEqual([...sound.map((e) => e.id), hurt.id].sort());
    expect(listed.find((e) => e.id === hurt.id)!.damage).toEqual([{ field, message }]);
    expect(await lib.deleted()).toEqual([]);
    await soundOnesWork();
  });

  it('is neither purged nor rewritten when the library is opened again', async () => {
    const before = await stored(name, 'entries');
    lib.close();
    lib = await openLibrary(name);
    expect((await lib.list()).length).toBe(3);
    expect(await stored(name, 'entries')).toEqual(before);
  });

  it('opens, its design read from its text (its own name when the stored one is damaged)', async () => {
    const opened = await lib.open(hurt.id);
    expect(opened.design).toEqual(field === 'name' ? todo : { ...todo, name: hurt.name });
    expect(opened.generation).toEqual({ runs: [{ perEntity: 3, seed: 5 }] });
    expect(opened.entry.damage).toEqual([{ field, message }]);
  });

  it('gives its stored text as what can be recovered, writing nothing', async () => {
    const before = await stored(name, 'entries');
    const file = await lib.recover(hurt.id);
    expect(file).toMatchObject({ holds: 'design', mediaType: 'application/json' });
    expect(file.text).toBe(hurtText);
    expect(file.fileName).toMatch(/\.recovered\.keyscope\.json$/);
    expect(await stored(name, 'entries')).toEqual(before);
  });

  it('saves over its revision as read, setting only the fields a save sets', async () => {
    const listed = (await lib.list()).find((e) => e.id === hurt.id)!;
    const r = await lib.save(
      hurt.id,
      { design: { ...todo, name: 'Todo v2' }, generation: NO_RUNS },
      { expectedRevision: listed.revision }
    );
    if (!r.ok) throw new Error('the save met a conflict');
    expect(r.entry).toMatchObject({ name: 'Todo v2', revision: listed.revision + 1 });
    // A save rewrites the name, counts, time and revision; other damage stays, still shown.
    const repaired = ['name', 'tables', 'items', 'generatedItems', 'updatedAt', 'revision'];
    expect(r.entry.damage).toEqual(repaired.includes(field) ? [] : [{ field, message }]);
    expect((await lib.open(hurt.id)).design.name).toBe('Todo v2');
    await soundOnesWork();
  });

  it('is renamed, copied, deleted and restored like any other', async () => {
    expect((await lib.rename(hurt.id, 'Renamed')).name).toBe('Renamed');
    const copy = await lib.duplicate(hurt.id);
    expect(copy.name).toBe('Renamed (copy)');
    expect((await lib.open(copy.id)).design).toEqual({ ...todo, name: 'Renamed (copy)' });
    await lib.remove(hurt.id);
    expect((await lib.deleted()).map((e) => e.id)).toEqual([hurt.id]);
    expect((await lib.restore(hurt.id)).deletedAt).toBeNull();
    expect((await lib.list()).map((e) => e.id)).toContain(hurt.id);
    await soundOnesWork();
  });
});

describe('the entry the issue damaged (name 42, tables "x", items null, createdAt {})', () => {
  beforeEach(async () => {
    await damage(name, 'entries', hurt.id, (r) =>
      Object.assign(r, { name: 42, tables: 'x', items: null, createdAt: {} })
    );
  });

  it('is listed once, with its four problems, and is found by its placeholder name', async () => {
    const listed = await lib.list();
    expect(listed.find((e) => e.id === hurt.id)?.damage.map((d) => d.field)).toEqual([
      'name',
      'tables',
      'items',
      'createdAt'
    ]);
    expect((await lib.search('unnamed')).map((e) => e.id)).toEqual([hurt.id]);
    await soundOnesWork();
  });
});

describe('an entry keyed by a number (its id is not text)', () => {
  beforeEach(async () => {
    const db = await openDB(name);
    const entry = (await db.get('entries', hurt.id)) as Record<string, unknown>;
    const design = (await db.get('designs', hurt.id)) as Record<string, unknown>;
    await db.delete('entries', hurt.id);
    await db.delete('designs', hurt.id);
    await db.put('entries', { ...entry, id: 5 } as never);
    await db.put('designs', { ...design, id: 5 } as never);
    db.close();
  });

  it('is listed as damaged under an id of its own, and opens, saves and recovers by it', async () => {
    const listed = (await lib.list()).find((e) => e.damage.length > 0)!;
    expect(listed.damage).toEqual([{ field: 'id', message: 'id is 5, not text' }]);
    expect((await lib.open(listed.id)).design).toEqual({ ...todo, name: hurt.name });
    expect((await lib.recover(listed.id)).text).toBe(hurtText);
    const r = await lib.save(
      listed.id,
      { design: { ...todo, name: 'Keyed by 5' }, generation: NO_RUNS },
      { expectedRevision: listed.revision }
    );
    expect(r.ok).toBe(true);
    const keys = (await stored(name, 'entries')).map((e) => (e as { id: unknown }).id);
    expect(keys.filter((k) => typeof k !== 'string')).toEqual([5]);
    expect((await lib.open(listed.id)).design.name).toBe('Keyed by 5');
    await soundOnesWork();
  });
});

/** [field, what it holds, the damage an open reports, and whether the design still opens]. */
const DESIGN_DAMAGE: [string, unknown, RegExp, boolean][] = [
  ['text', 42, /text is 42, not text or a Blob/, false],
  ['text', null, /text is null, not text or a Blob/, false],
  ['text', undefined, /text is missing, not text or a Blob/, false],
  ['text', '{"format": "keyscope.design", "tables": ', /cannot be read \(/, false],
  ['generation', 'x', /generation is the text "x"/, true],
  ['generation', { runs: [{ perEntity: 'many', seed: 1 }] }, /perEntity/, true],
  ['revision', 'x', /revision is the text "x"/, true]
];

describe.each(DESIGN_DAMAGE)('a stored design whose %s is %o', (field, value, said, opens) => {
  beforeEach(async () => {
    await damage(name, 'designs', hurt.id, (r) => {
      if (value === undefined) delete r[field];
      else r[field] = value;
    });
  });

  it('leaves the listing as it was (a listing never reads a design)', async () => {
    expect((await lib.list()).every((e) => e.damage.length === 0)).toBe(true);
    await soundOnesWork();
  });

  it(
    opens ? 'opens, its damage reported' : 'is refused as unreadable, named, and left as it is',
    async () => {
      const before = await stored(name, 'designs');
      if (opens) {
        const opened = await lib.open(hurt.id);
        expect(opened.design).toEqual({ ...todo, name: hurt.name });
        const recovered = await lib.recover(hurt.id);
        expect(recovered.holds).toBe('design');
        expect(opened.findings.map((f) => f.code)).toEqual(
          field === 'generation' ? ['generation.invalid'] : []
        );
      } else {
        const error = await lib.open(hurt.id).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(StorageError);
        expect((error as StorageError).problem.kind).toBe('unreadable');
        expect((error as StorageError).message).toMatch(said);
        expect((error as StorageError).message).toMatch(/Export what can be recovered/);
      }
      expect(await stored(name, 'designs')).toEqual(before);
      await soundOnesWork();
    }
  );

  it('gives what can be recovered: the text when there is some, else both records as JSON', async () => {
    const file = await lib.recover(hurt.id);
    if (field === 'text' && typeof value !== 'string') {
      expect(file.holds).toBe('record');
      expect(file.fileName).toMatch(/\.recovered-record\.json$/);
      const record = JSON.parse(file.text as string) as Record<string, unknown>;
      expect(record['format']).toBe('keyscope.recovered-library-record');
      expect(record['entry']).toMatchObject({ id: hurt.id, name: hurt.name, tables: hurt.tables });
      expect((record['damage'] as string[]).join('; ')).toMatch(said);
    } else {
      expect(file.holds).toBe('design');
      expect(file.text).toBe(field === 'text' ? value : hurtText);
    }
  });
});

describe('an entry whose design record is gone', () => {
  beforeEach(async () => {
    const db = await openDB(name);
    await db.delete('designs', hurt.id);
    db.close();
  });

  it('stays listed, says on open and copy that its design is missing, and recovers its entry', async () => {
    expect((await lib.list()).map((e) => e.id)).toContain(hurt.id);
    await expect(lib.open(hurt.id)).rejects.toThrow(/the design itself is missing/);
    await expect(lib.duplicate(hurt.id)).rejects.toThrow(/the design itself is missing/);
    const file = await lib.recover(hurt.id);
    expect(file.holds).toBe('record');
    expect(JSON.parse(file.text as string)).toMatchObject({ entry: { id: hurt.id }, design: null });
    expect((await stored(name, 'entries')).length).toBe(3);
    await soundOnesWork();
  });
});

/** [field, what it holds]: every field of a lesson's progress record. */
const PROGRESS_DAMAGE: [string, unknown][] = [
  ['currentStep', 3],
  ['passed', 'all of them'],
  ['passed', [{ step: 'composite-key' }]],
  ['startedAt', null],
  ['finishedAt', 'yesterday'],
  ['updatedAt', Number.POSITIVE_INFINITY],
  ['lessonId', 7]
];

describe.each(PROGRESS_DAMAGE)('a lesson progress record whose %s is %o', (field, value) => {
  it('reads as a fresh start for that lesson only, kept until the learner starts again', async () => {
    const progress = await LessonProgressStore.open({ name, now: () => 10 });
    await progress.visit('gaming-keys', 'composite-key');
    await progress.visit('library-catalogue', 'first');
    progress.close();
    const db = await openDB(name);
    const record = (await db.get('progress', 'gaming-keys')) as Record<string, unknown>;
    if (field === 'lessonId') {
      // The key path is the lesson id: a record without one cannot be stored, so the damaged
      // record is the lesson's record put back under a key that is not text.
      await db.delete('progress', 'gaming-keys');
      record['lessonId'] = 7;
    } else if (value === undefined) delete record[field];
    else record[field] = value;
    await db.put('progress', record as never);
    db.close();
    const again = await LessonProgressStore.open({ name, now: () => 20 });
    expect(await again.get('gaming-keys')).toBeNull();
    expect((await again.all()).map((p) => p.lessonId)).toEqual(['library-catalogue']);
    expect((await stored(name, 'progress')).length).toBe(2);
    again.close();
    await soundOnesWork();
  });
});

describe('a lesson progress record whose drafts are damaged', () => {
  it('keeps the progress and leaves out the damaged draft', async () => {
    const progress = await LessonProgressStore.open({ name, now: () => 10 });
    await progress.draft('gaming-keys', 'composite-key', '{"format":"keyscope.design"}');
    await damage(name, 'progress', 'gaming-keys', (r) => (r['drafts'] = [{ step: 4, text: 'x' }]));
    expect(await progress.get('gaming-keys')).toMatchObject({
      lessonId: 'gaming-keys',
      drafts: []
    });
    progress.close();
  });
});
