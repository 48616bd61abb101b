import { describe, expect, it } from 'vitest';
import { collectionSelection } from '../../../src/core/graph/collection-selection.ts';
import { analysed, viewOf } from './graph-fixtures.ts';

describe('collectionSelection', () => {
  const { analysis } = analysed('gaming');
  const table = viewOf(analysis, 'battle-royale', null);

  it.each([
    // GAME#0ab37cf1: the game's metadata item (order 8), then its three players.
    [0, ['Game', 'UserGameMapping'], [8, 17, 19, 18]],
    // USER#johnny holds johnny's own item only.
    [9, ['User'], [0]],
    [-1, [], []],
    [10, [], []]
  ])('collection %i', (collection, entities, orders) => {
    expect(collectionSelection(analysis, table, collection)).toEqual({ entities, orders });
  });
});
