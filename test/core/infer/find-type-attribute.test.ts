import { describe, expect, it } from 'vitest';
import { findTypeAttribute } from '../../../src/core/infer/find-type-attribute.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';

const many = (n: number, f: (i: number) => AttributeMap): AttributeMap[] =>
  Array.from({ length: n }, (_, i) => f(i));
const KEYS = new Set(['PK', 'SK']);

describe('findTypeAttribute', () => {
  it('finds a common type attribute with few values', () => {
    expect(
      findTypeAttribute(
        many(20, (i) => ({ entityType: { S: i % 2 ? 'User' : 'Order' } })),
        KEYS
      )
    ).toBe('entityType');
  });

  it.each([
    ['an id, not a type (a value per item)', many(20, (i) => ({ type: { S: `t${i}` } }))],
    [
      'missing on too many items',
      many(20, (i): AttributeMap => (i < 3 ? {} : { type: { S: 'User' } }))
    ],
    ['not a string', many(20, () => ({ type: { N: '1' } }))],
    ['a name no library uses', many(20, () => ({ flavour: { S: 'x' } }))],
    ['a single item', many(1, () => ({ type: { S: 'x' } }))]
  ])('finds none when it is %s', (_, items) => {
    expect(findTypeAttribute(items, KEYS)).toBeUndefined();
  });

  it('never takes a key attribute', () => {
    expect(
      findTypeAttribute(
        many(10, () => ({ type: { S: 'x' } })),
        new Set(['type'])
      )
    ).toBeUndefined();
  });
});
