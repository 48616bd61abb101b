import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { heatReport } from '../../../src/core/heat/heat-report.ts';
import { HEAT_KEPT, HeatKeeper } from '../../../src/core/session/heat-keeper.ts';
import { example } from '../../helpers/example.ts';

describe('HeatKeeper', () => {
  const d = example('gaming');

  it('keeps the last HEAT_KEPT reports, per scale: a kept one comes back as it was', () => {
    const keeper = new HeatKeeper(analyzeDesign(d));
    const first = keeper.heat(d, 1);
    expect(first).toEqual(heatReport(d, analyzeDesign(d)));
    expect(keeper.heat(d, 1)).toBe(first);
    for (let s = 2; s <= HEAT_KEPT; s++) keeper.heat(d, s);
    expect(keeper.heat(d, 1)).toBe(first);
    // One more scale pushes the oldest out: scale 2 (1 was asked again since).
    const two = keeper.heat(d, 2);
    keeper.heat(d, HEAT_KEPT + 1);
    keeper.heat(d, HEAT_KEPT + 2);
    expect(keeper.heat(d, 2)).not.toBe(two);
    expect(keeper.heat(d, 2)).toEqual(two);
  });

  it('prepares a step per call when `more` says no, and the report made is the one heat gives', () => {
    const keeper = new HeatKeeper(analyzeDesign(d));
    let calls = 1;
    while (!keeper.prepare(d, 3, () => false)) calls++;
    expect(calls).toBeGreaterThan(3);
    const prepared = keeper.heat(d, 3);
    expect(prepared).toEqual(heatReport(d, analyzeDesign(d), { scale: 3 }));
    expect(keeper.prepare(d, 3, () => false)).toBe(true);
    expect(keeper.heat(d, 3)).toBe(prepared);
  });

  it('a preparation for another design of the same analysis starts over for it', () => {
    const a = analyzeDesign(d);
    const keeper = new HeatKeeper(a);
    keeper.prepare(d, 1, () => false);
    const quieter = { ...d, workload: { accessPatterns: [], entities: [] } };
    while (!keeper.prepare(quieter, 1, () => false));
    expect(keeper.heat(quieter, 1)).toEqual(heatReport(quieter, a));
  });

  it('a preparation that throws is dropped: heat asked for later is made afresh', () => {
    const a = analyzeDesign(d);
    const keeper = new HeatKeeper(a);
    // A design whose workload cannot be read stands in for any step that throws.
    let throwing = true;
    const design = {
      ...d,
      get workload() {
        if (throwing) throw new Error('workload unreadable');
        return d.workload;
      }
    };
    expect(() => keeper.prepare(design, 1, () => false)).toThrow('workload unreadable');
    throwing = false;
    expect(keeper.heat(design, 1)).toEqual(heatReport(d, a));
  });
});
