import type { Design } from '../model/design.ts';
import { nativeDesign } from '../formats/native-design.ts';
import type { WorkbenchExtension } from './workbench-model-shape.ts';

/**
 * What a NoSQL Workbench model has no field for, as a fragment of a native `keyscope.design`
 * document (same `format` and `version`, so it is read and migrated as a design is): every
 * entity of the exported tables without its items (name, table, description, attribute types
 * and all its key templates, index keys included), the access patterns on those tables and the
 * workload over them. `workbenchModel` writes it as the model's `Keyscope` field, which NoSQL
 * Workbench does not read; `importWorkbench` reads it back.
 *
 * @example
 * workbenchExtension(gaming, ['battle-royale']).accessPatterns.length; // 4
 */
export function workbenchExtension(design: Design, tables: readonly string[]): WorkbenchExtension {
  const entities = design.entities.filter((e) => tables.includes(e.table));
  const accessPatterns = design.accessPatterns.filter((p) => tables.includes(p.table));
  const patternNames = new Set(accessPatterns.map((p) => p.name));
  const entityNames = new Set(entities.map((e) => e.name));
  const workload = design.workload && {
    ...design.workload,
    accessPatterns: design.workload.accessPatterns.filter((l) => patternNames.has(l.pattern)),
    entities: design.workload.entities.filter((l) => entityNames.has(l.entity))
  };
  // Items are left out here: they are the facets' TableData.
  const native = nativeDesign({
    name: design.name,
    tables: [],
    entities: entities.map((e) => ({ ...e, items: [] })),
    accessPatterns,
    ...(workload ? { workload } : {})
  });
  return {
    format: native.format,
    version: native.version,
    entities: native.entities.map((e) => {
      const { items: _items, ...rest } = e as Record<string, unknown>;
      return rest;
    }),
    accessPatterns: native.accessPatterns,
    ...(native.workload !== undefined ? { workload: native.workload } : {})
  };
}
