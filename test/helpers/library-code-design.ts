import type { Design } from '../../src/core/model/design.ts';
import { designOf } from './library-designs.ts';

const s = (v: string) => ({ S: v });

/** An access pattern of the refusals design: name, key templates, parameters. */
function pattern(
  name: string,
  table: string,
  partitionKey: string,
  parameters: Record<string, string>,
  sortKey?: { operator: string; value: string; upper?: string }
): Record<string, unknown> {
  return { name, table, index: null, partitionKey, parameters, ...(sortKey ? { sortKey } : {}) };
}

/**
 * A design whose access patterns an entity library cannot read as they are, one reason each
 * (ElectroDB, the Toolbox or both), for the tests of `keyscope code --lang electrodb|toolbox`.
 */
export function libraryCodeDesign(): Design {
  return designOf({
    name: 'Library refusals',
    tables: [
      {
        name: 'Things',
        partitionKey: { name: 'PK', type: 'S' },
        sortKey: { name: 'SK', type: 'S' },
        items: [{ PK: s('A#a9'), SK: s('Z') }]
      },
      { name: 'Bin', partitionKey: { name: 'k', type: 'B' }, items: [] }
    ],
    entities: [
      {
        name: 'A',
        table: 'Things',
        attributes: [{ name: 'id', type: 'S' }],
        keys: { PK: 'A#${id}', SK: 'META' },
        items: [{ id: s('a1') }]
      },
      {
        name: 'B',
        table: 'Things',
        attributes: [{ name: 'id', type: 'S' }],
        keys: { PK: 'A#${id}', SK: 'B#${bid}#X#${x}' },
        items: [
          { id: s('a1'), bid: s('b1'), x: s('x1') },
          // A value holding the template's own text: "B#b1#" starts both items' keys.
          { id: s('a1'), bid: s('b1#Y'), x: s('x2') }
        ]
      },
      {
        name: 'C',
        table: 'Things',
        attributes: [{ name: 'id', type: 'S' }],
        keys: { PK: 'C#${id}', SK: 'C#${cid}#${x}' },
        items: [{ id: s('c1'), cid: s('k1'), x: s('x1') }]
      },
      {
        name: 'D',
        table: 'Things',
        attributes: [{ name: 'id', type: 'S' }],
        keys: { PK: 'D#${id}', SK: 'N#${n:3}' },
        items: [{ id: s('d1'), n: s('7') }]
      },
      {
        name: 'E',
        table: 'Things',
        attributes: [{ name: 'id', type: 'S' }],
        keys: { PK: 'E#${id}', SK: 'E#${id}' },
        items: [{ id: s('e1') }]
      },
      {
        name: 'Blob',
        table: 'Bin',
        attributes: [{ name: 'k', type: 'B' }],
        keys: {},
        items: [{ k: { B: 'AAE=' } }]
      }
    ],
    accessPatterns: [
      pattern('collection', 'Things', 'A#${id}', { id: 'a1' }),
      pattern('no entity', 'Things', 'A#${id}', { id: 'a9' }),
      pattern(
        'prefix',
        'Things',
        'A#${id}',
        { id: 'a1', bid: 'b1' },
        { operator: 'begins_with', value: 'B#${bid}#' }
      ),
      pattern(
        'range',
        'Things',
        'A#${id}',
        { id: 'a1', bid: 'b1' },
        { operator: 'BETWEEN', value: 'B#${bid}#X#', upper: 'B#${bid}#X#~' }
      ),
      pattern(
        'partial equal',
        'Things',
        'C#${id}',
        { id: 'c1', cid: 'k1' },
        { operator: '=', value: 'C#${cid}' }
      ),
      pattern(
        'padding',
        'Things',
        'D#${id}',
        { id: 'd1', n: '007' },
        { operator: 'begins_with', value: 'N#${n}' }
      ),
      pattern(
        'two values',
        'Things',
        'E#${id}',
        { id: 'e1', other: 'e1' },
        { operator: '=', value: 'E#${other}' }
      ),
      pattern('binary', 'Bin', '${k}', { k: 'AAE=' }),
      pattern('unknown', 'Things', 'A#${id}', { id: 'nobody' })
    ]
  });
}
