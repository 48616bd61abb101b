// The studio's lessons end to end in Node (fake-indexeddb): the built-in list, a lesson link
// opening its step, progress kept across a reload, a refused link or file saying why, writing a
// lesson, and the inspector folding away beside a lesson on a narrow window.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LessonProgressStore } from '../../../src/store/lesson-progress-store.ts';
import { LessonHost } from '../../../src/ui/lessons/lesson-host.svelte.ts';
import { readLessonInWorker } from '../../../src/ui/lessons/read-lesson-in-worker.ts';
import { FakeWorker } from '../analysis/fake-worker.ts';
import { testFile } from '../../helpers/test-blobs.ts';
import { until } from '../../helpers/until.ts';
import type { ExampleEntry } from '../../../src/ui/open/load-example-index.ts';
import { ShellState } from '../../../src/ui/shell/shell-state.svelte.ts';
import { StudioState } from '../../../src/ui/studio/studio-state.svelte.ts';
import { LESSON_FORMAT } from '../../../src/core/lessons/lesson-format.ts';

const examples = JSON.parse(readFileSync('public/examples/index.json', 'utf8')) as ExampleEntry[];
const publicFetch = (async (input: RequestInfo | URL) => {
  try {
    return new Response(readFileSync(`public/${String(input)}`));
  } catch {
    return new Response('', { status: 404 });
  }
}) as typeof fetch;

/** A built-in lesson's file, as a learner would pick it. */
const SIMPLE_LESSON = readFileSync('public/lessons/simple-and-composite-keys.json');

let dbs = 0;
function host(
  options: { db?: string; width?: number; fetchFn?: typeof fetch; workers?: FakeWorker[] } = {}
) {
  const studio = new StudioState();
  const shell = new ShellState(options.width ?? 1280);
  const links: (string | null)[] = [];
  const name = options.db ?? `lessons-${++dbs}`;
  const writes: Promise<unknown>[] = [];
  const h = new LessonHost({
    studio,
    shell,
    examples: () => examples,
    // Each lesson file read by a worker of its own that answers by itself, unless the test
    // keeps the workers (`workers`) to answer them when it says.
    readLesson: readLessonInWorker(() => {
      const worker = Object.assign(new FakeWorker(), { auto: !options.workers });
      options.workers?.push(worker);
      return worker as unknown as Worker;
    }),
    fetchFn: options.fetchFn ?? publicFetch,
    openStore: async () => recordingWrites(await LessonProgressStore.open({ name }), writes),
    windowWidth: () => options.width ?? 1280,
    setLink: (f) => links.push(f)
  });
  /** Resolves once every progress write made so far (and any they lead to) has landed. */
  const written = async () => {
    for (let n = 0; n < writes.length; n = writes.length) await Promise.allSettled(writes);
  };
  return { h, studio, shell, links, name, written };
}

/** The store, recording the promise of each write the session makes to it. */
function recordingWrites(store: LessonProgressStore, writes: Promise<unknown>[]) {
  const recorded = new Set<PropertyKey>(['visit', 'pass', 'draft', 'reset']);
  return new Proxy(store, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (typeof value !== 'function') return value;
      if (!recorded.has(key)) return value.bind(target) as unknown;
      return (...args: unknown[]) => {
        const write = (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        writes.push(write);
        return write;
      };
    }
  });
}

describe('LessonHost', () => {
  it('lists the built-in lessons', async () => {
    const { h } = host();
    const entries = await h.index.load();
    expect(entries.map((e) => e.id)).toEqual([
      'gaming-keys',
      'library-catalogue',
      'relationship-graph',
      'simple-and-composite-keys',
      'multi-attribute-keys'
    ]);
    expect(h.index.entries).toBe(entries);
  });

  it('says why the list cannot be loaded, and tries again next time', async () => {
    const { h } = host({
      fetchFn: (async () => new Response('', { status: 500 })) as typeof fetch
    });
    expect(await h.index.load()).toEqual([]);
    expect(h.index.problem).toBe(
      'The list of lessons cannot be loaded: Loading lessons/index.json failed with HTTP 500.'
    );
  });

  it('leaves other links to the app, and opens a lesson link at its step', async () => {
    const { h, studio, links } = host();
    expect(h.openFromHash('#example=gaming')).toBe(false);
    expect(h.openFromHash('')).toBe(false);
    expect(h.openFromHash('#lesson=gaming-keys&step=3')).toBe(true);
    await h.linkOpened;
    expect(h.session!.index).toBe(2);
    expect(studio.design).toBe(h.session!.current.start);
    expect(links).toEqual(['#lesson=gaming-keys&step=3']);
    // The same lesson at another step moves within it.
    const s = h.session;
    h.openFromHash('#lesson=gaming-keys&step=1');
    await h.linkOpened;
    expect(h.session?.index).toBe(0);
    expect(h.session).toBe(s);
  });

  it.each([
    ['#lesson=nope', 'there is no lesson "nope"; the lessons are "gaming-keys", '],
    ['#lesson=gaming-keys&step=9', 'has 4 steps; the link asks for step 9']
  ])('opens nothing for %s and says why', async (hash, message) => {
    const { h } = host();
    expect(h.openFromHash(hash)).toBe(true);
    await h.linkOpened;
    expect(h.failure!.findings[0]!.message).toContain(message);
    expect(h.session).toBeNull();
  });

  it('keeps progress across a reload', async () => {
    const first = host();
    const [gaming] = await first.h.index.load();
    await first.h.openEntry(gaming!);
    const s = first.h.session!;
    first.studio.apply({ kind: 'set-sort-key', table: 0, sortKey: { name: 'SK', type: 'S' } });
    first.studio.apply({
      kind: 'set-key-template',
      entity: 2,
      attribute: 'SK',
      template: 'USER#${username}'
    });
    // Users and games need a sort key too, or the step is not done.
    for (const [entity, id] of [
      [0, 'username'],
      [1, 'gameId']
    ] as const)
      first.studio.apply({
        kind: 'set-key-template',
        entity,
        attribute: 'SK',
        template: `X#\${${id}}`
      });
    s.evaluate();
    expect(s.summary.passed[0]).toBe(true);
    s.go(1);
    // Once the writes have landed, open the lesson again as a reload would.
    await first.written();
    const again = host({ db: first.name });
    await again.h.openEntry(gaming!);
    expect(again.h.session!.summary.passed).toEqual([true, false, false, false]);
    expect(again.h.session!.index).toBe(1);
    await again.h.progress.refresh();
    expect(again.h.progress.records.get('gaming-keys')?.passed.map((p) => p.step)).toEqual([
      'composite-key'
    ]);
  });

  it('refuses a lesson file over the cap by its size, without reading it', async () => {
    const { h } = host();
    let read = false;
    const file = {
      name: 'huge.json',
      size: LESSON_FORMAT.limits.fileBytes + 1,
      arrayBuffer: async () => ((read = true), new ArrayBuffer(0))
    } as unknown as File;
    await h.openFile(file);
    expect(read).toBe(false);
    expect(h.failure).toMatchObject({ label: 'huge.json' });
    expect(h.failure!.findings[0]!.code).toBe('lesson.too-large');
  });

  it('opens a lesson file, and lists its problems when it has some', async () => {
    const { h } = host();
    const good = new File(
      [readFileSync('public/lessons/simple-and-composite-keys.json')],
      'mine.json'
    );
    await h.openFile(good);
    expect(h.session?.lesson.id).toBe('simple-and-composite-keys');
    expect(h.session?.linkable).toBe(false);
    await h.openFile(new File(['{"format": "keyscope.lesson", "version": 3}'], 'new.json'));
    expect(h.failure?.label).toBe('new.json');
    expect(h.failure?.findings[0]!.message).toMatch(/newer than this build/);
  });

  it('reads a picked lesson file in a worker, which Cancel stops: nothing opens, nothing is said', async () => {
    const workers: FakeWorker[] = [];
    const { h, studio } = host({ workers });
    const opening = h.openFile(testFile('mine.json', SIMPLE_LESSON));
    await until(() => h.files.reading);
    expect([h.opening, workers.map((w) => w.inbox[0]?.kind)]).toEqual(['mine.json', ['lesson']]);
    h.files.cancel();
    await opening;
    expect(workers[0]!.terminated).toBe(true);
    expect([h.files.reading, h.opening, h.failure, h.session, studio.design]).toEqual([
      false,
      null,
      null,
      null,
      null
    ]);
  });

  it('a lesson file picked while another is read replaces it: the first is stopped', async () => {
    const workers: FakeWorker[] = [];
    const { h } = host({ workers });
    const first = h.openFile(testFile('first.json', SIMPLE_LESSON));
    await until(() => workers.length === 1);
    const second = h.openFile(testFile('second.json', SIMPLE_LESSON));
    await until(() => workers.length === 2);
    expect(workers[0]!.terminated).toBe(true);
    expect(h.opening).toBe('second.json');
    await first;
    expect(h.opening).toBe('second.json');
    await until(() => workers[1]!.inbox.length > 0);
    workers[1]!.drain();
    await second;
    expect([h.session?.lesson.id, h.opening, h.files.reading]).toEqual([
      'simple-and-composite-keys',
      null,
      false
    ]);
  });

  it('a built-in lesson opened while a lesson file is read stops the read, and is the one shown', async () => {
    const workers: FakeWorker[] = [];
    const { h } = host({ workers });
    const reading = h.openFile(testFile('mine.json', SIMPLE_LESSON));
    await until(() => h.files.reading);
    const [gaming] = await h.index.load();
    await h.openEntry(gaming!);
    // Stopped by the new open itself, not by the deadline.
    expect(workers[0]!.terminated).toBe(true);
    await reading;
    expect([h.session?.lesson.id, h.opening, h.files.reading, h.failure]).toEqual([
      'gaming-keys',
      null,
      false,
      null
    ]);
  });

  it('folds the inspector beside a lesson on a narrow window, and puts it back', async () => {
    const narrow = host({ width: 1280 });
    const [gaming] = await narrow.h.index.load();
    await narrow.h.openEntry(gaming!);
    expect(narrow.shell.collapsed.inspector).toBe(true);
    narrow.h.close();
    expect(narrow.shell.collapsed.inspector).toBe(false);
    expect(narrow.links.at(-1)).toBeNull();
    const wide = host({ width: 2400 });
    await wide.h.openEntry(gaming!);
    expect(wide.shell.collapsed.inspector).toBe(false);
  });

  it('writes a lesson from the open design, tries it and goes back to writing', async () => {
    const { h, studio } = host();
    await h.write();
    expect(studio.design).not.toBeNull();
    const draft = h.draft!;
    expect(draft.lesson.steps[0]!.start).toMatchObject({ kind: 'inline', design: studio.design });
    draft.edit({ kind: 'add-check', step: 0, check: { kind: 'no-collisions', table: 'Table' } });
    await h.take(draft.lesson);
    expect(h.session?.drafted).toBe(true);
    // Opening a design by other means ends the lesson being taken, not the one being written.
    h.leave();
    expect(h.session).toBeNull();
    expect(h.draft).toBe(draft);
    await h.take(draft.lesson);
    h.closeLesson();
    expect(h.draft?.lesson.steps[0]!.checks).toHaveLength(1);
    h.closeDraft();
    expect(h.active).toBe(false);
  });
});
