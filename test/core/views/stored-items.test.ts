import { describe, expect, it } from 'vitest';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import { storedItems } from '../../../src/core/views/stored-items.ts';

const item = (o: Record<string, string>): AttributeMap =>
  Object.assign(
    Object.create(null),
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, { S: v }]))
  );

describe('storedItems', () => {
  it.each([
    ['no key-only fields', undefined, ['customerId', 'total']],
    ['an empty list', [], ['customerId', 'total']],
    ['one key-only field', ['customerId'], ['total']],
    ['a field the item lacks', ['orderId'], ['customerId', 'total']]
  ])('with %s, keeps %j', (_name, keyOnly, kept) => {
    const [stored] = storedItems([item({ customerId: 'c1', total: '5' })], keyOnly);
    expect(Object.keys(stored!)).toEqual(kept);
  });

  it('gives the same array for the same items, and the same item objects to a new array of them', () => {
    const a = item({ customerId: 'c1', total: '5' });
    const b = item({ customerId: 'c2', total: '6' });
    const first = storedItems([a, b], ['customerId']);
    const list = [a, b];
    expect(storedItems(list, ['customerId'])).toBe(storedItems(list, ['customerId']));
    const again = storedItems([b, a], ['customerId']);
    expect([again[0], again[1]]).toEqual([first[1], first[0]]);
    expect(again[0]).toBe(first[1]);
  });

  it('keeps __proto__ an ordinary attribute', () => {
    const odd = JSON.parse('{"__proto__":{"S":"x"},"k":{"S":"y"}}') as AttributeMap;
    const [stored] = storedItems([Object.assign(Object.create(null), odd)], ['k']);
    expect(Object.keys(stored!)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(stored)).toBeNull();
  });
});
