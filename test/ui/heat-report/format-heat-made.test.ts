import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Replaces `Intl.NumberFormat` with one that counts how many are made. */
function countNumberFormats(): { made: number } {
  const count = { made: 0 };
  class Counting extends Intl.NumberFormat {
    constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      super(...args);
      count.made++;
    }
  }
  vi.stubGlobal(
    'Intl',
    Object.assign(Object.create(Intl) as typeof Intl, { NumberFormat: Counting })
  );
  return count;
}

const load = () => import('../../../src/ui/heat-report/format-heat.ts');

// The first number format a renderer makes loads ICU's data: the page makes the heat report's
// in a task of their own (src/main.ts), not in the entry chunk's evaluation.
describe('when the heat report makes its number formats', () => {
  it('none as its module is evaluated', async () => {
    const count = countNumberFormats();
    await load();
    expect(count.made).toBe(0);
  });

  it('all four at makeHeatFormats', async () => {
    const count = countNumberFormats();
    (await load()).makeHeatFormats();
    expect(count.made).toBe(4);
  });

  it('once: formatting after makeHeatFormats makes no more', async () => {
    const count = countNumberFormats();
    const { makeHeatFormats, percent, units, usd } = await load();
    makeHeatFormats();
    units(3.5);
    percent(0.5);
    usd(2);
    expect(count.made).toBe(4);
  });

  it('on first use, if makeHeatFormats was not called', async () => {
    const count = countNumberFormats();
    expect((await load()).units(12.4)).toBe('12');
    expect(count.made).toBe(4);
  });
});
