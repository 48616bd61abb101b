import { describe, expect, it } from 'vitest';
import { withItems } from '../../../src/core/items/with-items.ts';
import { example } from '../../helpers/example.ts';

describe('withItems', () => {
  const gaming = example('gaming');

  it('replaces one owner’s items and keeps every other array as it was', () => {
    const next = withItems(gaming, { kind: 'entity', index: 1 }, (items) => items.slice(1));
    expect(next.entities[1]!.items).toEqual(gaming.entities[1]!.items.slice(1));
    expect(next.entities[0]!.items).toBe(gaming.entities[0]!.items);
    expect(next.entities[2]!.items).toBe(gaming.entities[2]!.items);
    expect(next.tables[0]!.items).toBe(gaming.tables[0]!.items);
    const table = withItems(gaming, { kind: 'table', index: 0 }, () => gaming.entities[0]!.items);
    expect(table.tables[0]!.items).toBe(gaming.entities[0]!.items);
  });

  it('refuses an owner the design does not have', () => {
    expect(() => withItems(gaming, { kind: 'entity', index: 9 }, (i) => i)).toThrow(/no entity 9/);
    expect(() => withItems(gaming, { kind: 'table', index: 1 }, (i) => i)).toThrow(/no table 1/);
  });
});
