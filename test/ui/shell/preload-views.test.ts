import { describe, expect, it } from 'vitest';
import type { ViewTab } from '../../../src/ui/shell/view-tab.ts';
import { preloadViews } from '../../../src/ui/shell/preload-views.ts';
import { callbacksByHand } from '../../helpers/callbacks-by-hand.ts';

/** Lets every settled promise's callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const component = (() => undefined) as unknown as ViewTab['component'];

function tab(id: string, log: string[], fail = false): ViewTab {
  return {
    id,
    label: id,
    component,
    preload: () => {
      log.push(id);
      return fail ? Promise.reject(new Error(`${id} chunk unreachable`)) : Promise.resolve();
    }
  };
}

describe('preloadViews', () => {
  it('loads each chunk in tab order, one per idle moment', async () => {
    const log: string[] = [];
    const idle = callbacksByHand();
    void preloadViews([tab('graph', log), tab('heat', log)], idle.schedule);
    await flush();
    expect(log).toEqual([]);
    idle.next();
    await flush();
    expect(log).toEqual(['graph']);
    expect(idle.asked).toBe(1);
    idle.next();
    await flush();
    expect(log).toEqual(['graph', 'heat']);
  });

  it('goes on past a chunk that fails to load, and resolves', async () => {
    const log: string[] = [];
    const idle = callbacksByHand();
    const done = preloadViews([tab('graph', log, true), tab('heat', log)], idle.schedule);
    await flush();
    idle.next();
    await flush();
    idle.next();
    await expect(done).resolves.toBeUndefined();
    expect(log).toEqual(['graph', 'heat']);
  });

  it('asks no idle moment for a tab with nothing to load', async () => {
    const idle = callbacksByHand();
    const done = preloadViews([{ id: 'items', label: 'Items', component }], idle.schedule);
    await expect(done).resolves.toBeUndefined();
    expect(idle.asked).toBe(0);
  });
});
