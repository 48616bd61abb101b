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

function setUp() {
  const made: StubWorker[] = [];
  const replies: WorkerReply[] = [];
  const failures: string[] = [];
  const channel = new WorkerChannel(
    () => {
      const w = new StubWorker();
      made.push(w);
      return w as unknown as Worker;
    },
    (fn) => fn(),
    { reply: (r) => void replies.push(r), failed: (m) => void failures.push(m) }
  );
  return { channel, made, replies, failures };
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
});
