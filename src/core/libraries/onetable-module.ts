import type { Design, Projection, Table } from '../model/design.ts';
import { isMultiKey } from '../model/is-multi-key.ts';
import { commentLines } from './comment-lines.ts';
import { entityKeyPlan } from './entity-key-plan.ts';
import type { LibraryExport } from './library-export.ts';
import { oneTableModel } from './onetable-model.ts';
import { tsName } from '../text/ts-name.ts';
import { tsString } from '../text/ts-string.ts';

const q = tsString;

/** What holds for every OneTable export, whatever the design. */
const ALWAYS = [
  'OneTable adds "_type" (the model name) to every item it writes; timestamps are turned off',
  'access patterns, the workload, billing and items are not part of a OneTable schema'
];

/**
 * A design as one TypeScript module of OneTable (2.x) schemas, one per table: `indexes` (the
 * table's keys as `primary`, each GSI and LSI with its projection) and one model per Keyscope
 * entity (`oneTableModel`), whose key fields carry Keyscope's template as OneTable's `value`
 * (the same syntax, padding included). `tables` pairs each schema with its table's name for
 * `new Table({ name, client, schema })`. What does not map is in a comment block and `notes`.
 *
 * @example
 * oneTableModule(gaming).text;
 * // '…export const battle_royaleSchema = {\n  format: "onetable:1.1.0", …'
 */
export function oneTableModule(design: Design): LibraryExport {
  const notes: string[] = [];
  const taken = new Set(['tables']);
  const blocks: string[] = [];
  const pairs: string[] = [];
  for (const table of design.tables) {
    if (table.items.length)
      notes.push(
        `table "${table.name}" has ${table.items.length} item${table.items.length === 1 ? '' : 's'} of no entity, and a OneTable schema holds only models: they are left out`
      );
    const lines = indexLines(table, notes);
    const models: string[] = [];
    for (const entity of design.entities) {
      if (entity.table !== table.name) continue;
      const model = oneTableModel(entityKeyPlan(table, entity));
      notes.push(...model.notes);
      if (model.code !== null) models.push(model.code);
    }
    const constName = tsName(table.name, taken, 'Schema');
    blocks.push(
      [
        `export const ${constName} = {`,
        '  format: "onetable:1.1.0",',
        '  version: "0.0.1",',
        '  indexes: {',
        ...lines,
        '  },',
        '  models: {',
        ...models,
        '  },',
        '  params: { typeField: "_type", timestamps: false },',
        '} as const;'
      ].join('\n')
    );
    pairs.push(`  { name: ${q(table.name)}, schema: ${constName} },`);
  }
  notes.push(...ALWAYS);
  const text = [
    ...commentLines([
      `OneTable schemas for the Keyscope design ${q(design.name)}, written by Keyscope: each key's value template is Keyscope's own. Use one as new Table({ name, client, schema }).`
    ]),
    '//',
    '// What does not map:',
    ...commentLines(notes, '- '),
    '',
    blocks.join('\n\n'),
    '',
    '/** Each schema with the name of its table. */',
    'export const tables = [',
    ...pairs,
    '] as const;',
    ''
  ];
  return { text: text.join('\n'), notes };
}

/** The schema's `indexes`: the table's key as `primary`, then each index OneTable can declare. */
function indexLines(table: Table, notes: string[]): string[] {
  const sort = table.sortKey ? `, sort: ${q(table.sortKey.name)}` : '';
  const lines = [`    primary: { hash: ${q(table.partitionKey.name)}${sort} },`];
  for (const g of table.globalSecondaryIndexes) {
    if (isMultiKey(g) || g.name === 'primary') {
      notes.push(
        `index "${g.name}" of table "${table.name}" ${g.name === 'primary' ? 'is named "primary", the name OneTable gives the table\'s own key' : 'has a multi-attribute key, which OneTable does not model'}, so the schema does not declare it and OneTable cannot query it; its key attributes are still written (a template's by its value), so DynamoDB indexes the items`
      );
      continue;
    }
    const gs = g.sortKey ? `, sort: ${q(g.sortKey.name)}` : '';
    lines.push(
      `    ${q(g.name)}: { hash: ${q(g.partitionKey.name)}${gs}, project: ${project(g.projection)} },`
    );
  }
  for (const l of table.localSecondaryIndexes) {
    lines.push(
      `    ${q(l.name)}: { type: "local", sort: ${q(l.sortKey.name)}, project: ${project(l.projection)} },`
    );
  }
  return lines;
}

function project(p: Projection): string {
  if (p.type === 'ALL') return '"all"';
  if (p.type === 'KEYS_ONLY') return '"keys"';
  return `[${(p.nonKeyAttributes ?? []).map(q).join(', ')}]`;
}
