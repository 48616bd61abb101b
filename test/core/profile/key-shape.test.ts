import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../../../src/core/model/attribute-value.ts';
import { keyShape } from '../../../src/core/profile/key-shape.ts';

describe('keyShape', () => {
  it.each<[AttributeValue | undefined, string]>([
    [{ S: 'USER#alex' }, 'USER#…'],
    [{ S: '#METADATA#alex' }, '#METADATA#…'],
    [{ S: 'GAME#C6F38A6A' }, 'GAME#…'],
    [{ S: 'ORDER#2026-11-30#LINE#007' }, 'ORDER#…#LINE#…'],
    [{ S: 'GSI1#x' }, 'GSI1#…'],
    [{ S: 'a|b' }, '…|…'],
    [{ S: 'STATUS#DELIVERED' }, 'STATUS#DELIVERED'],
    [{ S: '' }, ''],
    [{ N: '42' }, 'N'],
    [{ B: 'AAE=' }, 'B'],
    [undefined, '∅']
  ])('%j has the shape %s', (value, shape) => {
    expect(keyShape(value)).toBe(shape);
  });
});
