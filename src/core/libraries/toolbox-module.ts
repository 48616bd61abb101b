import type { Design, KeyAttribute, Table } from '../model/design.ts';
import { gsiKeySchema } from '../model/gsi-key-schema.ts';
import { isMultiKey } from '../model/is-multi-key.ts';
import { commentLines } from './comment-lines.ts';
import type { LibraryExport } from './library-export.ts';
import { toolboxDeclarations } from './toolbox-declarations.ts';
import { tsString } from '../text/ts-string.ts';

const q = tsString;
const KEY_TYPES = new Map([
  ['S', 'string'],
  ['N', 'number'],
  ['B', 'binary']
]);

/** What holds for every DynamoDB-Toolbox export, whatever the design. */
const ALWAYS = [
  'the Toolbox adds "_et" (the entity name) to every item it writes; timestamps are turned off',
  "number attributes are JavaScript numbers in the Toolbox, so a key built from a number of more than 15 significant digits can differ from Keyscope's",
  "each computed key keeps its Keyscope template in .meta({ template }), which JSON.stringify(entity.build(EntityDTO)) keeps and Keyscope's import reads back",
  'access patterns, the workload, billing, projections and items are not part of a Toolbox model'
];

/**
 * A design as one TypeScript module for DynamoDB-Toolbox v2: per table a `Table` (its keys and
 * indexes, multi-attribute GSIs as `partitionKeys`/`sortKeys`), then one `Entity` per Keyscope
 * entity (`toolboxEntity`), whose key attributes are computed from Keyscope's templates by
 * `.link()`. What does not map is listed in a comment block at the top and in `notes`.
 *
 * @example
 * toolboxModule(gaming).text;
 * // "…import { Entity, Table, item, string, … } from 'dynamodb-toolbox';\n…"
 */
export function toolboxModule(design: Design): LibraryExport {
  const declared = toolboxDeclarations(design);
  const builders = new Set<string>();
  const blocks: string[] = [];
  for (const { table, constName, entities } of declared.tables) {
    blocks.push(tableCode(table, constName));
    for (const e of entities) {
      for (const b of e.written.builders) builders.add(b);
      blocks.push(e.written.code);
    }
  }
  const notes = [...declared.notes, ...ALWAYS];
  // Only what the module uses: strict builds refuse an unused import.
  const used = [
    ...(builders.size ? ['Entity'] : []),
    ...(design.tables.length ? ['Table'] : []),
    ...[...builders].sort()
  ];
  const text = [
    ...commentLines([
      `DynamoDB-Toolbox v2 tables and entities for the Keyscope design ${q(design.name)}, written by Keyscope. Each key attribute is computed from Keyscope's template by .link().`
    ]),
    '//',
    '// What does not map:',
    ...commentLines(notes, '- '),
    '',
    used.length ? `import { ${used.join(', ')} } from 'dynamodb-toolbox';` : 'export {};',
    '',
    blocks.join('\n\n'),
    ''
  ];
  return { text: text.join('\n'), notes };
}

function tableCode(table: Table, constName: string): string {
  const indexes = [
    ...table.globalSecondaryIndexes.map((g) => {
      if (!isMultiKey(g))
        return `    ${q(g.name)}: { type: "global", ${keys(g.partitionKey, g.sortKey)} },`;
      const { partition, sort } = gsiKeySchema(g);
      const list = (ks: readonly KeyAttribute[]): string => `[${ks.map(key).join(', ')}]`;
      const sortKeys = sort.length ? `, sortKeys: ${list(sort)}` : '';
      return `    ${q(g.name)}: { type: "global", partitionKeys: ${list(partition)}${sortKeys} },`;
    }),
    ...table.localSecondaryIndexes.map(
      (l) => `    ${q(l.name)}: { type: "local", sortKey: ${key(l.sortKey)} },`
    )
  ];
  return [
    `export const ${constName} = new Table({`,
    `  name: ${q(table.name)},`,
    `  ${keys(table.partitionKey, table.sortKey)},`,
    ...(indexes.length ? ['  indexes: {', ...indexes, '  },'] : []),
    '});'
  ].join('\n');
}

function keys(partition: KeyAttribute, sort: KeyAttribute | undefined): string {
  return `partitionKey: ${key(partition)}${sort ? `, sortKey: ${key(sort)}` : ''}`;
}

function key(k: KeyAttribute): string {
  return `{ name: ${q(k.name)}, type: ${q(KEY_TYPES.get(k.type)!)} }`;
}
