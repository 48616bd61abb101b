import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordNumberFormats } from '../../helpers/record-number-formats.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const load = () => import('../../../src/ui/heat-report/format-heat.ts');

// The first number format a renderer makes loads ICU's data: the page makes the heat report's
// in a task of their own (src/main.ts), not in the entry chunk's evaluation.
describe('when the heat report makes its number formats', () => {
  it('none as its module is evaluated', async () => {
    const made = recordNumberFormats();
    await load();
    expect(made.length).toBe(0);
  });

  it('all four at makeHeatFormats', async () => {
    const made = recordNumberFormats();
    (await load()).makeHeatFormats();
    expect(made.length).toBe(4);
  });

  it('once: formatting after makeHeatFormats makes no more', async () => {
    const made = recordNumberFormats();
    const { makeHeatFormats, percent, units, usd } = await load();
    makeHeatFormats();
    units(3.5);
    percent(0.5);
    usd(2);
    expect(made.length).toBe(4);
  });

  it('on first use, if makeHeatFormats was not called', async () => {
    const made = recordNumberFormats();
    expect((await load()).units(12.4)).toBe('12');
    expect(made.length).toBe(4);
  });
});
