import { afterEach, describe, expect, it, vi } from 'vitest';
import { icuWarmSteps } from '../../../src/ui/kit/icu-warm-steps.ts';
import { recordNumberFormats } from '../../helpers/record-number-formats.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

// The steps split the loading of ICU's data that the page's first number format did in one
// task (src/main.ts runs each in a task of its own, then makes the heat report's formats).
describe('icuWarmSteps', () => {
  it('is more than one step: one step would be the single long task again', () => {
    expect(icuWarmSteps('en').length).toBeGreaterThan(1);
  });

  it('makes no number format in any step: the first one made loads the rest of the data in its task', () => {
    const made = recordNumberFormats();
    for (const step of icuWarmSteps('en')) step();
    expect(made.length).toBe(0);
  });

  it("changes nothing the heat report's formats print", async () => {
    const { units, percent, usd } = await import('../../../src/ui/heat-report/format-heat.ts');
    const before = [units(1234.5), units(3.25), percent(0.456), usd(1234.5)];
    vi.resetModules();
    for (const step of icuWarmSteps('en')) step();
    const after = await import('../../../src/ui/heat-report/format-heat.ts');
    expect([
      after.units(1234.5),
      after.units(3.25),
      after.percent(0.456),
      after.usd(1234.5)
    ]).toEqual(before);
  });
});
