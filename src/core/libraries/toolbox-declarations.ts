import type { Design, Entity, Table } from '../model/design.ts';
import { entityKeyPlan, type EntityKeyPlan } from './entity-key-plan.ts';
import { toolboxEntity, type ToolboxEntity } from './toolbox-entity.ts';
import { tsName } from '../text/ts-name.ts';

/** One entity the Toolbox module declares, under its `const` name. */
export interface ToolboxDeclaration {
  readonly entity: Entity;
  readonly plan: EntityKeyPlan;
  readonly constName: string;
  readonly written: ToolboxEntity & { readonly code: string };
}

/** One table of the Toolbox module: its `Table` constant and its entities. */
export interface ToolboxTable {
  readonly table: Table;
  readonly constName: string;
  readonly entities: readonly ToolboxDeclaration[];
}

/** Names the Toolbox module imports, so no constant takes one. */
const IMPORTS = ['Entity', 'Table', 'item', 'string', 'number', 'binary', 'boolean'].concat(
  'nul list any set attributes'.split(' ')
);

/**
 * What the DynamoDB-Toolbox module of a design declares, table by table: the `Table` constant
 * and each entity `toolboxEntity` can write, under the `const` names the module gives them. The
 * one home of those names, for the module and for the code that imports it (`keyscope code
 * --lang toolbox`). Notes say what did not map, in the module's order.
 *
 * @example
 * toolboxDeclarations(gaming).tables[0].constName; // 'battle_royaleTable'
 */
export function toolboxDeclarations(design: Design): {
  readonly tables: readonly ToolboxTable[];
  readonly notes: readonly string[];
} {
  const notes: string[] = [];
  const taken = new Set(IMPORTS);
  const tables: ToolboxTable[] = [];
  for (const table of design.tables) {
    if (table.items.length)
      notes.push(
        `table "${table.name}" has ${table.items.length} item${table.items.length === 1 ? '' : 's'} of no entity, and a Toolbox model holds only entities: they are left out`
      );
    const constName = tsName(table.name, taken, 'Table');
    const entities: ToolboxDeclaration[] = [];
    for (const entity of design.entities) {
      if (entity.table !== table.name) continue;
      const name = tsName(entity.name, taken);
      const plan = entityKeyPlan(table, entity);
      const written = toolboxEntity(plan, name, constName);
      notes.push(...written.notes);
      if (written.code !== null)
        entities.push({
          entity,
          plan,
          constName: name,
          written: { ...written, code: written.code }
        });
    }
    tables.push({ table, constName, entities });
  }
  return { tables, notes };
}
