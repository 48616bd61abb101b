import { describe, expect, it } from 'vitest';
import { entityItems } from '../../../src/core/graph/entity-items.ts';
import { attributeText } from '../../../src/core/text/attribute-text.ts';
import { analysed, viewOf } from './graph-fixtures.ts';

describe('entityItems', () => {
  const { analysis } = analysed('gaming');
  const table = viewOf(analysis, 'battle-royale', null);
  const inverted = viewOf(analysis, 'battle-royale', 'InvertedIndex');
  const pks = (view: typeof table, cs: readonly number[]) =>
    cs.map((c) => attributeText(view.collectionPk(c)));

  it.each([
    ['Game', table, ['GAME#0ab37cf1', 'GAME#3d4285f0', 'GAME#9e1c4b27', 'GAME#c6f38a6a'], 4],
    [
      'User',
      table,
      ['USER#ana_k', 'USER#bmiller', 'USER#chen88', 'USER#dlopez', 'USER#erikj', 'USER#johnny'],
      6
    ],
    [
      'UserGameMapping',
      table,
      ['GAME#0ab37cf1', 'GAME#3d4285f0', 'GAME#9e1c4b27', 'GAME#c6f38a6a'],
      12
    ],
    [
      'UserGameMapping',
      inverted,
      ['USER#ana_k', 'USER#bmiller', 'USER#chen88', 'USER#dlopez', 'USER#erikj', 'USER#johnny'],
      12
    ],
    ['Nobody', table, [], 0]
  ])('%s lights its collections and items', (entity, view, collections, items) => {
    const lit = entityItems(analysis, view, entity);
    expect(pks(view, lit.collections)).toEqual(collections);
    expect(lit.orders).toHaveLength(items);
    for (const o of lit.orders) expect(analysis.tables[0]!.resolved.entityOf(o)).toBe(entity);
  });

  it('lights overwritten items too: the table view shows them', () => {
    const lib = analysed('library-author-only').analysis;
    expect(entityItems(lib, viewOf(lib, 'Books', null), 'Book').orders).toHaveLength(8);
  });
});
