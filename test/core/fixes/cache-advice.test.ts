import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { cacheAdvice } from '../../../src/core/fixes/cache-advice.ts';
import type { FixContext } from '../../../src/core/fixes/fix-context.ts';
import { heatReport } from '../../../src/core/heat/heat-report.ts';
import type { HeatKey } from '../../../src/core/heat/heat-types.ts';
import { shopDesign } from '../../helpers/shop-design.ts';

const shop = shopDesign();
const analysis = analyzeDesign(shop);
const heat = heatReport(shop, analysis).views[0]!;
const at = (key: HeatKey): FixContext => ({
  design: shop,
  analysis,
  table: analysis.tables[0]!,
  heat,
  viewIndex: 0,
  key
});

describe('cacheAdvice', () => {
  it('advises a cache for a key hot from its reads, with no edit', () => {
    const [advice] = cacheAdvice(at(heat.keys[0]!));
    expect(advice).toMatchObject({
      kind: 'cache',
      edit: null,
      title: 'Cache reads of CUSTOMER#cust-000008i (outside the table’s design)'
    });
    expect(advice!.summary).toMatch(/“Track an order”/);
  });

  it.each([
    ['writes make it hot', { readUnits: 100, writeUnits: 900 }],
    ['nothing reads it', { readUnits: 0, writeUnits: 0 }]
  ])('offers nothing when %s', (_, load) => {
    expect(cacheAdvice(at({ ...heat.keys[0]!, ...load }))).toEqual([]);
  });
});
