import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutosaveScheduler, type SaveState } from '../../src/store/autosave-scheduler.ts';
import { StorageError } from '../../src/store/storage-error.ts';

/** A save function the test controls: records calls; each resolves when told to. */
function fakeSave() {
  const calls: { snapshot: number; mode: string; at: number; finish: (e?: unknown) => void }[] = [];
  const save = (snapshot: number, mode: 'auto' | 'explicit') =>
    new Promise<void>((resolve, reject) => {
      calls.push({ snapshot, mode, at: Date.now(), finish: (e) => (e ? reject(e) : resolve()) });
    });
  return { calls, save };
}

let states: SaveState['kind'][];
beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  states = [];
});
afterEach(() => vi.useRealTimers());

function scheduler(save: (s: number, m: 'auto' | 'explicit') => Promise<void>) {
  const s = new AutosaveScheduler(save, { delayMs: 400, maxWaitMs: 1000 });
  s.subscribe((state) => states.push(state.kind));
  return s;
}

describe('AutosaveScheduler', () => {
  it('saves 400 ms after the last edit', async () => {
    const { calls, save } = fakeSave();
    const s = scheduler(save);
    s.change(1);
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => [c.snapshot, c.mode, c.at])).toEqual([[1, 'auto', 400]]);
    calls[0]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.state).toEqual({ kind: 'saved', at: 400 });
    expect(states).toEqual(['saved', 'pending', 'saving', 'saved']);
  });

  it('saves at least every second while edits keep coming, so a killed tab loses at most about a second', async () => {
    const { calls, save } = fakeSave();
    const s = scheduler(save);
    // An edit every 100 ms for 3.5 s: the debounce alone would never fire.
    for (let t = 0; t < 3500; t += 100) {
      s.change(t);
      await vi.advanceTimersByTimeAsync(100);
      calls.at(-1)?.finish();
    }
    const times = calls.map((c) => c.at);
    expect(times.length).toBeGreaterThanOrEqual(3);
    // Every edit is in a save that started at most 1 s after it (plus the in-flight save).
    for (let t = 0; t < 3500 - 1000; t += 100)
      expect(times.some((at) => at >= t && at <= t + 1000)).toBe(true);
    for (const c of calls) expect(c.mode).toBe('auto');
  });

  it('saves the newest snapshot only, once the save in flight ends', async () => {
    const { calls, save } = fakeSave();
    const s = scheduler(save);
    s.change(1);
    await vi.advanceTimersByTimeAsync(400);
    s.change(2);
    s.change(3);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls.map((c) => c.snapshot)).toEqual([1]); // one save at a time
    calls[0]!.finish();
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.map((c) => c.snapshot)).toEqual([1, 3]);
  });

  it('flushes at once on explicit save, as explicit, and resolves when written', async () => {
    const { calls, save } = fakeSave();
    const s = scheduler(save);
    s.change(1);
    const done = s.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => [c.snapshot, c.mode, c.at])).toEqual([[1, 'explicit', 0]]);
    calls[0]!.finish();
    expect(await done).toEqual({ kind: 'saved', at: 0 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.length).toBe(1); // the debounce was cancelled
  });

  it('does not write a saved snapshot again on flush (leaving a design moves no revision)', async () => {
    const { calls, save } = fakeSave();
    const s = scheduler(save);
    s.change(1);
    await vi.advanceTimersByTimeAsync(400);
    calls[0]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    const done = s.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.length).toBe(1);
    expect(await done).toEqual({ kind: 'saved', at: 400 });
  });

  it('does not write again on flush once the save in flight holds the newest snapshot', async () => {
    const { calls, save } = fakeSave();
    const s = scheduler(save);
    s.change(1);
    await vi.advanceTimersByTimeAsync(400);
    const done = s.flush();
    calls[0]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.snapshot)).toEqual([1]);
    expect((await done).kind).toBe('saved');
  });

  it('waits for a save in flight, then saves the newest snapshot explicitly', async () => {
    const { calls, save } = fakeSave();
    const s = scheduler(save);
    s.change(1);
    await vi.advanceTimersByTimeAsync(400);
    s.change(2);
    const done = s.flush();
    calls[0]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => [c.snapshot, c.mode])).toEqual([
      [1, 'auto'],
      [2, 'explicit']
    ]);
    calls[1]!.finish();
    expect((await done).kind).toBe('saved');
  });

  it('shows a failure with its reason, and the next edit retries (no retry loop)', async () => {
    const { calls, save } = fakeSave();
    const s = scheduler(save);
    s.change(1);
    await vi.advanceTimersByTimeAsync(400);
    calls[0]!.finish(new DOMException('full', 'QuotaExceededError'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.state).toMatchObject({ kind: 'failed', problem: { kind: 'quota' } });
    expect(calls.length).toBe(1);
    s.change(2);
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.map((c) => c.snapshot)).toEqual([1, 2]);
    calls[1]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.state.kind).toBe('saved');
  });

  it('retries an explicit save after a failure even without new edits', async () => {
    const { calls, save } = fakeSave();
    const s = scheduler(save);
    s.change(1);
    await vi.advanceTimersByTimeAsync(400);
    calls[0]!.finish(new Error('disk'));
    await vi.advanceTimersByTimeAsync(0);
    const done = s.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => [c.snapshot, c.mode])).toEqual([
      [1, 'auto'],
      [1, 'explicit']
    ]);
    calls[1]!.finish();
    expect((await done).kind).toBe('saved');
  });

  it('stops saving on a conflict until the user chooses', async () => {
    const { calls, save } = fakeSave();
    const s = scheduler(save);
    s.change(1);
    await vi.advanceTimersByTimeAsync(400);
    calls[0]!.finish(new StorageError({ kind: 'conflict', message: 'changed in another tab' }));
    await vi.advanceTimersByTimeAsync(0);
    s.change(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await s.flush()).toEqual({
      kind: 'failed',
      problem: { kind: 'conflict', message: 'changed in another tab' }
    });
    expect(calls.length).toBe(1);
  });

  it('does nothing after dispose', async () => {
    const { calls, save } = fakeSave();
    const s = scheduler(save);
    s.change(1);
    s.dispose();
    s.change(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual([]);
  });
});
