import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveMemory, type MemoryAsk } from '../../../src/workers/serve-memory.ts';

/**
 * A stand-in for the memory worker: the real serveMemory behind it, answering each ask when
 * `answer` is called (a worker answers in a task of its own).
 */
class FakeMemoryWorker {
  static made: FakeMemoryWorker[] = [];
  static fails = false;
  /** Called when an ask reaches a memory worker, or a worker could not start for it. */
  static reached: (() => void)[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  asks: MemoryAsk[] = [];
  #scope = {
    onmessage: null as ((event: MessageEvent<MemoryAsk>) => void) | null,
    postMessage: (answer: unknown) => this.onmessage?.({ data: answer } as MessageEvent)
  };
  constructor() {
    if (FakeMemoryWorker.fails) {
      FakeMemoryWorker.reached.shift()?.();
      throw new Error('no workers here');
    }
    FakeMemoryWorker.made.push(this);
    serveMemory(this.#scope);
  }
  postMessage(ask: MemoryAsk): void {
    this.asks.push(ask);
    FakeMemoryWorker.reached.shift()?.();
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Answer the oldest ask. */
  answer(): void {
    this.#scope.onmessage!({ data: this.asks.shift()! } as MessageEvent<MemoryAsk>);
  }
}

/** The next message `port` receives. */
const next = (port: MessagePort) =>
  new Promise<{ id: number; buffers: ArrayBuffer[] }>((resolve) => {
    port.onmessage = (event) => resolve(event.data);
  });

/** Ask on `port` as an analysis worker does, and wait until the page has relayed it. */
async function ask(port: MessagePort, id: number, lengths: number[]): Promise<void> {
  const reached = new Promise<void>((done) => FakeMemoryWorker.reached.push(done));
  port.postMessage({ id, lengths });
  await reached;
}

// memory-port keeps the page's one memory worker: a fresh module for each test.
let memoryPort: () => MessagePort;
const ports: MessagePort[] = [];
beforeEach(async () => {
  FakeMemoryWorker.made = [];
  FakeMemoryWorker.fails = false;
  FakeMemoryWorker.reached = [];
  vi.stubGlobal('Worker', FakeMemoryWorker);
  vi.resetModules();
  ({ memoryPort } = await import('../../../src/ui/analysis/memory-port.ts'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const port of ports.splice(0)) port.close();
});

/** A port as an analysis worker gets it. */
function portForWorker(): MessagePort {
  const port = memoryPort();
  ports.push(port);
  return port;
}

describe('memoryPort', () => {
  it('answers an ask on its port with buffers of the lengths asked for, under the ask’s id', async () => {
    const port = portForWorker();
    await ask(port, 7, [8192, 100]);
    const answer = next(port);
    FakeMemoryWorker.made[0]!.answer();
    const { id, buffers } = await answer;
    expect([id, buffers.map((b) => b.byteLength)]).toEqual([7, [8192, 100]]);
  });

  it('starts the memory worker only when asked', () => {
    portForWorker();
    expect(FakeMemoryWorker.made).toHaveLength(0);
  });

  it('ends the memory worker once every ask it was given is answered', async () => {
    const a = portForWorker();
    const b = portForWorker();
    await ask(a, 1, [4096]);
    await ask(b, 1, [4096]);
    const worker = FakeMemoryWorker.made[0]!;
    const answered = next(a);
    worker.answer();
    await answered;
    expect(worker.terminated).toBe(false);
    const last = next(b);
    worker.answer();
    await last;
    expect([FakeMemoryWorker.made.length, worker.terminated]).toEqual([1, true]);
  });

  it('sends each answer back on the port it was asked on, under that port’s own id', async () => {
    const a = portForWorker();
    const b = portForWorker();
    await ask(a, 5, [4096]);
    await ask(b, 5, [8192]);
    const [toA, toB] = [next(a), next(b)];
    FakeMemoryWorker.made[0]!.answer();
    FakeMemoryWorker.made[0]!.answer();
    const lengths = (await Promise.all([toA, toB])).map((m) => [m.id, m.buffers[0]!.byteLength]);
    expect(lengths).toEqual([
      [5, 4096],
      [5, 8192]
    ]);
  });

  it('starts a memory worker again for an ask after it ended', async () => {
    const port = portForWorker();
    await ask(port, 1, [4096]);
    const first = next(port);
    FakeMemoryWorker.made[0]!.answer();
    await first;
    await ask(port, 2, [4096]);
    expect(FakeMemoryWorker.made.map((w) => [w.terminated, w.asks.length])).toEqual([
      [true, 0],
      [false, 1]
    ]);
  });

  it('ends a memory worker that fails, leaving its asks unanswered', async () => {
    const port = portForWorker();
    await ask(port, 1, [4096]);
    const worker = FakeMemoryWorker.made[0]!;
    worker.onerror!({} as ErrorEvent);
    await ask(port, 2, [4096]);
    expect(FakeMemoryWorker.made.map((w) => w.terminated)).toEqual([true, false]);
  });

  // An exception in the port's handler would fail the run as an unhandled error.
  it('leaves an ask unanswered where no worker can start, and throws nothing', async () => {
    FakeMemoryWorker.fails = true;
    const port = portForWorker();
    await ask(port, 1, [4096]);
    expect(FakeMemoryWorker.made).toHaveLength(0);
  });
});
