import { getAttr, typeOf, type AttributeMap, type KeyValue } from '../model/attribute-value.ts';
import type { KeyAttribute } from '../model/design.ts';
import type { MultiKeySchema } from '../model/multi-key-schema.ts';

/** An item's key in a multi-attribute index, or the first key attribute that keeps it out. */
export type IndexTuple =
  | { readonly ok: true; readonly partition: KeyValue[]; readonly sort: KeyValue[] }
  | { readonly ok: false; readonly attribute: string; readonly why: 'missing' | 'type' };

/**
 * Whether an item is in a GSI whose key has several attributes, and its key there: it is in only
 * when every key attribute of the index is present with its declared type (sparse membership,
 * one missing or mistyped part leaves it out), and its key is then the tuple of the partition
 * attributes' values and the tuple of the sort attributes' values, in KeySchema order.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
 *
 * @example
 * indexTuple({ tournamentId: { S: 'W26' }, region: { S: 'NA' } }, { partition: [t, r], sort: [] });
 * // { ok: true, partition: [{ S: 'W26' }, { S: 'NA' }], sort: [] }
 */
export function indexTuple(item: AttributeMap, key: MultiKeySchema): IndexTuple {
  const read = (list: readonly KeyAttribute[], out: KeyValue[]) => {
    for (const a of list) {
      const v = getAttr(item, a.name);
      if (v === undefined)
        return { ok: false as const, attribute: a.name, why: 'missing' as const };
      if (typeOf(v) !== a.type)
        return { ok: false as const, attribute: a.name, why: 'type' as const };
      out.push(v as KeyValue);
    }
    return null;
  };
  const partition: KeyValue[] = [];
  const sort: KeyValue[] = [];
  return read(key.partition, partition) ?? read(key.sort, sort) ?? { ok: true, partition, sort };
}
