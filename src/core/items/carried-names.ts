import type { AttributeMap } from '../model/attribute-value.ts';

/**
 * Attribute names that every item of an items array carries at most, where that is known
 * without reading the items: generated items carry their recipe's attributes and no others
 * (generateDesignItems records them). A question about one attribute of a million items (heat
 * asking whether any carries a key attribute its template renders) is then answered for the
 * array, not by reaching into each item, which lie scattered over the heap: that was most of
 * a first heat's stored sizes. Items are immutable values, so what is recorded stays true.
 *
 * @example
 * carriedNames.get(generated.entities[0]!.items)?.has('PK'); // false: the template renders it
 */
export const carriedNames = new WeakMap<readonly AttributeMap[], ReadonlySet<string>>();
