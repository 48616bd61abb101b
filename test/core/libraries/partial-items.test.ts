import { describe, expect, it } from 'vitest';
import { partialItems } from '../../../src/core/libraries/partial-items.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import type { Entity } from '../../../src/core/model/design.ts';

const s = (v: string) => ({ S: v });
const entity = (items: Entity['items']): Entity => ({
  name: 'E',
  table: 'T',
  attributes: [],
  keys: {},
  items
});

describe('partialItems', () => {
  it.each<[string, AttributeMap[], number]>([
    ['all fields', [{ a: s('1'), b: s('2') }], 0],
    ['none of them', [{ c: s('1') }], 0],
    ['some but not all', [{ a: s('1') }, { b: s('2') }, { a: s('1'), b: s('2') }], 2],
    ['no items', [], 0]
  ])('%s', (_, items, count) => {
    expect(partialItems(entity(items), ['a', 'b'])).toBe(count);
  });
});
