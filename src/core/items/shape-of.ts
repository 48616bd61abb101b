import type { AttributeMap } from '../model/attribute-value.ts';
import type { Design } from '../model/design.ts';

/** A design without its items, and how many items each array holds: what the page needs of a design the worker made. */
export interface DesignShape {
  /** Every `items` empty (and no `itemSources`). */
  readonly design: Design;
  readonly tableItems: readonly number[];
  readonly entityItems: readonly number[];
}

/**
 * The shape of a design: its schema, entities and patterns without items or where an import
 * found them, and each array's length. Small whatever the design's size, so it can travel.
 *
 * @example
 * shapeOf(gaming).entityItems; // [6, 4, 12]
 */
export function shapeOf(design: Design): DesignShape {
  const strip = <T extends { items: readonly AttributeMap[]; itemSources?: readonly string[] }>(
    o: T
  ): T => {
    const { itemSources: _s, ...rest } = o;
    return { ...rest, items: [] } as unknown as T;
  };
  return {
    design: { ...design, tables: design.tables.map(strip), entities: design.entities.map(strip) },
    tableItems: design.tables.map((t) => t.items.length),
    entityItems: design.entities.map((e) => e.items.length)
  };
}
