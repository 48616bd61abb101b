import { describe, expect, it } from 'vitest';
import { deferTask } from '../../../src/ui/kit/defer-task.ts';
import { whenSettled } from '../../../src/ui/kit/when-settled.ts';
import { callbacksByHand } from '../../helpers/callbacks-by-hand.ts';
import { isDone } from '../../helpers/is-done.ts';
import { visibilityByHand as page } from '../../helpers/visibility-by-hand.ts';

/** Resolves once everything deferred before it has run (the queue is first in, first out). */
const turn = () => new Promise<void>((resolve) => deferTask(resolve));

describe('whenSettled', () => {
  it('resolves on the second frame in a row with nothing deferred and nothing run between', async () => {
    const f = callbacksByHand();
    const settled = whenSettled(f.schedule, page().doc);
    f.next();
    expect(await isDone(settled)).toBe(false);
    f.next();
    expect(await isDone(settled)).toBe(true);
  });

  it('waits while deferred work waits, and settles two frames after the last of it ran', async () => {
    const f = callbacksByHand();
    deferTask(() => {});
    const settled = whenSettled(f.schedule, page().doc);
    f.next();
    f.next();
    expect(await isDone(settled)).toBe(false);
    await turn();
    f.next();
    expect(await isDone(settled)).toBe(false);
    f.next();
    expect(await isDone(settled)).toBe(true);
  });

  it('does not take a moment between two tasks for quiet: work that ran since the last frame restarts the count', async () => {
    const f = callbacksByHand();
    const settled = whenSettled(f.schedule, page().doc);
    f.next();
    // A frame callback defers work (as a table's first rows are), and it runs before the next frame.
    await new Promise<void>((resolve) => deferTask(resolve));
    f.next();
    expect(await isDone(settled)).toBe(false);
    f.next();
    expect(await isDone(settled)).toBe(true);
  });

  it('resolves once the tab is hidden, where frames never come, then asks for no frame and stops listening', async () => {
    const f = callbacksByHand();
    const p = page();
    const settled = whenSettled(f.schedule, p.doc);
    expect(await isDone(settled)).toBe(false);
    p.hide();
    expect(await isDone(settled)).toBe(true);
    expect(p.listening).toBe(0);
    f.next();
    expect(f.asked).toBe(0);
  });

  it('resolves at once in a tab opened hidden', async () => {
    const f = callbacksByHand();
    expect(await isDone(whenSettled(f.schedule, page('hidden').doc))).toBe(true);
  });
});
