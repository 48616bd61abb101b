// ReadJob: a link or a smaller design read whole in a worker of its own, with Cancel and the
// deadline (fake timers: nothing here waits on the clock).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importDesignText } from '../../../src/core/formats/import-design-text.ts';
import { nativeDesign } from '../../../src/core/formats/native-design.ts';
import { decodeShareLink } from '../../../src/core/share/decode-share-link.ts';
import { encodeShareLink } from '../../../src/core/share/encode-share-link.ts';
import { OPEN_DEADLINE_MS } from '../../../src/ui/analysis/open-deadline.ts';
import { ReadJob } from '../../../src/ui/analysis/read-job.svelte.ts';
import type { ReadWhat } from '../../../src/workers/read-request.ts';
import { example } from '../../helpers/example.ts';
import { testBlob } from '../../helpers/test-blobs.ts';
import { FakeWorker } from './fake-worker.ts';

const text = JSON.stringify(nativeDesign(example('gaming')));

function job(what: ReadWhat, label = 'small.json') {
  const workers: FakeWorker[] = [];
  const j = new ReadJob(
    () => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    },
    what,
    label
  );
  return { job: j, worker: workers[0]! };
}

afterEach(() => void vi.useRealTimers());

describe('ReadJob', () => {
  it('reads a link in a worker of its own, to what decoding it on the page gives', async () => {
    const link = await encodeShareLink(example('gaming'));
    if (!link.ok) throw new Error('no link');
    const { job: j, worker } = job({ kind: 'link', link: link.fragment }, 'the link');
    expect(worker.inbox).toEqual([
      { kind: 'read', id: 1, what: { kind: 'link', link: link.fragment }, label: 'the link' }
    ]);
    expect([j.link, j.size]).toEqual([true, link.fragment.length]);
    worker.drain();
    expect(await j.result).toEqual(await decodeShareLink(link.fragment));
    expect(worker.terminated).toBe(true);
  });

  it('reads a file whole, items and all, as the page would', async () => {
    const bytes = new TextEncoder().encode(text);
    const { job: j, worker } = job({ kind: 'input', input: testBlob(bytes) });
    expect([j.link, j.size]).toEqual([false, bytes.length]);
    worker.drain();
    expect(await j.result).toEqual(importDesignText(bytes, 'small.json'));
  });

  it('cancel terminates the worker and resolves with nothing', async () => {
    const { job: j, worker } = job({ kind: 'input', input: text });
    j.cancel();
    expect(worker.terminated).toBe(true);
    expect(await j.result).toBeNull();
    j.cancel();
  });

  it('stops by itself at the deadline, saying what took too long and what to do', async () => {
    vi.useFakeTimers();
    const { job: j, worker } = job({ kind: 'link', link: '#design=1.AAAA' }, 'the link');
    vi.advanceTimersByTime(OPEN_DEADLINE_MS - 1);
    expect(worker.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(worker.terminated).toBe(true);
    expect(await j.result).toEqual({
      ok: false,
      findings: [
        expect.objectContaining({
          code: 'import.deadline',
          message: expect.stringMatching(
            /^the link took longer than 30 s to read, so reading it was stopped: it may be damaged or far too large; check it with the command line \(keyscope check\)/
          )
        })
      ]
    });
  });

  it('a read that ends in time clears its deadline', async () => {
    vi.useFakeTimers();
    const { job: j, worker } = job({ kind: 'input', input: text });
    worker.drain();
    const loaded = await j.result;
    expect(worker.terminated).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(loaded?.ok).toBe(true);
  });

  it('a worker that fails says so as a finding: nothing was opened', async () => {
    const { job: j, worker } = job({ kind: 'input', input: text });
    worker.onerror?.({ message: 'out of memory', preventDefault: () => {} } as ErrorEvent);
    expect(await j.result).toEqual({
      ok: false,
      findings: [
        expect.objectContaining({
          code: 'import.failed',
          message: expect.stringMatching(/^small\.json could not be read: out of memory; nothing/)
        })
      ]
    });
    expect(worker.terminated).toBe(true);
  });
});
