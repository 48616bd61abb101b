import { describe, expect, it } from 'vitest';
import { shapeOf } from '../../../src/core/items/shape-of.ts';
import { example } from '../../helpers/example.ts';

describe('shapeOf', () => {
  it('keeps the design without items or their sources, and counts each array', () => {
    const gaming = example('gaming');
    const sourced = {
      ...gaming,
      entities: gaming.entities.map((e) => ({ ...e, itemSources: e.items.map(() => '$.x') }))
    };
    const shape = shapeOf(sourced);
    expect(shape.entityItems).toEqual(gaming.entities.map((e) => e.items.length));
    expect(shape.tableItems).toEqual(gaming.tables.map((t) => t.items.length));
    expect(shape.design.entities.every((e) => e.items.length === 0 && !('itemSources' in e))).toBe(
      true
    );
    expect(shape.design.tables.every((t) => t.items.length === 0)).toBe(true);
    expect({ ...shape.design, tables: [], entities: [] }).toEqual({
      ...gaming,
      tables: [],
      entities: []
    });
    expect(shape.design.entities.map((e) => e.keys)).toEqual(gaming.entities.map((e) => e.keys));
  });
});
