import type { Design } from '../model/design.ts';
import { commentLines } from './comment-lines.ts';
import { electroDbEntity } from './electrodb-entity.ts';
import { entityKeyPlan } from './entity-key-plan.ts';
import type { LibraryExport } from './library-export.ts';
import { tsName } from './ts-name.ts';
import { tsString } from './ts-string.ts';

const q = tsString;

/** What holds for every ElectroDB export, whatever the design. */
const ALWAYS = [
  'ElectroDB adds "__edb_e__" and "__edb_v__" (the entity name and version) to every item it writes',
  'keys are written with casing "none": ElectroDB lower-cases keys by default, Keyscope never changes a value',
  "number attributes are JavaScript numbers in ElectroDB, so a key built from a number of more than 15 significant digits can differ from Keyscope's",
  'access patterns, the workload, billing, projections and items are not part of an ElectroDB model'
];

/**
 * A design as one TypeScript module of ElectroDB (3.x) entities: per table, one `Entity` per
 * Keyscope entity (`electroDbEntity`: attributes, the table key as `primary`, each index it is in
 * under its own name, keys from Keyscope's templates with `casing: "none"`) and a `Service`
 * grouping them. What does not map is listed in a comment block at the module's top and in
 * `notes`. The code is text; nothing here runs it.
 *
 * @example
 * const { text, notes } = electroDbModule(gaming);
 * // text: "import { Entity, Service } from 'electrodb';\n…export const User = new Entity(…"
 */
export function electroDbModule(design: Design): LibraryExport {
  const notes: string[] = [];
  const taken = new Set(['Entity', 'Service']);
  const blocks: string[] = [];
  for (const table of design.tables) {
    if (table.items.length)
      notes.push(
        `table "${table.name}" has ${table.items.length} item${table.items.length === 1 ? '' : 's'} of no entity, and an ElectroDB model holds only entities: they are left out`
      );
    const members: string[] = [];
    for (const entity of design.entities) {
      if (entity.table !== table.name) continue;
      const constName = tsName(entity.name, taken);
      const written = electroDbEntity(entityKeyPlan(table, entity), constName, table.name);
      notes.push(...written.notes);
      if (written.code === null) {
        taken.delete(constName);
        continue;
      }
      blocks.push(written.code);
      members.push(constName);
    }
    if (!members.length) {
      notes.push(`table "${table.name}" has no entity ElectroDB can hold, so it has no Service`);
      continue;
    }
    const service = tsName(table.name, taken, 'Service');
    blocks.push(
      `export const ${service} = new Service({ ${members.join(', ')} }, { table: ${q(table.name)} });`
    );
  }
  notes.push(...ALWAYS);
  const head = [
    ...commentLines([
      `ElectroDB entities for the Keyscope design ${q(design.name)}, written by Keyscope. Each key template is Keyscope's, as an ElectroDB template with casing "none".`
    ]),
    '//',
    '// What does not map:',
    ...commentLines(notes, '- ')
  ];
  const text = [
    ...head,
    '',
    // A design with no entity ElectroDB can hold imports nothing (strict builds refuse an unused one).
    blocks.length ? "import { Entity, Service } from 'electrodb';" : 'export {};',
    '',
    blocks.join('\n\n'),
    ''
  ];
  return { text: text.join('\n'), notes };
}
