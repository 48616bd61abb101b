import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import type { Design } from '../../src/core/model/design.ts';

/** test/fixtures/designs/v3-shop.json: Customer, Order, OrderItem, no item, generation settings. */
export function shop(): Design {
  const text = readFileSync(
    resolve(import.meta.dirname, '..', 'fixtures/designs/v3-shop.json'),
    'utf8'
  );
  const r = loadDesignText(text);
  if (!r.ok) throw new Error('the shop fixture did not load');
  return r.design;
}
