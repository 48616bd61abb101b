import { describe, expect, it } from 'vitest';
import { attributeKinds } from '../../../src/core/infer/attribute-kinds.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';

describe('attributeKinds', () => {
  it('orders placeholders first, then by how many items carry the attribute, then by name', () => {
    const items: AttributeMap[] = [
      { b: { S: 'x' }, id: { S: '1' }, a: { N: '1' } },
      { b: { S: 'y' }, id: { S: '2' } },
      { c: { BOOL: true }, id: { S: '3' }, b: { S: 'z' } }
    ];
    expect(attributeKinds(items, ['id'])).toEqual({
      attributes: [
        { name: 'id', type: 'S' },
        { name: 'b', type: 'S' },
        { name: 'a', type: 'N' },
        { name: 'c', type: 'BOOL' }
      ],
      mixed: []
    });
  });

  it('gives the most common type and lists attributes seen with several', () => {
    const items: AttributeMap[] = [{ v: { N: '1' } }, { v: { N: '2' } }, { v: { S: 'two' } }];
    expect(attributeKinds(items, [])).toEqual({
      attributes: [{ name: 'v', type: 'N' }],
      mixed: ['v']
    });
  });
});
