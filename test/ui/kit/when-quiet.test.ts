import { describe, expect, it } from 'vitest';
import { whenQuiet } from '../../../src/ui/kit/when-quiet.ts';
import { clockByHand } from '../../helpers/clock-by-hand.ts';
import { isDone } from '../../helpers/is-done.ts';
import { visibilityByHand as page } from '../../helpers/visibility-by-hand.ts';
import { activityByHand } from '../../helpers/activity-by-hand.ts';

describe('whenQuiet', () => {
  it('resolves once the time has passed with no activity, and not a moment before', async () => {
    const t = clockByHand();
    const quiet = whenQuiet(3000, activityByHand().activity, page().doc, t);
    t.advance(2999);
    expect(await isDone(quiet)).toBe(false);
    t.advance(1);
    expect(await isDone(quiet)).toBe(true);
  });

  it('counts again from the last activity', async () => {
    const t = clockByHand();
    const a = activityByHand();
    const quiet = whenQuiet(3000, a.activity, page().doc, t);
    t.advance(2000);
    a.act();
    t.advance(2999);
    expect(await isDone(quiet)).toBe(false);
    t.advance(1);
    expect(await isDone(quiet)).toBe(true);
  });

  it('keeps one timer however much happens', async () => {
    const t = clockByHand();
    const a = activityByHand();
    void whenQuiet(3000, a.activity, page().doc, t);
    for (let i = 0; i < 1000; i++) {
      t.advance(1);
      a.act();
    }
    expect(t.waiting).toBe(1);
  });

  it('never resolves while activity goes on', async () => {
    const t = clockByHand();
    const a = activityByHand();
    const quiet = whenQuiet(3000, a.activity, page().doc, t);
    for (let i = 0; i < 20; i++) {
      t.advance(2500);
      a.act();
    }
    expect(await isDone(quiet)).toBe(false);
  });

  it('resolves once the tab is hidden, and stops listening to activity and visibility', async () => {
    const t = clockByHand();
    const a = activityByHand();
    const p = page();
    const quiet = whenQuiet(3000, a.activity, p.doc, t);
    a.act();
    p.hide();
    t.advance(0);
    expect(await isDone(quiet)).toBe(true);
    expect(a.listening).toBe(false);
    expect(p.listening).toBe(0);
  });

  it('stops listening once quiet', async () => {
    const t = clockByHand();
    const a = activityByHand();
    const p = page();
    const quiet = whenQuiet(10, a.activity, p.doc, t);
    t.advance(10);
    await quiet;
    expect(a.listening).toBe(false);
    expect(p.listening).toBe(0);
  });

  it('resolves a task later in a tab opened hidden', async () => {
    const t = clockByHand();
    const quiet = whenQuiet(3000, activityByHand().activity, page('hidden').doc, t);
    t.advance(0);
    expect(await isDone(quiet)).toBe(true);
  });

  it('does not resolve in the task the tab is hidden in: a page being unloaded runs no other', async () => {
    const t = clockByHand();
    const p = page();
    const quiet = whenQuiet(3000, activityByHand().activity, p.doc, t);
    p.hide();
    expect(await isDone(quiet)).toBe(false);
  });
});
