import { describe, expect, it } from 'vitest';
import {
  PUBLISH_GROWTH,
  PUBLISH_INTERVAL_MS,
  publishDue,
  type PublishState
} from '../../../src/ui/live/publish-due.ts';

const base: PublishState = {
  published: 1000,
  pending: 200,
  workerBusy: false,
  ended: false,
  sinceMs: 1000
};

describe('publishDue', () => {
  it.each<[string, Partial<PublishState>, boolean]>([
    ['nothing new', { pending: 0, ended: true }, false],
    ['the first page, at once', { published: 0, pending: 1, workerBusy: true, sinceMs: 0 }, true],
    ['the end, even with the worker busy', { ended: true, workerBusy: true, sinceMs: 0 }, true],
    ['a tenth more, the worker idle', { pending: 1000 * PUBLISH_GROWTH }, true],
    ['less than a tenth more', { pending: 1000 * PUBLISH_GROWTH - 1 }, false],
    ['the worker still busy', { workerBusy: true }, false],
    ['too soon after the last', { sinceMs: PUBLISH_INTERVAL_MS - 1 }, false]
  ])('%s', (_, change, due) => {
    expect(publishDue({ ...base, ...change })).toBe(due);
  });

  it('publishes a read of n items page by page a logarithmic number of times', () => {
    // 1M items in pages of 5,000, the worker always idle: far fewer publications than pages.
    let published = 0;
    let pending = 0;
    let times = 0;
    for (let page = 0; page < 200; page++) {
      pending += 5000;
      if (
        publishDue({ published, pending, workerBusy: false, ended: page === 199, sinceMs: 1000 })
      ) {
        published += pending;
        pending = 0;
        times++;
      }
    }
    expect(published).toBe(1_000_000);
    expect(times).toBeLessThan(60);
  });
});
