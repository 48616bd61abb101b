import type { AttributeMap } from '../../core/model/attribute-value.ts';
import { itemsFromText } from '../../workers/items-text.ts';
import { REMOTE_ITEM } from './remote-items.ts';

// A page of live items the page holds as a Blob of their text (itemsToBlob), never as objects:
// the design sender sends the Blob as it is, and the analysis worker reads and parses it
// (design-receiver.ts).
const blobs = new WeakMap<readonly AttributeMap[], Blob>();

/**
 * `count` items held as `blob`: an array of the right length (so counting and appending work)
 * whose items are placeholders, the Blob kept beside it for `blobOf` and `itemsOfBlob`.
 *
 * @example
 * blobItems(itemsToBlob(page), page.length).length; // page.length
 */
export function blobItems(blob: Blob, count: number): readonly AttributeMap[] {
  const items: readonly AttributeMap[] = new Array<AttributeMap>(count).fill(REMOTE_ITEM);
  blobs.set(items, blob);
  return items;
}

/** The Blob `items` stands for, if it is a `blobItems` array. */
export function blobOf(items: readonly AttributeMap[]): Blob | undefined {
  return blobs.get(items);
}

/** The items themselves: read and parsed from their Blob for a `blobItems` array, else `items`. */
export async function itemsOfBlob(
  items: readonly AttributeMap[]
): Promise<readonly AttributeMap[]> {
  const blob = blobs.get(items);
  return blob === undefined ? items : itemsFromText(await blob.text());
}
