import { describe, expect, it } from 'vitest';
import { PageChannel } from '../../src/live/page-channel.ts';

describe('PageChannel', () => {
  it('hands values over in order, each push resolving once taken', async () => {
    const c = new PageChannel<number>();
    const taken: number[] = [];
    const a = c.push(1).then(() => taken.push(1));
    const b = c.push(2).then(() => taken.push(2));
    await Promise.resolve();
    expect(taken).toEqual([]); // nobody took them yet: the producers wait
    expect(await c.next()).toBe(1);
    await a;
    expect(taken).toEqual([1]);
    expect(await c.next()).toBe(2);
    await b;
    c.close();
    expect(await c.next()).toBeUndefined();
  });

  it('wakes a waiting consumer on push and on close, and releases producers on close', async () => {
    const c = new PageChannel<string>();
    const waiting = c.next();
    void c.push('x');
    expect(await waiting).toBe('x');
    const pending = c.push('never taken');
    c.close();
    await pending; // resolved by close
    const late = new PageChannel<string>();
    const w = late.next();
    late.close();
    expect(await w).toBeUndefined();
  });
});
