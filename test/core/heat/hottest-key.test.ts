import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { heatReport } from '../../../src/core/heat/heat-report.ts';
import { hottestKey } from '../../../src/core/heat/hottest-key.ts';
import { shopDesign } from '../../helpers/shop-design.ts';

const shop = shopDesign();
const report = heatReport(shop, analyzeDesign(shop));

describe('hottestKey', () => {
  it.each([
    ['the profile pattern, from the report', { pattern: 0 }, 'CUSTOMER#cust-000008i'],
    ['the order items pattern, from the report', { pattern: 3 }, 'ORDER#ord-1001'],
    ['Order writes, from the report', { entity: 1 }, 'CUSTOMER#cust-000008i'],
    ['OrderItem writes, from the report', { entity: 2 }, expect.stringMatching(/^ORDER#ord-/)]
  ])('%s', (_, of, want) => {
    expect(hottestKey(report, shop, of)).toEqual(want);
  });

  it('without a report, a pattern’s own key rendered from its parameters', () => {
    expect(hottestKey(null, shop, { pattern: 2 })).toBe('CUSTOMER#cust-000008i');
  });

  it.each([
    ['an entity without a report', { entity: 0 }],
    ['a pattern that does not exist', { pattern: 9 }]
  ])('null for %s', (_, of) => {
    expect(hottestKey(null, shop, of)).toBeNull();
  });

  it('null for a pattern whose parameters cannot render its key', () => {
    const d = { ...shop, accessPatterns: [{ ...shop.accessPatterns[0]!, parameters: {} }] };
    expect(hottestKey(null, d, { pattern: 0 })).toBeNull();
  });
});
