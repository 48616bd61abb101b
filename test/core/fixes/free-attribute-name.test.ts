import { describe, expect, it } from 'vitest';
import { freeAttributeName } from '../../../src/core/fixes/free-attribute-name.ts';
import type { Design, Entity } from '../../../src/core/model/design.ts';
import { gsi, item, makeDesign, makeTable } from '../views/make-design.ts';

const entity = (fields: Partial<Entity>): Entity => ({
  name: 'E',
  table: 'tbl',
  attributes: [],
  keys: {},
  items: [],
  ...fields
});

const free = (design: Design, taken: string[] = []) =>
  freeAttributeName(design, design.tables[0]!, 'GPK', taken);

describe('freeAttributeName', () => {
  it.each<[string, Design, string[], string]>([
    ['a name nothing uses', makeDesign([makeTable()]), [], 'GPK'],
    ['a table key', makeDesign([makeTable({ pk: ['GPK', 'S'] })]), [], 'GPK2'],
    ['an index key', makeDesign([makeTable({ gsis: [gsi('ByG', ['GPK', 'S'])] })]), [], 'GPK2'],
    [
      'a table item’s attribute',
      makeDesign([makeTable({ items: [item({ PK: 'a', GPK: 'x' })] })]),
      [],
      'GPK2'
    ],
    [
      'an entity attribute',
      makeDesign([makeTable()], [entity({ attributes: [{ name: 'GPK', type: 'S' }] })]),
      [],
      'GPK2'
    ],
    [
      'an entity template',
      makeDesign([makeTable()], [entity({ keys: { GPK: 'X#${x}' } })]),
      [],
      'GPK2'
    ],
    ['a key-only field', makeDesign([makeTable()], [entity({ keyOnly: ['GPK'] })]), [], 'GPK2'],
    [
      'an entity item’s attribute',
      makeDesign([makeTable()], [entity({ items: [item({ GPK: 'x' })] })]),
      [],
      'GPK2'
    ],
    ['a name taken by the caller, and the next', makeDesign([makeTable()]), ['GPK', 'GPK2'], 'GPK3']
  ])('passes over %s', (_, design, taken, want) => {
    expect(free(design, taken)).toBe(want);
  });

  it('ignores another table’s entities and items', () => {
    const design = makeDesign(
      [makeTable(), makeTable({ name: 'other', items: [item({ PK: 'a', GPK: 'x' })] })],
      [entity({ table: 'other', attributes: [{ name: 'GPK', type: 'S' }] })]
    );
    expect(free(design)).toBe('GPK');
  });
});
