import { describe, expect, it } from 'vitest';
import { ItemCounter, type LoadProgress } from '../../../src/core/formats/item-counter.ts';

function counted(total: number, items: number, every?: number): LoadProgress[] {
  const heard: LoadProgress[] = [];
  const counter = new ItemCounter(total, {
    onProgress: (p) => heard.push(p),
    ...(every ? { every } : {})
  });
  for (let i = 0; i < items; i++) counter.item();
  counter.end();
  return heard;
}

describe('ItemCounter', () => {
  it.each([
    { total: 0, items: 0, every: 1000, done: [0, 0] },
    { total: 5, items: 5, every: 2, done: [0, 2, 4, 5] },
    { total: 6, items: 6, every: 3, done: [0, 3, 6, 6] },
    { total: 2500, items: 2500, every: undefined, done: [0, 1000, 2000, 2500] }
  ])('$items items of $total, every $every: reports $done', ({ total, items, every, done }) => {
    const heard = counted(total, items, every);
    expect(heard.map((p) => p.done)).toEqual(done);
    expect(heard.every((p) => p.phase === 'validating' && p.total === total)).toBe(true);
  });

  it('never reports more done than total: a total counted short grows with the count', () => {
    const heard = counted(2, 4, 1);
    expect(heard.map((p) => [p.done, p.total])).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
      [3, 3],
      [4, 4],
      [4, 4]
    ]);
  });

  it('is silent without onProgress, and treats every < 1 as 1', () => {
    const quiet = new ItemCounter(3);
    quiet.item();
    quiet.end();
    expect(counted(3, 3, -5).map((p) => p.done)).toEqual([0, 1, 2, 3, 3]);
  });
});
