import { describe, expect, it } from 'vitest';
import type {
  AccessPattern,
  Design,
  GlobalSecondaryIndex,
  LocalSecondaryIndex,
  Table
} from '../../../src/core/model/design.ts';
import { editDesign, type DesignEdit } from '../../../src/core/edits/edit-design.ts';
import { itemAddress } from '../../../src/core/items/item-address.ts';
import { example } from '../../helpers/example.ts';

describe('editDesign', () => {
  const library = example('library');
  const item = Object.assign(Object.create(null), {
    BookTitle: { S: 'New' },
    Author: { S: 'A' },
    Edition: { N: '1' }
  });

  const cases: [string, DesignEdit, (d: typeof library) => unknown, unknown][] = [
    [
      'sets a template',
      { kind: 'set-key-template', entity: 0, attribute: 'AuthorEdition', template: '${Author}' },
      (d) => d.entities[0]!.keys,
      { AuthorEdition: '${Author}' }
    ],
    [
      'removes a template when empty',
      { kind: 'set-key-template', entity: 0, attribute: 'AuthorEdition', template: '' },
      (d) => d.entities[0]!.keys,
      {}
    ],
    [
      'renames the sort key and moves its templates',
      { kind: 'set-sort-key', table: 0, sortKey: { name: 'SK', type: 'S' } },
      (d) => [d.tables[0]!.sortKey, d.entities[0]!.keys],
      [{ name: 'SK', type: 'S' }, { SK: '${Author}#${Edition}' }]
    ],
    [
      'removes the sort key',
      { kind: 'set-sort-key', table: 0, sortKey: null },
      (d) => 'sortKey' in d.tables[0]!,
      false
    ],
    [
      'adds items at the end',
      { kind: 'add-items', owner: { kind: 'entity', index: 0 }, items: [item] },
      (d) => d.entities[0]!.items.at(-1),
      item
    ],
    [
      'adds items before a position',
      { kind: 'add-items', owner: { kind: 'entity', index: 0 }, items: [item], at: 1 },
      (d) => [d.entities[0]!.items.length, d.entities[0]!.items[1], d.entities[0]!.items[2]],
      [9, item, library.entities[0]!.items[1]]
    ],
    [
      'replaces an item',
      { kind: 'replace-item', owner: { kind: 'entity', index: 0 }, index: 2, item },
      (d) => d.entities[0]!.items[2],
      item
    ],
    [
      'deletes an item',
      { kind: 'delete-item', owner: { kind: 'entity', index: 0 }, index: 0 },
      (d) => d.entities[0]!.items.length,
      7
    ],
    [
      'duplicates an item right after it',
      { kind: 'duplicate-item', owner: { kind: 'entity', index: 0 }, index: 2 },
      (d) => [d.entities[0]!.items.length, d.entities[0]!.items[3], d.entities[0]!.items[4]],
      [9, library.entities[0]!.items[2], library.entities[0]!.items[3]]
    ],
    [
      'duplicates the last item',
      { kind: 'duplicate-item', owner: { kind: 'entity', index: 0 }, index: 7 },
      (d) => d.entities[0]!.items.slice(7),
      [library.entities[0]!.items[7], library.entities[0]!.items[7]]
    ]
  ];

  it('replacing an item as stored keeps the key-only fields it does not give', () => {
    const keyed = {
      ...library,
      entities: library.entities.map((e, i) =>
        i === 0 ? { ...e, keyOnly: ['Author'], keys: { ...e.keys, AuthorEdition: '${Author}' } } : e
      )
    };
    const was = keyed.entities[0]!.items[2]!;
    const edited = Object.assign(Object.create(null), {
      BookTitle: { S: 'New' },
      Edition: { N: '9' }
    });
    const out = editDesign(keyed, {
      kind: 'replace-item',
      owner: { kind: 'entity', index: 0 },
      index: 2,
      item: edited
    });
    expect({ ...out.entities[0]!.items[2] }).toEqual({
      Author: was['Author'],
      BookTitle: { S: 'New' },
      Edition: { N: '9' }
    });
  });

  it.each(cases)('%s, leaving the input as it was', (_, edit, read, expected) => {
    const before = JSON.stringify(library);
    expect(read(editDesign(library, edit))).toEqual(expected);
    expect(JSON.stringify(library)).toBe(before);
  });

  const gaming = example('gaming');
  const gsi = (name: string, pk = 'GSI1PK', sk?: string): GlobalSecondaryIndex => ({
    name,
    partitionKey: { name: pk, type: 'S' },
    ...(sk ? { sortKey: { name: sk, type: 'S' as const } } : {}),
    projection: { type: 'ALL' }
  });
  const lsi: LocalSecondaryIndex = {
    name: 'ByWins',
    sortKey: { name: 'wins', type: 'N' },
    projection: { type: 'INCLUDE', nonKeyAttributes: ['name'] }
  };
  const newTable: Table = {
    name: 'Orders',
    partitionKey: { name: 'PK', type: 'S' },
    globalSecondaryIndexes: [],
    localSecondaryIndexes: [],
    items: []
  };
  const pattern: AccessPattern = {
    name: 'Games of a user',
    table: 'battle-royale',
    index: 'InvertedIndex',
    partitionKey: 'USER#${username}',
    parameters: { username: 'johnny' },
    scanIndexForward: true,
    consistentRead: false,
    expectedEntities: ['UserGameMapping']
  };
  const keysOf = (d: Design) => d.entities.map((e) => e.keys);
  const gamingCases: [string, DesignEdit, (d: Design) => unknown, unknown][] = [
    ['renames the design', { kind: 'rename-design', name: 'Games' }, (d) => d.name, 'Games'],
    [
      'adds a table',
      { kind: 'add-table', table: newTable },
      (d) => d.tables.map((t) => t.name),
      ['battle-royale', 'Orders']
    ],
    [
      'renames a table; entities and access patterns follow',
      { kind: 'rename-table', table: 0, name: 'games' },
      (d) => [d.tables[0]!.name, d.entities.map((e) => e.table), d.accessPatterns[0]!.table],
      ['games', ['games', 'games', 'games'], 'games']
    ],
    [
      'deletes a table with its entities and access patterns when asked to',
      { kind: 'delete-table', table: 0, withEntities: true },
      (d) => [d.tables.length, d.entities.length, d.accessPatterns.length],
      [0, 0, 0]
    ],
    [
      'renames the partition key; templates are copied while the inverted index still uses PK',
      { kind: 'set-partition-key', table: 0, key: { name: 'pk', type: 'S' } },
      (d) => [d.tables[0]!.partitionKey, Object.entries(d.entities[0]!.keys)],
      [
        { name: 'pk', type: 'S' },
        [
          ['PK', 'USER#${username}'],
          ['pk', 'USER#${username}'],
          ['SK', '#METADATA#${username}']
        ]
      ]
    ],
    [
      'renames a partition key no index uses: templates move and keep their place',
      { kind: 'delete-gsi', table: 0, index: 0 },
      (d) =>
        Object.entries(
          editDesign(d, { kind: 'set-partition-key', table: 0, key: { name: 'X', type: 'S' } })
            .entities[0]!.keys
        ),
      [
        ['X', 'USER#${username}'],
        ['SK', '#METADATA#${username}']
      ]
    ],
    [
      'renames the sort key while the inverted index still uses it: templates are copied',
      { kind: 'set-sort-key', table: 0, sortKey: { name: 'SK2', type: 'S' } },
      (d) => d.entities[2]!.keys,
      { PK: 'GAME#${gameId}', SK: 'USER#${username}', SK2: 'USER#${username}' }
    ],
    [
      'sets provisioned billing',
      {
        kind: 'set-billing',
        table: 0,
        billing: { mode: 'PROVISIONED', readCapacityUnits: 5, writeCapacityUnits: 2 }
      },
      (d) => d.tables[0]!.billing,
      { mode: 'PROVISIONED', readCapacityUnits: 5, writeCapacityUnits: 2 }
    ],
    [
      'removes billing',
      { kind: 'set-billing', table: 0, billing: null },
      (d) => 'billing' in d.tables[0]!,
      false
    ],
    [
      'adds a GSI',
      { kind: 'add-gsi', table: 0, gsi: gsi('ByMap', 'map') },
      (d) => d.tables[0]!.globalSecondaryIndexes.map((g) => g.name),
      ['InvertedIndex', 'ByMap']
    ],
    [
      'renames a GSI; access patterns on it follow',
      { kind: 'set-gsi', table: 0, index: 0, gsi: gsi('Inverted', 'SK', 'PK') },
      (d) => [d.tables[0]!.globalSecondaryIndexes[0]!.name, d.accessPatterns[3]!.index],
      ['Inverted', 'Inverted']
    ],
    [
      'changes a GSI key to a new attribute: templates of the old one are copied while the table still uses it',
      { kind: 'set-gsi', table: 0, index: 0, gsi: gsi('InvertedIndex', 'GSI1PK', 'PK') },
      (d) => d.entities[0]!.keys,
      {
        PK: 'USER#${username}',
        SK: '#METADATA#${username}',
        GSI1PK: '#METADATA#${username}'
      }
    ],
    [
      'deletes a GSI; patterns on it stay (and run broken)',
      { kind: 'delete-gsi', table: 0, index: 0 },
      (d) => [d.tables[0]!.globalSecondaryIndexes.length, d.accessPatterns.length],
      [0, 4]
    ],
    [
      'adds an LSI',
      { kind: 'add-lsi', table: 0, lsi },
      (d) => d.tables[0]!.localSecondaryIndexes,
      [lsi]
    ],
    [
      'adds an entity',
      {
        kind: 'add-entity',
        entity: { name: 'Weapon', table: 'battle-royale', attributes: [], keys: {}, items: [] }
      },
      (d) => d.entities.map((e) => e.name),
      ['User', 'Game', 'UserGameMapping', 'Weapon']
    ],
    [
      'renames an entity; expected entities follow, items and templates stay',
      { kind: 'rename-entity', entity: 2, name: 'Player' },
      (d) => [
        d.entities[2]!.name,
        d.entities[2]!.items.length,
        d.entities[2]!.keys,
        d.accessPatterns.map((p) => p.expectedEntities)
      ],
      [
        'Player',
        12,
        { PK: 'GAME#${gameId}', SK: 'USER#${username}' },
        [['User'], ['Game'], ['Player'], ['Player']]
      ]
    ],
    [
      'moves an entity to another table, keeping the templates of keys it has',
      { kind: 'add-table', table: newTable },
      (d) => {
        const moved = editDesign(d, { kind: 'move-entity', entity: 1, table: 'Orders' });
        return [moved.entities[1]!.table, moved.entities[1]!.keys, moved.entities[1]!.items.length];
      },
      ['Orders', { PK: 'GAME#${gameId}' }, 4]
    ],
    [
      'deletes an entity; patterns stop expecting it',
      { kind: 'delete-entity', entity: 1 },
      (d) => [d.entities.map((e) => e.name), d.accessPatterns[1]!.expectedEntities],
      [['User', 'UserGameMapping'], []]
    ],
    [
      'adds an attribute',
      { kind: 'add-attribute', entity: 1, attribute: { name: 'tags', type: 'SS' } },
      (d) => d.entities[1]!.attributes.at(-1),
      { name: 'tags', type: 'SS' }
    ],
    [
      'renames an attribute in the declaration, the items and the templates',
      { kind: 'set-attribute', entity: 1, index: 0, attribute: { name: 'id', type: 'S' } },
      (d) => [
        d.entities[1]!.attributes[0],
        d.entities[1]!.keys,
        Object.keys(d.entities[1]!.items[0]!)
      ],
      [
        { name: 'id', type: 'S' },
        { PK: 'GAME#${id}', SK: '#METADATA#${id}' },
        ['id', 'map', 'creator', 'people', 'createdAt']
      ]
    ],
    [
      "changes an attribute's type, keeping the values",
      { kind: 'set-attribute', entity: 1, index: 3, attribute: { name: 'people', type: 'S' } },
      (d) => [d.entities[1]!.attributes[3], d.entities[1]!.items[0]!['people']],
      [{ name: 'people', type: 'S' }, { N: '4' }]
    ],
    [
      'deletes an attribute from the declaration and the items',
      { kind: 'delete-attribute', entity: 1, index: 1 },
      (d) => [d.entities[1]!.attributes.length, 'map' in d.entities[1]!.items[0]!],
      [4, false]
    ],
    [
      'adds an access pattern',
      { kind: 'add-pattern', pattern },
      (d) => d.accessPatterns.at(-1),
      pattern
    ],
    [
      'replaces an access pattern',
      { kind: 'set-pattern', index: 3, pattern },
      (d) => d.accessPatterns[3],
      pattern
    ],
    [
      'deletes an access pattern',
      { kind: 'delete-pattern', index: 0 },
      (d) => d.accessPatterns.map((p) => p.name),
      ['Get game metadata', 'Find all users in a game', 'Find all games a user has played']
    ],
    [
      'removing the sort key drops the templates no key uses any more',
      { kind: 'delete-gsi', table: 0, index: 0 },
      (d) => keysOf(editDesign(d, { kind: 'set-sort-key', table: 0, sortKey: null })),
      [{ PK: 'USER#${username}' }, { PK: 'GAME#${gameId}' }, { PK: 'GAME#${gameId}' }]
    ]
  ];

  it.each(gamingCases)('%s, leaving the input as it was', (_, edit, read, expected) => {
    const before = JSON.stringify(gaming);
    expect(read(editDesign(gaming, edit))).toEqual(expected);
    expect(JSON.stringify(gaming)).toBe(before);
  });

  it('keeps items null-prototype objects when renaming attributes', () => {
    const next = editDesign(gaming, {
      kind: 'set-attribute',
      entity: 0,
      index: 0,
      attribute: { name: '__proto__', type: 'S' }
    });
    const item = next.entities[0]!.items[0]!;
    expect(Object.getPrototypeOf(item)).toBeNull();
    expect(item['__proto__']).toEqual({ S: 'johnny' });
    expect(next.entities[0]!.keys['PK']).toBe('USER#${__proto__}');
  });

  const refusals: [string, DesignEdit, RegExp][] = [
    [
      'a duplicate table name',
      { kind: 'add-table', table: { ...newTable, name: 'battle-royale' } },
      /already used/
    ],
    ['a too short table name', { kind: 'rename-table', table: 0, name: 'ab' }, /3 to 255/],
    [
      'deleting a table its entities use',
      { kind: 'delete-table', table: 0, withEntities: false },
      /holds entities User, Game, UserGameMapping and access patterns/
    ],
    [
      'a duplicate index name',
      { kind: 'add-gsi', table: 0, gsi: gsi('InvertedIndex') },
      /Index name "InvertedIndex" is already used in this table/
    ],
    [
      'an index name with a space',
      { kind: 'add-gsi', table: 0, gsi: gsi('By map') },
      /contains " "/
    ],
    [
      'an empty key attribute name',
      { kind: 'set-partition-key', table: 0, key: { name: '', type: 'S' } },
      /empty/
    ],
    [
      'a duplicate entity name',
      { kind: 'rename-entity', entity: 0, name: 'Game' },
      /Entity name "Game" is already used/
    ],
    [
      'an entity in a table that does not exist',
      {
        kind: 'add-entity',
        entity: { name: 'X', table: 'nope', attributes: [], keys: {}, items: [] }
      },
      /no table "nope"/
    ],
    [
      'a duplicate attribute',
      { kind: 'add-attribute', entity: 0, attribute: { name: 'wins', type: 'N' } },
      /already used by this entity/
    ],
    [
      'a duplicate access pattern name',
      { kind: 'set-pattern', index: 0, pattern: { ...pattern, name: 'Get game metadata' } },
      /already used/
    ],
    [
      'BETWEEN without an upper bound',
      {
        kind: 'add-pattern',
        pattern: { ...pattern, sortKey: { operator: 'BETWEEN', value: 'a' } }
      },
      /upper bound/
    ],
    [
      'zero capacity units',
      {
        kind: 'set-billing',
        table: 0,
        billing: { mode: 'PROVISIONED', readCapacityUnits: 0, writeCapacityUnits: 1 }
      },
      /at least 1/
    ],
    [
      'moving an entity to a table that does not exist',
      { kind: 'move-entity', entity: 0, table: 'nope' },
      /no table "nope"/
    ],
    ['a GSI that is not there', { kind: 'delete-gsi', table: 0, index: 3 }, /no GSI 3/]
  ];

  it.each(refusals)('refuses %s', (_, edit, message) => {
    expect(() => editDesign(gaming, edit)).toThrow(message);
  });

  it('refuses an LSI on a table without a sort key, saying why', () => {
    const music = example('people-music');
    expect(() => editDesign(music, { kind: 'add-lsi', table: 0, lsi })).toThrow(
      /^An LSI cannot be added: LSIs in table "People" need a sort key: an LSI keeps the table's partition key/
    );
  });

  it('refuses the 6th LSI and removing a sort key an LSI needs', () => {
    let d = editDesign(gaming, {
      kind: 'set-sort-key',
      table: 0,
      sortKey: { name: 'SK', type: 'S' }
    });
    for (let i = 0; i < 5; i++)
      d = editDesign(d, { kind: 'add-lsi', table: 0, lsi: { ...lsi, name: `LSI${i}` } });
    expect(() => editDesign(d, { kind: 'add-lsi', table: 0, lsi })).toThrow(
      /more than DynamoDB allows \(5 per table\)/
    );
    expect(() => editDesign(d, { kind: 'set-sort-key', table: 0, sortKey: null })).toThrow(
      /^The sort key cannot be removed: .*; delete the LSIs first$/
    );
  });

  it('refuses the 21st GSI', () => {
    let d = gaming;
    for (let i = 1; i < 20; i++)
      d = editDesign(d, { kind: 'add-gsi', table: 0, gsi: gsi(`G${i}x`) });
    expect(() => editDesign(d, { kind: 'add-gsi', table: 0, gsi: gsi('G21') })).toThrow(
      /^A GSI cannot be added: 21 GSIs in table "battle-royale" are more than DynamoDB's default quota of 20 per table/
    );
  });

  it('shares untouched parts: a template edit keeps the item arrays', () => {
    const next = editDesign(library, {
      kind: 'set-key-template',
      entity: 0,
      attribute: 'AuthorEdition',
      template: 'x'
    });
    expect(next.entities[0]!.items).toBe(library.entities[0]!.items);
    expect(next.tables).toBe(library.tables);
  });

  it('refuses an address the design does not have', () => {
    expect(() =>
      editDesign(library, { kind: 'delete-item', owner: { kind: 'entity', index: 0 }, index: 99 })
    ).toThrow(/no item 99/);
    expect(() =>
      editDesign(library, { kind: 'duplicate-item', owner: { kind: 'entity', index: 0 }, index: 8 })
    ).toThrow(/there is no item 8; the owner has 8 items/);
    expect(() =>
      editDesign(library, { kind: 'duplicate-item', owner: { kind: 'entity', index: 5 }, index: 0 })
    ).toThrow(/the design has no entity 5/);
    expect(() =>
      editDesign(library, {
        kind: 'add-items',
        owner: { kind: 'entity', index: 0 },
        items: [],
        at: 9
      })
    ).toThrow(/cannot add items at position 9; the owner has 8 items/);
    expect(() =>
      editDesign(library, { kind: 'set-key-template', entity: 5, attribute: 'x', template: '' })
    ).toThrow(/no entity 5/);
  });
});

describe('itemAddress', () => {
  it('follows write order: table items, then each entity of the table in design order', () => {
    const gaming = example('gaming');
    expect(itemAddress(gaming, 'battle-royale', 0)).toEqual({
      owner: { kind: 'entity', index: 0 },
      index: 0
    });
    expect(itemAddress(gaming, 'battle-royale', 7)).toEqual({
      owner: { kind: 'entity', index: 1 },
      index: 1
    });
    expect(itemAddress(gaming, 'battle-royale', 21)).toEqual({
      owner: { kind: 'entity', index: 2 },
      index: 11
    });
    expect(itemAddress(gaming, 'battle-royale', 22)).toBeNull();
    expect(itemAddress(gaming, 'nope', 0)).toBeNull();
    const people = example('people-music');
    expect(itemAddress(people, 'Music', 0)).toEqual({
      owner: { kind: 'entity', index: 1 },
      index: 0
    });
  });
});

describe('set-gsi on a multi-attribute key', () => {
  it('swapping two sort attributes moves no template: each attribute keeps its own value', () => {
    const tournament = example('tournament');
    const dated = {
      ...tournament,
      entities: tournament.entities.map((e) => ({ ...e, keys: { matchDate: 'DAY#${winner}' } }))
    };
    const history = dated.tables[0]!.globalSecondaryIndexes[1]!;
    const swapped = {
      ...history,
      sortKey: history.moreSortKeys![0]!,
      moreSortKeys: [history.sortKey!]
    };
    const out = editDesign(dated, { kind: 'set-gsi', table: 0, index: 1, gsi: swapped });
    expect(out.entities[0]!.keys).toEqual({ matchDate: 'DAY#${winner}' });
  });
});
