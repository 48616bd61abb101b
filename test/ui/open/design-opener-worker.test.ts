// DesignOpener with a worker (the real host behind structured clones): large files, pasted
// text and stored designs open there, with progress and Cancel, to the page's result.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { until } from '../../helpers/until.ts';
import { nativeDesign } from '../../../src/core/formats/native-design.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import { countItems } from '../../../src/core/items/count-items.ts';
import { DesignLibrary } from '../../../src/store/design-library.ts';
import { DesignOpener } from '../../../src/ui/open/design-opener.svelte.ts';
import { LibraryState } from '../../../src/ui/library/library-state.svelte.ts';
import { readDesign } from '../../../src/ui/open/read-design.ts';
import { StudioState } from '../../../src/ui/studio/studio-state.svelte.ts';
import { holdsRemoteItems, pageHeldItems } from '../../../src/ui/analysis/remote-items.ts';
import { example, freshName } from '../../store/library-test-helpers.ts';
import { testFile } from '../../helpers/test-blobs.ts';
import { encodeShareLink } from '../../../src/core/share/encode-share-link.ts';
import { OPEN_DEADLINE_MS } from '../../../src/ui/analysis/open-deadline.ts';
import { setupWorkerState } from '../analysis/fake-worker.ts';

const storage = { persist: async () => true, persisted: async () => true };
const states: LibraryState[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const s of states.splice(0)) await s.leave();
});

const LIMIT = 10_000;
const bigText = JSON.stringify(nativeDesign(generateDesignItems(example('gaming'), 300, 2)));
const bigBytes = new TextEncoder().encode(bigText);
const facets = readFileSync('test/fixtures/workbench/AnOnlineShop_facets.json');

/** A studio whose opener opens anything over `limit` bytes in (fake) workers. */
async function setUp(name = freshName(), limit = LIMIT) {
  const studio = new StudioState();
  const { state: worker, workers } = setupWorkerState();
  const library = new LibraryState();
  states.push(library);
  await library.start({ library: { name }, storage, remoteText: (d) => worker.designText(d) });
  const address = { at: '', hash: () => address.at, replace: (h: string) => void (address.at = h) };
  const fetchNothing = (() => Promise.reject(new Error('no fetch'))) as typeof fetch;
  const opener = new DesignOpener(studio, library, address, fetchNothing, worker, limit);
  /** Let every worker answer until `p` settles (the real ones answer on their own). */
  const run = async <T>(p: Promise<T>): Promise<T> => {
    let done = false;
    void p.then(
      () => (done = true),
      () => (done = true)
    );
    await until(() => {
      for (const w of workers) if (!w.terminated) w.drain();
      return done;
    });
    return p;
  };
  return { name, studio, library, opener, worker, workers, run };
}

async function storedTexts(name: string): Promise<string[]> {
  const lib = await DesignLibrary.open({ name, purgeDeleted: false });
  const texts: string[] = [];
  for (const e of await lib.list())
    await lib.open(e.id, async (text) => {
      texts.push(typeof text === 'string' ? text : await text.text());
      return null;
    });
  lib.close();
  return texts;
}

describe('DesignOpener with a worker', () => {
  it('opens a large file in the worker: progress while it loads, then the design, saved', async () => {
    const { name, studio, library, opener, workers, run } = await setUp();
    const opening = opener.openFile(testFile('big.json', bigBytes));
    expect(opener.opening).not.toBeNull();
    expect(opener.opening!.label).toBe('big.json');
    expect(opener.opening!.size).toBe(bigBytes.length);
    await run(opening);
    expect(opener.opening).toBeNull();
    const page = readDesign(bigBytes, 'big.json');
    if (!page.ok) throw new Error('did not load on the page');
    expect(holdsRemoteItems(studio.design)).toBe(true);
    expect(pageHeldItems(studio.design)).toBe(0);
    expect(studio.itemCount).toBe(countItems(page.design));
    expect(studio.useWorker).toBe(true);
    expect(studio.label).toBe(page.label);
    expect(studio.loadFindings).toEqual(page.findings);
    await run(library.settle());
    // What is stored is what the page path stores of the same file.
    expect(await storedTexts(name)).toEqual([bigText]);
    expect(workers.filter((w) => !w.terminated)).toHaveLength(1);
  });

  it('gives what the page gives, file by file (smaller files are read whole, for the page to hold)', async () => {
    for (const [file, bytes] of [
      ['big.json', bigBytes],
      ['shop.json', new Uint8Array(facets)]
    ] as const) {
      const inWorker = await setUp(freshName(), 100);
      const onPage = await setUp(freshName(), Number.POSITIVE_INFINITY);
      await inWorker.run(inWorker.opener.openFile(testFile(file, bytes)));
      await onPage.run(onPage.opener.openFile(testFile(file, bytes)));
      expect(holdsRemoteItems(inWorker.studio.design)).toBe(true);
      expect(holdsRemoteItems(onPage.studio.design)).toBe(false);
      expect(inWorker.studio.loadFindings).toEqual(onPage.studio.loadFindings);
      expect(inWorker.studio.label).toBe(onPage.studio.label);
      expect(inWorker.studio.itemCount).toBe(onPage.studio.itemCount);
      await inWorker.run(inWorker.library.settle());
      await onPage.run(onPage.library.settle());
      expect(await storedTexts(inWorker.name)).toEqual(await storedTexts(onPage.name));
    }
  });

  it('cancel stops the worker; the open design stays as it was, nothing is stored', async () => {
    const { name, studio, library, opener, workers, run } = await setUp();
    await run(
      opener.openFile(testFile('small.json', readFileSync('public/examples/library.json')))
    );
    await run(library.settle());
    const before = { design: studio.design, id: library.currentId, opened: studio.opened };
    const opening = opener.openFile(testFile('big.json', bigBytes));
    const job = opener.opening!;
    opener.cancelOpening();
    await run(opening);
    expect(opener.opening).toBeNull();
    expect(workers.at(-1)!.terminated).toBe(true);
    expect(await job.result).toBeNull();
    expect({ design: studio.design, id: library.currentId, opened: studio.opened }).toEqual(before);
    expect(opener.failed).toBeNull();
    await run(library.settle());
    expect((await storedTexts(name)).length).toBe(1);
  });

  it('a large file that does not load says where, as the page does, and changes nothing', async () => {
    const { studio, opener, workers, run } = await setUp();
    const bad = new Uint8Array([...bigBytes.slice(0, 20_000), 0xff, ...bigBytes.slice(20_000)]);
    await run(opener.openFile(testFile('bad.json', bad)));
    expect(studio.design).toBeNull();
    const page = readDesign(bad, 'bad.json');
    expect(opener.failed).toEqual(page);
    expect(opener.failed!.findings[0]!.message).toMatch(/not valid UTF-8 at byte offset 20000/);
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it('opens large pasted text in the worker too', async () => {
    const { studio, library, opener, run } = await setUp();
    await run(opener.openText(bigText));
    await run(library.settle());
    expect(holdsRemoteItems(studio.design)).toBe(true);
    expect(studio.label).toBe('the pasted design');
  });

  it('reopens a large stored design in the worker; cancelling that leaves the open one', async () => {
    const first = await setUp();
    await first.run(first.opener.openFile(testFile('big.json', bigBytes)));
    await first.run(first.library.settle());
    const id = first.library.currentId!;
    const again = await setUp(first.name);
    await again.run(again.opener.openEntry(id));
    expect(again.opener.error).toBe('');
    expect(holdsRemoteItems(again.studio.design)).toBe(true);
    expect(again.studio.itemCount).toBe(first.studio.itemCount);
    expect(again.library.currentId).toBe(id);
    // Another design, then the large one again, cancelled.
    await again.run(again.opener.openText(readFileSync('public/examples/library.json', 'utf8')));
    await again.run(again.library.settle());
    const shown = again.studio.design;
    const current = again.library.currentId;
    expect(current).not.toBeNull();
    expect(current).not.toBe(id);
    const reopening = again.opener.openEntry(id);
    await until(() => again.opener.opening !== null);
    again.opener.cancelOpening();
    expect(await again.run(reopening)).toBe(false);
    expect(again.studio.design).toBe(shown);
    expect(again.library.currentId).toBe(current);
    expect(again.opener.error).toBe('');
  });

  it('lets a parked worker go when the user decides not to leave the open design', async () => {
    const a = await setUp();
    const b = await setUp(a.name);
    await a.run(a.opener.openText(readFileSync('public/examples/library.json', 'utf8')));
    await a.run(a.library.settle());
    await b.run(b.opener.openEntry(a.library.currentId!));
    a.studio.apply({ kind: 'rename-design', name: 'A wins' });
    a.library.openDesign.changed({ design: a.studio.authored!, generation: a.studio.generation });
    await a.run(a.library.settle());
    await until(() => b.library.openDesign.conflict !== null);
    b.studio.apply({ kind: 'rename-design', name: 'B loses?' });
    b.library.openDesign.changed({ design: b.studio.authored!, generation: b.studio.generation });
    const shown = b.studio.design;
    await b.run(b.opener.openFile(testFile('big.json', bigBytes)));
    expect(b.opener.asking).not.toBeNull();
    expect(b.studio.design).toBe(shown);
    const parked = b.workers.at(-1)!;
    expect(parked.terminated).toBe(false);
    b.opener.dismissAsking();
    expect(parked.terminated).toBe(true);
    expect(b.studio.design).toBe(shown);
  });

  it('reads a link in a worker, shown in `opening`, then shows it read-only', async () => {
    const { studio, opener, workers, run } = await setUp();
    const link = await encodeShareLink(example('gaming'));
    if (!link.ok) throw new Error('no link');
    const opening = opener.openLink(link.fragment);
    expect(opener.opening?.label).toBe('the link');
    expect(workers.at(-1)!.inbox.map((r) => r.kind)).toEqual(['read']);
    await run(opening);
    expect(opener.opening).toBeNull();
    expect(studio.design?.name).toBe(example('gaming').name);
    expect(studio.readOnly).toBe(true);
    expect(holdsRemoteItems(studio.design)).toBe(false);
    expect(workers.at(-1)!.terminated).toBe(true);
  });

  /** A studio with a small file open and saved, and what Cancel or the deadline must leave. */
  async function withOpenDesign() {
    const set = await setUp();
    await set.run(
      set.opener.openFile(testFile('small.json', readFileSync('public/examples/library.json')))
    );
    await set.run(set.library.settle());
    const { studio, library } = set;
    const state = () => ({ design: studio.design, id: library.currentId, opened: studio.opened });
    return { ...set, state, before: state(), stored: await storedTexts(set.name) };
  }

  it('cancelling a link leaves the open design and the library as they were', async () => {
    const { name, opener, workers, run, state, before, stored } = await withOpenDesign();
    const link = await encodeShareLink(example('gaming'));
    if (!link.ok) throw new Error('no link');
    const opening = opener.openLink(link.fragment);
    opener.cancelOpening();
    await run(opening);
    expect(workers.at(-1)!.terminated).toBe(true);
    expect(state()).toEqual(before);
    expect([opener.opening, opener.failed]).toEqual([null, null]);
    expect(await storedTexts(name)).toEqual(stored);
  });

  it('cancelling a small file read leaves the open design and the library as they were', async () => {
    const { name, opener, run, state, before, stored } = await withOpenDesign();
    const opening = opener.openText(JSON.stringify(nativeDesign(example('gaming'))));
    expect(opener.opening?.label).toBe('the pasted design');
    opener.cancelOpening();
    await run(opening);
    expect(state()).toEqual(before);
    expect([opener.opening, opener.failed]).toEqual([null, null]);
    expect(await storedTexts(name)).toEqual(stored);
  });

  it('a link still being read at the deadline stops, says so, and changes nothing', async () => {
    const { name, opener, workers, state, before, stored } = await withOpenDesign();
    // Only the timers: the fake worker is never told to answer, as a hostile link never does.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const opening = opener.openLink('#design=1.AAAA');
    vi.advanceTimersByTime(OPEN_DEADLINE_MS);
    await opening;
    vi.useRealTimers();
    expect(workers.at(-1)!.terminated).toBe(true);
    expect(opener.opening).toBeNull();
    expect(opener.failed?.label).toBe('the link');
    expect(opener.failed?.findings.map((f) => f.code)).toEqual(['import.deadline']);
    expect(state()).toEqual(before);
    expect(await storedTexts(name)).toEqual(stored);
  });
});
