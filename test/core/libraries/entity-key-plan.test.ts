import { describe, expect, it } from 'vitest';
import { entityKeyPlan } from '../../../src/core/libraries/entity-key-plan.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { example } from '../../helpers/example.ts';
import { designOf, keyKindsDesign } from '../../helpers/library-designs.ts';

function plan(design: Design, entity: string) {
  const e = design.entities.find((x) => x.name === entity)!;
  return entityKeyPlan(
    design.tables.find((t) => t.name === e.table)!,
    e
  );
}

const table = {
  name: 'Things',
  partitionKey: { name: 'PK', type: 'S' },
  sortKey: { name: 'SK', type: 'S' },
  globalSecondaryIndexes: [
    { name: 'ByG', partitionKey: { name: 'GPK', type: 'S' }, projection: { type: 'ALL' } }
  ],
  items: []
};

describe('entityKeyPlan', () => {
  it.each([
    [
      'the gaming user: its table and the inverted index',
      example('gaming'),
      'User',
      [null, 'InvertedIndex']
    ],
    [
      'an index the entity does not fill is one it is not in',
      keyKindsDesign(),
      'Profile',
      [null, 'ByDay']
    ],
    ['a table key the item holds itself', keyKindsDesign(), 'Counter', [null]],
    [
      'a multi-attribute GSI the items hold',
      example('tournament'),
      'Match',
      [null, 'TournamentRegionIndex', 'PlayerMatchHistoryIndex']
    ]
  ])('%s', (_, design, entity, views) => {
    const p = plan(design, entity);
    expect(p.keyed).toBe(true);
    expect(p.views.map((v) => v.view.index)).toEqual(views);
    expect(p.problems).toEqual([]);
  });

  it('gives each key its parsed template, or null for the item’s own attribute', () => {
    const p = plan(example('library'), 'Book');
    expect(p.views[0]!.partition.map((s) => s.template)).toEqual([null]);
    expect(p.views[0]!.sort.map((s) => s.template?.source)).toEqual(['${Author}#${Edition}']);
  });

  it.each([
    [
      'a table key the entity cannot fill leaves it out',
      { attributes: [], keys: { PK: 'A' } },
      false,
      'entity "E" has no template or attribute for the table key "SK" of table "Things", so it is left out'
    ],
    [
      'a template that does not parse leaves it out of that view, told once',
      { attributes: [], keys: { PK: 'A', SK: 'B', GPK: 'G#${x' } },
      true,
      'entity "E": template "G#${x" has an unclosed "${" at column 3, so it is left out of index "ByG"; fix the template'
    ]
  ])('%s', (_, entity, keyed, problem) => {
    const p = plan(
      designOf({
        name: 'One',
        tables: [table],
        entities: [{ name: 'E', table: 'Things', items: [], ...entity }]
      }),
      'E'
    );
    expect(p.keyed).toBe(keyed);
    expect(p.problems).toEqual([problem]);
  });
});
