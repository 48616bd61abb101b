import { describe, expect, it } from 'vitest';
import type { WorkerRequest } from '../../../src/workers/analysis-messages.ts';
import { WorkerOutbox } from '../../../src/ui/analysis/worker-outbox.ts';

/** A worker that records what it was posted, and page tasks run by hand. */
function setup() {
  const posted: WorkerRequest[] = [];
  const tasks: (() => void)[] = [];
  const worker = { postMessage: (m: WorkerRequest) => posted.push(m) } as unknown as Worker;
  return { posted, tasks, outbox: new WorkerOutbox(worker, (fn) => tasks.push(fn)) };
}

const part = (id: number): WorkerRequest => ({ kind: 'part', id, array: 1, items: [] });
const call = (id: number): WorkerRequest => ({ kind: 'call', id, question: 'findings', args: [] });

describe('WorkerOutbox', () => {
  it('posts one slice per task, and what follows a slice in the next, in order', () => {
    const { posted, tasks, outbox } = setup();
    outbox.post([part(1), part(2), call(3)]);
    expect(posted.map((m) => m.id)).toEqual([1]);
    outbox.post([call(4)]);
    expect(posted.map((m) => m.id)).toEqual([1]);
    tasks.shift()!();
    expect(posted.map((m) => m.id)).toEqual([1, 2]);
    tasks.shift()!();
    // After the last slice, the messages that waited go together.
    expect(posted.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(tasks).toHaveLength(0);
  });

  it('posts nothing more once closed with its worker', () => {
    const { posted, tasks, outbox } = setup();
    outbox.post([part(1), call(2)]);
    outbox.close();
    tasks.shift()!();
    outbox.post([call(3)]);
    expect(posted.map((m) => m.id)).toEqual([1]);
  });
});
