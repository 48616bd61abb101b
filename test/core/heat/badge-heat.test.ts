import { describe, expect, it } from 'vitest';
import { BADGE_HEAT_FROM, badgeHeat } from '../../../src/core/heat/badge-heat.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { shopDesign } from '../../helpers/shop-design.ts';

const shop = shopDesign();
const none: Design = { ...shop, workload: undefined } as unknown as Design;
const empty: Design = { ...shop, workload: { accessPatterns: [], entities: [] } };

describe('badgeHeat', () => {
  it.each([
    ['a hot key', shop, 1.76, true],
    ['one percent', shop, 0.01, true],
    ['what rounds to 1%', shop, BADGE_HEAT_FROM, true],
    ['what would read 0%', shop, 0.0049, false],
    ['nothing', shop, 0, false],
    ['a hot key with no workload of the design’s own', none, 1.76, false],
    ['a hot key with an empty workload', empty, 1.76, false],
    ['no design', null, 1.76, false]
  ])('%s: %s', (_, design, u, want) => {
    expect(badgeHeat(design, u)).toBe(want);
  });

  it('never shows a badge that reads 0%', () => {
    expect(Math.round(BADGE_HEAT_FROM * 100)).toBe(1);
  });
});
