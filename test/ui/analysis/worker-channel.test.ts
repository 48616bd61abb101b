// WorkerChannel: one worker made when first needed, each answer to whoever asked, the rest to
// `on.reply`, and every waiting question answered null when the worker goes.
import { describe, expect, it } from 'vitest';
import { WorkerChannel } from '../../../src/ui/analysis/worker-channel.ts';
import { DesignSender } from '../../../src/ui/analysis/design-sender.ts';
import type { WorkerReply, WorkerRequest } from '../../../src/workers/analysis-messages.ts';
import { example } from '../../store/library-test-helpers.ts';

class StubWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  posted: WorkerRequest[] = [];
  terminated = false;
  postMessage(m: WorkerRequest): void {
    this.posted.push(m);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(reply: WorkerReply): void {
    this.onmessage?.({ data: reply } as MessageEvent);
  }
}

/** A channel on stub workers; `onBack`, what its owner does when asked to rebuild. */
function setUp(onBack: (channel: WorkerChannel) => void = () => {}) {
  const made: StubWorker[] = [];
  const replies: WorkerReply[] = [];
  const failures: string[] = [];
  /** How many times the channel asked for what `leave` let go to be rebuilt. */
  const backs = { count: 0 };
  const channel = new WorkerChannel(
    () => {
      const w = new StubWorker();
      made.push(w);
      return w as unknown as Worker;
    },
    (fn) => fn(),
    {
      reply: (r) => void replies.push(r),
      failed: (m) => void failures.push(m),
      back: () => {
        backs.count++;
        onBack(channel);
      }
    }
  );
  return { channel, made, replies, failures, backs };
}

describe('WorkerChannel', () => {
  it('asks nothing of a worker there is not', async () => {
    const { channel, made } = setUp();
    expect(await channel.ask((id) => ({ kind: 'call', id, question: 'window', args: [] }))).toBe(
      null
    );
    expect(made).toEqual([]);
  });

  it('makes the worker once, and hands each answer to whoever asked', async () => {
    const { channel, made, replies } = setUp();
    const asked = channel.askAbout(example('gaming'), (id, wire) => ({
      kind: 'share-link',
      id,
      wire
    }));
    channel.ensure();
    expect(made).toHaveLength(1);
    const request = made[0]!.posted.at(-1)!;
    expect(request.kind).toBe('share-link');
    const reply = { kind: 'share-link', id: request.id, result: { ok: true } } as WorkerReply;
    made[0]!.answer(reply);
    expect(await asked).toEqual(reply);
    const other = { kind: 'progress', id: 999, phase: 'starting', fraction: 0 } as WorkerReply;
    made[0]!.answer(other);
    expect(replies).toEqual([other]);
  });

  it('numbers messages in order', () => {
    const { channel } = setUp();
    const a = channel.nextId();
    expect(channel.nextId()).toBe(a + 1);
  });

  it('answers every waiting question null when the worker goes, and makes a new one after', async () => {
    const { channel, made } = setUp();
    channel.ensure();
    const waiting = channel.ask((id) => ({ kind: 'call', id, question: 'window', args: [] }));
    channel.terminate();
    expect(await waiting).toBeNull();
    expect(made[0]!.terminated).toBe(true);
    channel.ensure();
    expect(made).toHaveLength(2);
  });

  it('reports a failing worker', () => {
    const { channel, made, failures } = setUp();
    channel.ensure();
    made[0]!.onerror?.({ message: '' } as ErrorEvent);
    expect(failures).toEqual(['the analysis worker failed']);
  });

  it('adopts a worker in place of the one before', () => {
    const { channel, made } = setUp();
    channel.ensure();
    const held = new StubWorker();
    channel.adopt(held as unknown as Worker, new DesignSender());
    expect(made[0]!.terminated).toBe(true);
    channel.sendDesign(example('gaming'), (wire) => ({ kind: 'analyse', id: 1, wire }));
    expect(held.posted.at(-1)!.kind).toBe('analyse');
  });

  describe('leaving the page', () => {
    const window = (id: number): WorkerRequest => ({
      kind: 'call',
      id,
      question: 'window',
      args: []
    });

    it('ends the worker at once', () => {
      const { channel, made } = setUp();
      channel.ensure();
      channel.leave();
      expect(made.map((w) => w.terminated)).toEqual([true]);
    });

    // How many times the channel asks its owner to rebuild, after each sequence of calls.
    it.each<[string, ((channel: WorkerChannel) => unknown)[], number]>([
      ['none when there was no worker to end', [(c) => c.leave(), (c) => c.ensure()], 0],
      [
        'once, at the next use of the channel',
        [(c) => c.ensure(), (c) => c.leave(), (c) => c.ensure(), (c) => c.ask(window)],
        1
      ],
      [
        'once, when the page is shown again',
        [(c) => c.ensure(), (c) => c.leave(), (c) => c.back(), (c) => c.back()],
        1
      ],
      [
        'none after a worker is adopted, or ended, on purpose',
        [
          (c) => c.ensure(),
          (c) => c.leave(),
          (c) => c.adopt(new StubWorker() as unknown as Worker, new DesignSender()),
          (c) => c.leave(),
          (c) => c.terminate(),
          (c) => c.ensure()
        ],
        0
      ]
    ])('asks for what it let go to be rebuilt: %s', (_, calls, count) => {
      const { channel, backs } = setUp();
      for (const call of calls) call(channel);
      expect(backs.count).toBe(count);
    });

    it('has it rebuilt before a question is asked, so the question goes to the new worker', () => {
      const { channel: rebuilt, made } = setUp((channel) => channel.ensure());
      rebuilt.ensure();
      rebuilt.leave();
      void rebuilt.ask(window);
      expect(made.map((w) => [w.terminated, w.posted.map((m) => m.kind)])).toEqual([
        [true, []],
        [false, ['call']]
      ]);
    });
  });
});
