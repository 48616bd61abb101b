// A page of items as the live worker sends it: the same items back, with null prototypes, an
// attribute named like an Object property kept as the item's own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttributeMap } from '../../src/core/model/attribute-value.ts';
import {
  itemsFromBytes,
  itemsFromText,
  itemsToBlob,
  itemsToText
} from '../../src/workers/items-text.ts';

const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.record({ S: fc.string() }),
    fc.record({ N: fc.integer().map(String) }),
    fc.record({ BOOL: fc.boolean() }),
    fc.record({ L: fc.array(tie('value'), { maxLength: 3 }) }),
    fc.record({ M: fc.dictionary(fc.string(), tie('value'), { maxKeys: 3 }) })
  )
})).value;
const items = fc.array(fc.dictionary(fc.string(), value, { maxKeys: 4 }), { maxLength: 5 });

/** An item (or M map) and every map in its values, at any depth, have a null prototype. */
function nullMap(map: object): boolean {
  return Object.getPrototypeOf(map) === null && Object.values(map).every(nullValue);
}
function nullValue(value: { M?: object; L?: object[] }): boolean {
  if (value.M) return nullMap(value.M);
  if (value.L) return value.L.every(nullValue);
  return true;
}

describe('itemsToText and itemsFromText', () => {
  it('give back the items, every map of them with a null prototype', () => {
    fc.assert(
      fc.property(items, (page) => {
        const back = itemsFromText(itemsToText(page as AttributeMap[]));
        expect(back).toEqual(page);
        expect(back.every(nullMap)).toBe(true);
      })
    );
  });

  it('keeps an attribute named "__proto__" or "toString" as the item’s own, and nothing else', () => {
    const text = '[{"__proto__":{"S":"a"},"id":{"M":{"toString":{"N":"1"}}}}]';
    const [item] = itemsFromText(text);
    expect(Object.keys(item!)).toEqual(['__proto__', 'id']);
    expect(Object.getOwnPropertyDescriptor(item, '__proto__')?.value).toEqual({ S: 'a' });
    const id = item!['id'] as { M: Record<string, unknown> };
    expect(Object.keys(id.M)).toEqual(['toString']);
    expect('hasOwnProperty' in item!).toBe(false);
  });
});

describe('itemsToBlob and itemsFromBytes', () => {
  it("give back the items from the Blob's bytes, any Unicode string included", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.dictionary(fc.string({ unit: 'binary' }), value, { maxKeys: 3 }), {
          maxLength: 4
        }),
        async (page) => {
          const blob = itemsToBlob(page as AttributeMap[]);
          const back = itemsFromBytes(new Uint8Array(await blob.arrayBuffer()));
          expect(back).toEqual(page);
          expect(back.every(nullMap)).toBe(true);
        }
      )
    );
  });
});
