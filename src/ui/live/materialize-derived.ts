import type { AttributeMap } from '../../core/model/attribute-value.ts';
import type { Design } from '../../core/model/design.ts';

/** A derived design the worker sent back whole (few items): the page holds it like any design. */
export function materializeDerived(
  shape: Design,
  items: {
    readonly tables: readonly (readonly AttributeMap[])[];
    readonly entities: readonly (readonly AttributeMap[])[];
  }
): Design {
  return {
    ...shape,
    tables: shape.tables.map((t, i) => ({ ...t, items: items.tables[i] ?? [] })),
    entities: shape.entities.map((e, i) => ({ ...e, items: items.entities[i] ?? [] }))
  };
}
