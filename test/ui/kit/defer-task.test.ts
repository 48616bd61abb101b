import { describe, expect, it } from 'vitest';
import { deferTask, deferredWork } from '../../../src/ui/kit/defer-task.ts';

/** Resolves once everything deferred before it has run (the queue is first in, first out). */
const turn = () => new Promise<void>((resolve) => deferTask(resolve));

describe('deferTask', () => {
  it('runs nothing in the task that defers it, nor in its microtasks', async () => {
    const ran: string[] = [];
    deferTask(() => ran.push('a'));
    await Promise.resolve();
    await Promise.resolve();
    expect(ran).toEqual([]);
    await turn();
    expect(ran).toEqual(['a']);
  });

  it('runs deferred work first in, first out', async () => {
    const ran: string[] = [];
    for (const name of ['a', 'b', 'c']) deferTask(() => ran.push(name));
    await turn();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('runs each in a task of its own: the microtasks of one run before the next', async () => {
    const ran: string[] = [];
    deferTask(() => {
      ran.push('a');
      queueMicrotask(() => ran.push('after a'));
    });
    deferTask(() => ran.push('b'));
    await turn();
    expect(ran).toEqual(['a', 'after a', 'b']);
  });

  it('never runs work cancelled before its turn, and still runs the rest', async () => {
    const ran: string[] = [];
    deferTask(() => ran.push('a'));
    const cancel = deferTask(() => ran.push('b'));
    deferTask(() => ran.push('c'));
    cancel();
    await turn();
    expect(ran).toEqual(['a', 'c']);
  });

  it('cancels only its own entry when the same function is deferred twice', async () => {
    const ran: string[] = [];
    const push = () => ran.push('x');
    deferTask(push);
    const cancel = deferTask(push);
    cancel();
    await turn();
    expect(ran).toEqual(['x']);
  });

  it('runs work deferred ahead before the work already waiting, in a task of its own', async () => {
    const ran: string[] = [];
    deferTask(() => ran.push('a'));
    deferTask(() => ran.push('b'));
    deferTask(() => ran.push('first'), { ahead: true });
    await Promise.resolve();
    expect(ran).toEqual([]);
    await turn();
    expect(ran).toEqual(['first', 'a', 'b']);
  });
});

describe('deferredWork', () => {
  it('counts the entries waiting and the ones run, a cancelled one in neither', async () => {
    await turn();
    const before = deferredWork();
    expect(before.waiting).toBe(0);
    deferTask(() => {});
    const cancel = deferTask(() => {});
    deferTask(() => {});
    cancel();
    expect(deferredWork()).toEqual({ waiting: 2, ran: before.ran });
    await turn();
    expect(deferredWork()).toEqual({ waiting: 0, ran: before.ran + 3 });
  });
});
