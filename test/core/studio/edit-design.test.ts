import { describe, expect, it } from 'vitest';
import { editDesign, type DesignEdit } from '../../../src/core/studio/edit-design.ts';
import { itemAddress } from '../../../src/core/studio/item-address.ts';
import { example } from './examples.ts';

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
    ]
  ];

  it.each(cases)('%s, leaving the input as it was', (_, edit, read, expected) => {
    const before = JSON.stringify(library);
    expect(read(editDesign(library, edit))).toEqual(expected);
    expect(JSON.stringify(library)).toBe(before);
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
