import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nativeDesign } from '../../../src/core/formats/native-design.ts';
import { importDesignText } from '../../../src/core/formats/import-design-text.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import { OpenJob } from '../../../src/ui/analysis/open-job.svelte.ts';
import { OPEN_DEADLINE_MS } from '../../../src/ui/analysis/open-deadline.ts';
import { holdsRemoteItems, pageHeldItems } from '../../../src/ui/analysis/remote-items.ts';
import { example } from '../../helpers/example.ts';
import { testBlob } from '../../helpers/test-blobs.ts';
import { FakeWorker } from './fake-worker.ts';

const big = new TextEncoder().encode(
  JSON.stringify(nativeDesign(generateDesignItems(example('gaming'), 2000, 1)))
);

function job(input: Blob | string, label = 'big.json') {
  const workers: FakeWorker[] = [];
  const j = new OpenJob(
    () => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    },
    input,
    label
  );
  return { job: j, worker: workers[0]! };
}

afterEach(() => void vi.useRealTimers());

describe('OpenJob', () => {
  it('posts the file itself to a worker of its own, which opens it with progress', async () => {
    const blob = testBlob(big);
    const { job: j, worker } = job(blob);
    expect(worker.inbox).toHaveLength(1);
    expect(worker.inbox[0]).toMatchObject({ kind: 'open', label: 'big.json' });
    expect((worker.inbox[0] as { input: Blob }).input.size).toBe(big.length);
    expect(j.size).toBe(big.length);
    expect([j.phase, j.fraction]).toEqual(['reading', 0]);
    worker.drain();
    const load = await j.result;
    expect(j.phase).toBe('validating');
    expect(j.done).toBe(j.total);
    expect(j.fraction).toBeCloseTo(1);
    if (!load?.loaded.ok || !load.held) throw new Error('did not open');
    const page = importDesignText(big, 'big.json');
    if (!page.ok) throw new Error('did not load');
    // The design without its items: placeholders the worker holds, which the page never saw.
    expect(holdsRemoteItems(load.loaded.design)).toBe(true);
    expect(pageHeldItems(load.loaded.design)).toBe(0);
    expect(load.loaded.design.entities.map((e) => e.items.length)).toEqual(
      page.design.entities.map((e) => e.items.length)
    );
    expect(load.loaded.findings).toEqual(page.findings);
    expect(load.held.worker).toBe(worker);
    expect(worker.terminated).toBe(false);
    load.held.dispose();
    expect(worker.terminated).toBe(true);
  });

  it('cancel terminates the worker and resolves with nothing', async () => {
    const { job: j, worker } = job(testBlob(big));
    j.cancel();
    expect(worker.terminated).toBe(true);
    expect(await j.result).toBeNull();
    j.cancel();
  });

  it('a file that does not load resolves with its findings and lets the worker go', async () => {
    const bad = Buffer.from('{"format": "keyscope.design", "name": "A\xff"}', 'latin1');
    const { job: j, worker } = job(testBlob(new Uint8Array(bad)), 'bad.json');
    worker.drain();
    const load = await j.result;
    expect(load?.held).toBeNull();
    expect(load?.loaded).toEqual(importDesignText(new Uint8Array(bad), 'bad.json'));
    expect(worker.terminated).toBe(true);
  });

  it('a worker that fails says so as a finding: nothing was opened', async () => {
    const { job: j, worker } = job(readFileSync('public/examples/gaming.json', 'utf8'));
    worker.onerror?.({ message: 'out of memory', preventDefault: () => {} } as ErrorEvent);
    const load = await j.result;
    expect(load?.loaded).toEqual({
      ok: false,
      findings: [
        expect.objectContaining({
          code: 'import.failed',
          message: expect.stringMatching(
            /big\.json could not be read: out of memory; nothing was opened/
          )
        })
      ]
    });
    expect(worker.terminated).toBe(true);
  });

  it('stops by itself at the deadline (fake timers), saying so: nothing was opened', async () => {
    vi.useFakeTimers();
    const { job: j, worker } = job(testBlob(big));
    vi.advanceTimersByTime(OPEN_DEADLINE_MS - 1);
    expect(worker.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(worker.terminated).toBe(true);
    const load = await j.result;
    expect(load?.held).toBeNull();
    expect(load?.loaded.findings.map((f) => f.code)).toEqual(['import.deadline']);
    expect(load?.loaded.findings[0]!.message).toMatch(/^big\.json took longer than 30 s to read/);
  });

  it('an open that ends in time clears its deadline, and keeps its worker', async () => {
    vi.useFakeTimers();
    const { job: j, worker } = job(testBlob(big));
    worker.drain();
    const load = await j.result;
    expect(vi.getTimerCount()).toBe(0);
    expect(load?.held?.worker).toBe(worker);
    expect(worker.terminated).toBe(false);
  });
});
