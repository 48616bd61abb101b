import type { Design, Entity, Table } from '../model/design.ts';
import { electroDbEntity, type ElectroDbEntity } from './electrodb-entity.ts';
import { entityKeyPlan, type EntityKeyPlan } from './entity-key-plan.ts';
import { tsName } from '../text/ts-name.ts';

/** One entity the ElectroDB module declares, under its `const` name. */
export interface ElectroDbDeclaration {
  readonly entity: Entity;
  readonly plan: EntityKeyPlan;
  readonly constName: string;
  /** Its declaration: code (never null here), the access patterns and padding it writes. */
  readonly written: ElectroDbEntity & { readonly code: string };
}

/** One table of the ElectroDB module: its entities, and the `Service` grouping them. */
export interface ElectroDbTable {
  readonly table: Table;
  readonly entities: readonly ElectroDbDeclaration[];
  /** The Service's `const` name; null when no entity of the table could be declared. */
  readonly service: string | null;
}

/**
 * What the ElectroDB module of a design declares, table by table: each entity `electroDbEntity`
 * can write under the `const` name the module gives it, and each table's `Service`. The one
 * home of those names, for the module and for the code that imports it (`keyscope code --lang
 * electrodb`). Notes say what did not map, in the module's order.
 *
 * @example
 * electroDbDeclarations(gaming).tables[0].entities.map((e) => e.constName);
 * // ['User', 'Game', 'UserGameMapping']
 */
export function electroDbDeclarations(design: Design): {
  readonly tables: readonly ElectroDbTable[];
  readonly notes: readonly string[];
} {
  const notes: string[] = [];
  const taken = new Set(['Entity', 'Service']);
  const tables: ElectroDbTable[] = [];
  for (const table of design.tables) {
    if (table.items.length)
      notes.push(
        `table "${table.name}" has ${table.items.length} item${table.items.length === 1 ? '' : 's'} of no entity, and an ElectroDB model holds only entities: they are left out`
      );
    const entities: ElectroDbDeclaration[] = [];
    for (const entity of design.entities) {
      if (entity.table !== table.name) continue;
      const constName = tsName(entity.name, taken);
      const plan = entityKeyPlan(table, entity);
      const written = electroDbEntity(plan, constName, table.name);
      notes.push(...written.notes);
      if (written.code === null) {
        taken.delete(constName);
        continue;
      }
      entities.push({ entity, plan, constName, written: { ...written, code: written.code } });
    }
    if (!entities.length)
      notes.push(`table "${table.name}" has no entity ElectroDB can hold, so it has no Service`);
    const service = entities.length ? tsName(table.name, taken, 'Service') : null;
    tables.push({ table, entities, service });
  }
  return { tables, notes };
}
