import { describe, expect, it } from 'vitest';
import { whenQuiet, type QuietClock } from '../../../src/ui/kit/when-quiet.ts';
import type { Visibility } from '../../../src/ui/kit/when-settled.ts';

/** Whether `promise` has settled, once the microtasks ahead of this check have run. */
async function isDone(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

/** A clock moved by hand: `advance` runs, in time order, every callback due by then. */
function handClock() {
  let now = 0;
  let timers: { at: number; callback: () => void }[] = [];
  const clock: QuietClock = {
    now: () => now,
    later: (callback, ms) => void timers.push({ at: now + ms, callback })
  };
  return {
    clock,
    get waiting() {
      return timers.length;
    },
    advance(ms: number): void {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.callback();
      }
      now = end;
    }
  };
}

/** Activity the test makes by hand, counting who listens. */
function handActivity() {
  let listener: (() => void) | null = null;
  return {
    activity: (onActive: () => void) => {
      listener = onActive;
      return () => (listener = null);
    },
    get listening() {
      return listener !== null;
    },
    act: () => listener?.()
  };
}

/** A document whose visibility the test sets, firing `visibilitychange` as a browser does. */
function page(initially: DocumentVisibilityState = 'visible') {
  const target = new EventTarget();
  let listening = 0;
  const doc = {
    visibilityState: initially,
    addEventListener: (type: string, listener: EventListener) => {
      listening++;
      target.addEventListener(type, listener);
    },
    removeEventListener: (type: string, listener: EventListener) => {
      listening--;
      target.removeEventListener(type, listener);
    }
  };
  return {
    doc: doc as unknown as Visibility,
    get listening() {
      return listening;
    },
    hide() {
      doc.visibilityState = 'hidden';
      target.dispatchEvent(new Event('visibilitychange'));
    }
  };
}

describe('whenQuiet', () => {
  it('resolves once the time has passed with no activity, and not a moment before', async () => {
    const t = handClock();
    const quiet = whenQuiet(3000, handActivity().activity, page().doc, t.clock);
    t.advance(2999);
    expect(await isDone(quiet)).toBe(false);
    t.advance(1);
    expect(await isDone(quiet)).toBe(true);
  });

  it('counts again from the last activity', async () => {
    const t = handClock();
    const a = handActivity();
    const quiet = whenQuiet(3000, a.activity, page().doc, t.clock);
    t.advance(2000);
    a.act();
    t.advance(2999);
    expect(await isDone(quiet)).toBe(false);
    t.advance(1);
    expect(await isDone(quiet)).toBe(true);
  });

  it('keeps one timer however much happens', async () => {
    const t = handClock();
    const a = handActivity();
    void whenQuiet(3000, a.activity, page().doc, t.clock);
    for (let i = 0; i < 1000; i++) {
      t.advance(1);
      a.act();
    }
    expect(t.waiting).toBe(1);
  });

  it('never resolves while activity goes on', async () => {
    const t = handClock();
    const a = handActivity();
    const quiet = whenQuiet(3000, a.activity, page().doc, t.clock);
    for (let i = 0; i < 20; i++) {
      t.advance(2500);
      a.act();
    }
    expect(await isDone(quiet)).toBe(false);
  });

  it('resolves once the tab is hidden, and stops listening to activity and visibility', async () => {
    const t = handClock();
    const a = handActivity();
    const p = page();
    const quiet = whenQuiet(3000, a.activity, p.doc, t.clock);
    a.act();
    p.hide();
    expect(await isDone(quiet)).toBe(true);
    expect(a.listening).toBe(false);
    expect(p.listening).toBe(0);
  });

  it('stops listening once quiet', async () => {
    const t = handClock();
    const a = handActivity();
    const p = page();
    const quiet = whenQuiet(10, a.activity, p.doc, t.clock);
    t.advance(10);
    await quiet;
    expect(a.listening).toBe(false);
    expect(p.listening).toBe(0);
  });

  it('resolves at once in a tab opened hidden', async () => {
    const t = handClock();
    expect(
      await isDone(whenQuiet(3000, handActivity().activity, page('hidden').doc, t.clock))
    ).toBe(true);
  });
});
