import type { Design } from '../model/design.ts';
import { commentLines } from './comment-lines.ts';
import { electroDbDeclarations } from './electrodb-declarations.ts';
import type { LibraryExport } from './library-export.ts';
import { tsString } from '../text/ts-string.ts';

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
  const declared = electroDbDeclarations(design);
  const blocks: string[] = [];
  for (const { entities, service } of declared.tables) {
    if (service === null) continue;
    blocks.push(...entities.map((e) => e.written.code));
    blocks.push(
      `export const ${service} = new Service({ ${entities.map((e) => e.constName).join(', ')} }, { table: ${q(entities[0]!.plan.table.name)} });`
    );
  }
  const notes = [...declared.notes, ...ALWAYS];
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
