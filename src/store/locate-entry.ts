import { isPlainObject } from '../core/json/is-plain-object.ts';
import { ownField } from '../core/json/own-field.ts';
import { entryId } from './entry-id.ts';

/** An object store as far as `locateEntry` reads it. */
interface EntryReader {
  get(key: string): Promise<unknown>;
  getAll(): Promise<unknown[]>;
}

/**
 * The stored `entries` record listed under `id`, as it is stored (unchecked), and its key;
 * undefined when there is none. An entry is found by its key; one whose key is not text (a
 * damaged record) is listed under an id `entryId` made for it, and found by reading them all,
 * which only happens when no entry has that id as its key.
 *
 * @example
 * const found = await locateEntry(tx.objectStore('entries'), id);
 */
export async function locateEntry(
  store: EntryReader,
  id: string
): Promise<{ raw: Record<string, unknown>; key: IDBValidKey } | undefined> {
  const direct = await store.get(id);
  const raw = isPlainObject(direct)
    ? direct
    : (await store.getAll()).find(
        (r): r is Record<string, unknown> =>
          isPlainObject(r) && typeof r['id'] !== 'string' && entryId(ownField(r, 'id')) === id
      );
  return raw && { raw, key: ownField(raw, 'id') as IDBValidKey };
}
