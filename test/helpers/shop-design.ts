import { readFileSync } from 'node:fs';
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import type { Design } from '../../src/core/model/design.ts';

/** The path (from the repository's root) of the online shop whose busy customer is hot (test/fixtures/designs). */
export const SHOP_DESIGN = 'test/fixtures/designs/shop-hot-customer.json';

/** The online shop whose busy customer runs at 219% of a partition, as a Design. */
export function shopDesign(): Design {
  const r = loadDesignText(readFileSync(SHOP_DESIGN, 'utf8'));
  if (!r.ok) throw new Error('the shop fixture did not load');
  return r.design;
}
