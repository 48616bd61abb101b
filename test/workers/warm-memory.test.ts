import { describe, expect, it } from 'vitest';
import { heatMemory } from '../../src/core/heat/heat-memory.ts';
import { generateDesignItems } from '../../src/core/generate/generate-design-items.ts';
import { touchPages } from '../../src/workers/touch-pages.ts';
import { WarmMemory, type TouchMemory } from '../../src/workers/warm-memory.ts';
import { example } from '../helpers/example.ts';

// 36,000 items a table: its doubles' arrays pass the recycler's minimum (256 KB).
const large = generateDesignItems(example('gaming'), 12_000, 2);

/** A toucher answered by hand: each ask waits until `answer(i)` touches what it asked for. */
function handToucher() {
  const asks: { lengths: readonly number[]; resolve: (b: ArrayBuffer[]) => void }[] = [];
  const touch: TouchMemory = (lengths) => new Promise((resolve) => asks.push({ lengths, resolve }));
  const answer = async (i: number) => {
    asks[i]!.resolve(asks[i]!.lengths.map(touchPages));
    await Promise.resolve();
  };
  return { touch, asks, answer };
}

describe('WarmMemory', () => {
  it('asks for the large arrays of the design’s first heat', () => {
    const { touch, asks } = handToucher();
    const warm = new WarmMemory(touch);
    warm.ask(large);
    expect(asks.map((a) => a.lengths)).toEqual([heatMemory(large, warm.arrays.minBytes)]);
  });

  it('holds what arrives for the heat to take', async () => {
    const { touch, asks, answer } = handToucher();
    const warm = new WarmMemory(touch);
    warm.ask(large);
    await answer(0);
    expect(warm.arrays.waiting).toBe(asks[0]!.lengths.length);
  });

  it('lets go what arrives after it was told to', async () => {
    const { touch, answer } = handToucher();
    const warm = new WarmMemory(touch);
    warm.ask(large);
    warm.letGo();
    await answer(0);
    expect(warm.arrays.waiting).toBe(0);
  });

  it('keeps only the memory of the design asked for last', async () => {
    const { touch, asks, answer } = handToucher();
    const warm = new WarmMemory(touch);
    warm.ask(large);
    warm.ask(generateDesignItems(example('gaming'), 20_000, 2));
    await answer(0);
    await answer(1);
    expect(warm.arrays.waiting).toBe(asks[1]!.lengths.length);
  });

  it('asks nothing for a design whose heat fills no large array', () => {
    const { touch, asks } = handToucher();
    new WarmMemory(touch).ask(example('gaming'));
    expect(asks).toEqual([]);
  });

  it('holds nothing when no memory could be touched', async () => {
    const warm = new WarmMemory(() => Promise.reject(new Error('no worker')));
    warm.ask(large);
    await new Promise((r) => setTimeout(r, 0));
    expect(warm.arrays.waiting).toBe(0);
  });
});

describe('touchPages', () => {
  it('makes a zeroed buffer of the length asked for', () => {
    const b = touchPages(10_000);
    expect([b.byteLength, new Uint8Array(b).every((x) => x === 0)]).toEqual([10_000, true]);
  });
});
