// The studio's composition root in Node (fake-indexeddb, fake workers): the objects it builds
// are wired to each other as App needs (lessons take lesson links and end when a design opens,
// a live table's designs go through the opener, the tab's memory reopens its design, the
// theme reads its choice, and the global shortcuts reach the studio and the library).
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStudioApp, type StudioApp } from '../../src/ui/studio-app.ts';
import { THEME_KEY } from '../../src/ui/shell/theme.svelte.ts';
import { freshName, example } from '../store/library-test-helpers.ts';
import { setupWorkerState } from './analysis/fake-worker.ts';

const gamingText = readFileSync('public/examples/gaming.json', 'utf8');
const persistence = { persist: async () => true, persisted: async () => true };
const noFetch = (() => Promise.reject(new Error('no fetch'))) as typeof fetch;

/** An in-memory Web Storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear()
  };
}

const apps: StudioApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) {
    await app.library.leave();
    app.worker.dispose();
  }
});

function build(
  options: { name?: string; hash?: string; local?: Storage; session?: Storage; width?: number } = {}
) {
  const address = {
    at: options.hash ?? '',
    hash: () => address.at,
    replace: (h: string) => void (address.at = h)
  };
  const local = options.local ?? memoryStorage();
  const session = options.session ?? memoryStorage();
  const page = new EventTarget();
  const app = createStudioApp({
    fetchFn: noFetch,
    examples: () => [],
    // The app reads designs in a worker (a link, a file, a stored design): answered at once.
    worker: setupWorkerState({ auto: true }).state,
    windowWidth: () => options.width ?? 1280,
    storage: (kind) => (kind === 'localStorage' ? local : session),
    colorScheme: () => null,
    address,
    persistence,
    library: { name: options.name ?? freshName() },
    page
  });
  apps.push(app);
  return { app, address, session, page };
}

function key(init: Partial<KeyboardEvent>): KeyboardEvent {
  let prevented = false;
  return {
    key: '',
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    target: null,
    preventDefault: () => void (prevented = true),
    get defaultPrevented() {
      return prevented;
    },
    ...init
  } as KeyboardEvent;
}

describe('createStudioApp', () => {
  it('builds one studio that its parts share', () => {
    const { app } = build({ width: 900 });
    expect(app.live.studio).toBe(app.studio);
    expect(app.live.worker).toBe(app.worker);
    expect(app.live.shell).toBe(app.shell);
  });

  it('gives a lesson link in the address to the lessons, and nothing else opens', async () => {
    const { app } = build({ hash: '#lesson=some-lesson&step=1' });
    const taken = vi.spyOn(app.lessons, 'openFromHash').mockReturnValue(true);
    await app.start([]);
    expect(taken).toHaveBeenCalledWith('#lesson=some-lesson&step=1');
    expect(app.studio.design).toBeNull();
  });

  it('ends a lesson when a design is opened by other means', async () => {
    const { app } = build();
    await app.libraryReady;
    const left = vi.spyOn(app.lessons, 'leave');
    await app.opener.openText(gamingText);
    expect(app.studio.design).not.toBeNull();
    expect(left).toHaveBeenCalledTimes(1);
  });

  it('lets go of the open design when a live table is shown, and adopts its design as new', async () => {
    const { app } = build();
    await app.libraryReady;
    await app.opener.openText(gamingText);
    await app.library.settle();
    const before = app.library.currentId;
    expect(before).not.toBeNull();
    const released = vi.spyOn(app.opener, 'release');
    const left = vi.spyOn(app.lessons, 'leave');
    app.live.hooks.showing?.();
    expect(released).toHaveBeenCalledTimes(1);
    await released.mock.results[0]!.value;
    expect(left).toHaveBeenCalled();
    expect(app.library.currentId).toBeNull();

    await app.live.hooks.adopt?.(example('gaming'), 'the live table');
    await app.library.settle();
    expect(app.studio.design).not.toBeNull();
    expect(app.library.currentId).not.toBeNull();
    expect(app.library.currentId).not.toBe(before);
  });

  it("reopens the design this tab's memory names, once", async () => {
    const name = freshName();
    const first = build({ name });
    await first.app.libraryReady;
    await first.app.opener.openText(gamingText);
    await first.app.library.settle();
    const id = first.app.library.currentId!;
    first.app.memory.write({ id, hash: '' });
    await first.app.library.leave();

    const { app } = build({ name, session: first.session });
    const start = vi.spyOn(app.opener, 'start');
    await Promise.all([app.start([]), app.start([])]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0]![1]).toEqual({ id, hash: '' });
    expect(app.library.currentId).toBe(id);
    expect(app.studio.design).not.toBeNull();
  });

  it('reads the theme chosen before and sizes the shell to the window', () => {
    const local = memoryStorage();
    local.setItem(THEME_KEY, 'dark');
    const { app } = build({ local, width: 700 });
    expect(app.theme.choice).toBe('dark');
    expect(app.lessons.width).toBe(280);
  });

  it('sends the global shortcuts to the sheet, the library and the studio', async () => {
    const { app } = build();
    await app.libraryReady;
    const sheet = { show: vi.fn() };
    const jumpBox = { show: vi.fn() };
    const targets = { sheet, jumpBox, document: {} as Document };

    const question = key({ key: '?' });
    app.keydown(question, targets);
    expect(sheet.show).toHaveBeenCalledTimes(1);
    expect(question.defaultPrevented).toBe(true);

    // With no design, the studio's own shortcuts are the browser's.
    const early = key({ key: 'k', ctrlKey: true });
    app.keydown(early, targets);
    expect(jumpBox.show).not.toHaveBeenCalled();
    expect(early.defaultPrevented).toBe(false);

    const flushed = vi.spyOn(app.library, 'flush');
    app.keydown(key({ key: 's', ctrlKey: true }), targets);
    expect(flushed).toHaveBeenCalledTimes(1);

    await app.opener.openText(gamingText);
    app.keydown(key({ key: 'k', ctrlKey: true }), targets);
    expect(jumpBox.show).toHaveBeenCalledTimes(1);

    const name = app.studio.design!.name;
    app.studio.apply({ kind: 'rename-design', name: 'Renamed' });
    app.keydown(key({ key: 'z', ctrlKey: true }), targets);
    expect(app.studio.design!.name).toBe(name);
    app.keydown(key({ key: 'z', ctrlKey: true, shiftKey: true }), targets);
    expect(app.studio.design!.name).toBe('Renamed');
  });

  describe('leaving the page', () => {
    /** Resolves when the worker is told the page is being left; `order` records when. */
    function watchLeave(app: StudioApp, order: string[]): Promise<void> {
      return new Promise((done) =>
        vi.spyOn(app.worker, 'leave').mockImplementation(() => {
          order.push('leave');
          done();
        })
      );
    }

    it('saves what the library has not saved, then ends the analysis worker', async () => {
      const { app, page } = build();
      const order: string[] = [];
      vi.spyOn(app.library, 'flush').mockImplementation(async () => {
        order.push('flush');
        await Promise.resolve();
        order.push('saved');
        return { kind: 'saved' as const, at: null };
      });
      const left = watchLeave(app, order);
      page.dispatchEvent(new Event('beforeunload'));
      await left;
      expect(order).toEqual(['flush', 'saved', 'leave']);
    });

    it('ends the analysis worker when the save fails too', async () => {
      const { app, page } = build();
      vi.spyOn(app.library, 'flush').mockRejectedValue(new Error('the disk is full'));
      const left = watchLeave(app, []);
      page.dispatchEvent(new Event('beforeunload'));
      await left;
      expect(app.worker.leave).toHaveBeenCalledTimes(1);
    });

    it('has the worker rebuilt when the page is shown again from the back-forward cache', () => {
      const { app, page } = build();
      const back = vi.spyOn(app.worker, 'back');
      page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
      page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
      expect(back).toHaveBeenCalledTimes(1);
    });
  });
});
