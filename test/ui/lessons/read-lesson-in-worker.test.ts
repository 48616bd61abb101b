// readLessonInWorker: a picked lesson file read in a worker of its own, with Cancel and the
// open deadline (fake timers: nothing here waits on the clock).
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLessonBytes } from '../../../src/core/lessons/load-lesson-bytes.ts';
import { OPEN_DEADLINE_MS } from '../../../src/ui/analysis/open-deadline.ts';
import { readLessonInWorker } from '../../../src/ui/lessons/read-lesson-in-worker.ts';
import { testFile } from '../../helpers/test-blobs.ts';
import { FakeWorker } from '../analysis/fake-worker.ts';

const gaming = new Uint8Array(readFileSync('public/lessons/gaming-keys.json'));

function read(file: File) {
  const workers: FakeWorker[] = [];
  const job = readLessonInWorker(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w as unknown as Worker;
  })(file, file.name);
  return { job, worker: workers[0]! };
}

afterEach(() => void vi.useRealTimers());

describe('readLessonInWorker', () => {
  it('reads the file in a worker of its own, to what reading it on the page gives', async () => {
    const { job, worker } = read(testFile('g.json', gaming));
    expect(worker.inbox.map((m) => m.kind)).toEqual(['lesson']);
    worker.drain();
    expect(await job.result).toEqual(loadLessonBytes(gaming));
    expect(worker.terminated).toBe(true);
  });

  it('cancel terminates the worker and resolves with nothing', async () => {
    const { job, worker } = read(testFile('g.json', gaming));
    job.cancel();
    expect(worker.terminated).toBe(true);
    expect(await job.result).toBeNull();
  });

  it('stops by itself at the deadline, saying what took too long and what to do', async () => {
    vi.useFakeTimers();
    const { job, worker } = read(testFile('slow.json', gaming));
    vi.advanceTimersByTime(OPEN_DEADLINE_MS - 1);
    expect(worker.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(worker.terminated).toBe(true);
    expect(await job.result).toEqual({
      ok: false,
      findings: [
        expect.objectContaining({
          code: 'import.deadline',
          message:
            'slow.json took longer than 30 s to read, so reading it was stopped: it may be damaged or far too large; check it with the command line (keyscope lesson), or ask for the lesson again'
        })
      ]
    });
  });

  it('says what went wrong when the worker fails', async () => {
    const { job, worker } = read(testFile('g.json', gaming));
    worker.onerror!({ message: 'out of memory' } as ErrorEvent);
    expect(await job.result).toEqual({
      ok: false,
      findings: [
        expect.objectContaining({
          code: 'lesson.load',
          message: 'g.json could not be read: out of memory; nothing was opened — try again'
        })
      ]
    });
    expect(worker.terminated).toBe(true);
  });
});
