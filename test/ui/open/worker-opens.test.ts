// WorkerOpens: what opens in the worker (over the page's limit, with a worker), what is read
// whole in one (links, smaller designs), progress in `opening` and Cancel, and the held worker
// adopted only for a design shown.
import { describe, expect, it } from 'vitest';
import { nativeDesign } from '../../../src/core/formats/native-design.ts';
import { loadDesignText, type LoadResult } from '../../../src/core/formats/load-design.ts';
import type { HeldWorker, OpenJob, WorkerLoad } from '../../../src/ui/analysis/open-job.svelte.ts';
import type { ReadJob } from '../../../src/ui/analysis/read-job.svelte.ts';
import type { ReadWhat } from '../../../src/workers/read-request.ts';
import type { WorkerOpener } from '../../../src/ui/open/worker-opener.ts';
import type { OpenResult } from '../../../src/ui/open/read-design.ts';
import { WorkerOpens } from '../../../src/ui/open/worker-opens.svelte.ts';
import { example } from '../../store/library-test-helpers.ts';
import { until } from '../../helpers/until.ts';

const text = JSON.stringify(nativeDesign(example('gaming')));

/** A worker opener whose jobs finish when the test says (`finish`), and what it was asked. */
function fakeWorker() {
  const jobs: { label: string; cancelled: boolean; finish: (load: WorkerLoad | null) => void }[] =
    [];
  const reads: {
    what: ReadWhat;
    label: string;
    cancelled: boolean;
    finish: (loaded: LoadResult | null) => void;
  }[] = [];
  const adopted: HeldWorker[] = [];
  const opener: WorkerOpener = {
    read(what, label) {
      let finish!: (loaded: LoadResult | null) => void;
      const result = new Promise<LoadResult | null>((resolve) => (finish = resolve));
      const read = { what, label, cancelled: false, finish };
      reads.push(read);
      const cancel = () => {
        read.cancelled = true;
        finish(null);
      };
      return { label, result, cancel } as unknown as ReadJob;
    },
    open(_input, label) {
      let finish!: (load: WorkerLoad | null) => void;
      const result = new Promise<WorkerLoad | null>((resolve) => (finish = resolve));
      const job = { label, cancelled: false, finish };
      jobs.push(job);
      const cancel = () => {
        job.cancelled = true;
        finish(null);
      };
      return { label, result, cancel } as unknown as OpenJob;
    },
    adopt: (held) => void adopted.push(held)
  };
  return { opener, jobs, reads, adopted };
}

function held(): HeldWorker & { disposed: boolean } {
  const h = { worker: {} as Worker, sender: {} as never, disposed: false, dispose: () => {} };
  h.dispose = () => void (h.disposed = true);
  return h;
}

function to(mayLeave = true) {
  const failed: OpenResult[] = [];
  const shown: OpenResult[] = [];
  let proceed: (() => void) | null = null;
  return {
    failed,
    shown,
    proceed: () => proceed?.(),
    fail: (r: OpenResult) => void failed.push(r),
    mayLeave: async (p: () => void) => {
      proceed = p;
      return mayLeave;
    },
    show: async (r: OpenResult) => void shown.push(r)
  };
}

describe('WorkerOpens', () => {
  it('takes only what is over the page limit, and only with a worker', () => {
    expect(new WorkerOpens(fakeWorker().opener, 100).takes(101)).toBe(true);
    expect(new WorkerOpens(fakeWorker().opener, 100).takes(100)).toBe(false);
    expect(new WorkerOpens(null, 100).takes(1_000_000)).toBe(false);
  });

  it('shows progress in `opening`, then adopts the worker and shows the design', async () => {
    const { opener, jobs, adopted } = fakeWorker();
    const opens = new WorkerOpens(opener, 10);
    const t = to();
    const h = held();
    const done = opens.open(text, 'big.json', t);
    expect(opens.opening?.label).toBe('big.json');
    jobs[0]!.finish({ loaded: loadDesignText(text), held: h });
    await done;
    expect(opens.opening).toBeNull();
    expect(adopted).toEqual([h]);
    expect(t.shown.map((r) => r.ok && r.design.name)).toEqual([example('gaming').name]);
    expect(h.disposed).toBe(false);
  });

  it("shows the design in a task after the one that took the worker's answer", async () => {
    const { opener, jobs } = fakeWorker();
    const tasks: (() => void)[] = [];
    const opens = new WorkerOpens(opener, 10, (fn) => void tasks.push(fn));
    const t = to();
    const done = opens.open(text, 'big.json', t);
    jobs[0]!.finish({ loaded: loadDesignText(text), held: held() });
    await until(() => tasks.length === 1);
    // The answer's task and its microtasks are over (`until` waited a turn): nothing is shown yet.
    expect(t.shown).toEqual([]);
    tasks.shift()!();
    await done;
    expect(t.shown).toHaveLength(1);
  });

  it('fails what cannot be opened and lets its worker go', async () => {
    const { opener, jobs, adopted } = fakeWorker();
    const opens = new WorkerOpens(opener, 10);
    const t = to();
    const h = held();
    const done = opens.open('{', 'broken.json', t);
    const loaded: LoadResult = loadDesignText('{');
    jobs[0]!.finish({ loaded, held: h });
    await done;
    expect(t.failed).toHaveLength(1);
    expect(t.shown).toEqual([]);
    expect(adopted).toEqual([]);
    expect(h.disposed).toBe(true);
  });

  it('cancel stops the open: nothing is shown or failed', async () => {
    const { opener, jobs } = fakeWorker();
    const opens = new WorkerOpens(opener, 10);
    const t = to();
    const done = opens.open(text, 'big.json', t);
    opens.cancel();
    await done;
    expect(jobs[0]!.cancelled).toBe(true);
    expect(opens.opening).toBeNull();
    expect(t.shown).toEqual([]);
    expect(t.failed).toEqual([]);
  });

  it('parks a design while the user is asked; staying lets it go, going ahead shows it', async () => {
    const { opener, jobs, adopted } = fakeWorker();
    const opens = new WorkerOpens(opener, 10);
    const stay = to(false);
    const first = held();
    const one = opens.open(text, 'one.json', stay);
    jobs[0]!.finish({ loaded: loadDesignText(text), held: first });
    await one;
    expect(stay.shown).toEqual([]);
    opens.unpark();
    expect(first.disposed).toBe(true);

    const go = to(false);
    const second = held();
    const two = opens.open(text, 'two.json', go);
    jobs[1]!.finish({ loaded: loadDesignText(text), held: second });
    await two;
    go.proceed();
    await Promise.resolve();
    expect(adopted).toEqual([second]);
    expect(go.shown).toHaveLength(1);
    expect(second.disposed).toBe(false);
  });

  it('reads a small stored design whole in a worker and opens a large one there', async () => {
    const { opener, jobs, reads, adopted } = fakeWorker();
    const opens = new WorkerOpens(opener, text.length);
    const small = await opens.fromLibrary(async (load, adopt) => {
      const r = load(text, 'small');
      expect(opens.opening?.label).toBe('small');
      reads[0]!.finish(loadDesignText(text));
      const loaded = await r;
      adopt();
      return loaded !== null && loaded.ok;
    });
    expect(small).toBe(true);
    expect(jobs).toEqual([]);
    expect(reads.map((r) => r.what)).toEqual([{ kind: 'input', input: text }]);

    const h = held();
    const large = opens.fromLibrary(async (load, adopt) => {
      const r = load(text + ' ', 'large');
      jobs[0]!.finish({ loaded: loadDesignText(text), held: h });
      const loaded = await r;
      adopt();
      return loaded !== null && loaded.ok;
    });
    expect(await large).toBe(true);
    expect(adopted).toEqual([h]);
    expect(h.disposed).toBe(false);
  });

  it('lets the worker of a stored design not shown go', async () => {
    const { opener, jobs, adopted } = fakeWorker();
    const opens = new WorkerOpens(opener, 1);
    const h = held();
    const shown = await opens.fromLibrary(async (load) => {
      const r = load(text, 'stored');
      jobs[0]!.finish({ loaded: loadDesignText(text), held: h });
      await r;
      return false;
    });
    expect(shown).toBe(false);
    expect(adopted).toEqual([]);
    expect(h.disposed).toBe(true);
  });

  it('reads a link whole in a worker, shown in `opening`, and gives its load', async () => {
    const { opener, reads } = fakeWorker();
    const opens = new WorkerOpens(opener, 10);
    const read = opens.read({ kind: 'link', link: '#design=1.x' }, 'the link');
    expect(opens.opening?.label).toBe('the link');
    const loaded = loadDesignText(text);
    reads[0]!.finish(loaded);
    expect(await read).toBe(loaded);
    expect(opens.opening).toBeNull();
  });

  it('cancel stops a read: it gives null and `opening` is cleared', async () => {
    const { opener, reads } = fakeWorker();
    const opens = new WorkerOpens(opener, 10);
    const read = opens.read({ kind: 'link', link: '#design=1.x' }, 'the link');
    opens.cancel();
    expect(await read).toBeNull();
    expect(reads[0]!.cancelled).toBe(true);
    expect(opens.opening).toBeNull();
  });

  it('a new read overtakes one still running, which is cancelled', async () => {
    const { opener, reads } = fakeWorker();
    const opens = new WorkerOpens(opener, 10);
    const first = opens.read({ kind: 'link', link: '#design=1.a' }, 'the link');
    const second = opens.read({ kind: 'input', input: text }, 'two.json');
    expect(await first).toBeNull();
    expect(reads[0]!.cancelled).toBe(true);
    expect(opens.opening?.label).toBe('two.json');
    reads[1]!.finish(loadDesignText(text));
    expect((await second)?.ok).toBe(true);
  });

  it('reads on the page when there is no worker', async () => {
    const opens = new WorkerOpens(null, 10);
    const loaded = await opens.read({ kind: 'input', input: text }, 'small.json');
    expect(loaded?.ok && loaded.design.name).toBe(example('gaming').name);
    expect(opens.opening).toBeNull();
  });
});
