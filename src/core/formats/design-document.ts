import type { AccessPattern, Design, Entity, Projection, Table } from '../model/design.ts';
import { CURRENT_VERSION } from './migrate-design.ts';
import { DESIGN_FORMAT } from './load-design.ts';

/**
 * A design as a `keyscope.design` document, ready for `JSON.stringify(doc, null, 2)`: the
 * fields in the schema's order, optional ones only when set, no `itemSources` (where items came
 * from is not part of the format). `loadDesign` reads it back to an equal design.
 * The format: docs/design-format.md and docs/design.schema.json.
 *
 * @example
 * JSON.stringify(designDocument(inferDesign(table, items).design), null, 2); // what `keyscope infer` prints
 */
export function designDocument(design: Design): Record<string, unknown> {
  return {
    format: DESIGN_FORMAT,
    version: CURRENT_VERSION,
    name: design.name,
    ...(design.description !== undefined ? { description: design.description } : {}),
    tables: design.tables.map(table),
    entities: design.entities.map(entity),
    accessPatterns: design.accessPatterns.map(pattern)
  };
}

function table(t: Table): Record<string, unknown> {
  return {
    name: t.name,
    partitionKey: { name: t.partitionKey.name, type: t.partitionKey.type },
    ...(t.sortKey ? { sortKey: { name: t.sortKey.name, type: t.sortKey.type } } : {}),
    globalSecondaryIndexes: t.globalSecondaryIndexes.map((g) => ({
      name: g.name,
      partitionKey: { name: g.partitionKey.name, type: g.partitionKey.type },
      ...(g.sortKey ? { sortKey: { name: g.sortKey.name, type: g.sortKey.type } } : {}),
      projection: projection(g.projection)
    })),
    localSecondaryIndexes: t.localSecondaryIndexes.map((l) => ({
      name: l.name,
      sortKey: { name: l.sortKey.name, type: l.sortKey.type },
      projection: projection(l.projection)
    })),
    ...(t.billing ? { billing: { ...t.billing } } : {}),
    items: t.items
  };
}

function projection(p: Projection): Record<string, unknown> {
  return p.type === 'INCLUDE'
    ? { type: 'INCLUDE', nonKeyAttributes: [...(p.nonKeyAttributes ?? [])] }
    : { type: p.type };
}

function entity(e: Entity): Record<string, unknown> {
  return {
    name: e.name,
    table: e.table,
    ...(e.description !== undefined ? { description: e.description } : {}),
    attributes: e.attributes.map((a) => ({ name: a.name, type: a.type })),
    keys: { ...e.keys },
    items: e.items
  };
}

function pattern(p: AccessPattern): Record<string, unknown> {
  return {
    name: p.name,
    ...(p.description !== undefined ? { description: p.description } : {}),
    table: p.table,
    index: p.index,
    partitionKey: p.partitionKey,
    ...(p.sortKey ? { sortKey: { ...p.sortKey } } : {}),
    parameters: { ...p.parameters },
    scanIndexForward: p.scanIndexForward,
    ...(p.limit !== undefined ? { limit: p.limit } : {}),
    consistentRead: p.consistentRead,
    expectedEntities: [...p.expectedEntities],
    ...(p.rate !== undefined ? { rate: p.rate } : {})
  };
}
