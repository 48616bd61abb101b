import type { Design } from '../model/design.ts';

/**
 * `design` with no items: its tables, indexes, entities with their key templates and attributes,
 * access patterns and workload, and none of the data. What may leave a production table when only
 * its design should (`keyscope infer --templates-only`).
 *
 * @example
 * withoutItems(inferred).entities.every((e) => e.items.length === 0); // true
 */
export function withoutItems(design: Design): Design {
  return {
    ...design,
    tables: design.tables.map(({ itemSources: _s, ...t }) => ({ ...t, items: [] })),
    entities: design.entities.map(({ itemSources: _s, ...e }) => ({ ...e, items: [] }))
  };
}
