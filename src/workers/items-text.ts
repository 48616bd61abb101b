import type { AttributeMap, AttributeValue } from '../core/model/attribute-value.ts';

/**
 * A page of live items as it travels from the live worker, through the page, to the analysis
 * worker: one JSON text, in a Blob. Why not the objects: structured clone rebuilds each of a
 * page's ~10,000 small objects on the thread that receives them, 15–25 ms for a page of 256 KB
 * (a trace of bench:live-ui), and the page would then copy them again for the analysis worker.
 * Why not the text as a string: Chromium's postMessage copies a string at about 5 ms a MB on
 * the thread that sends it, and a publication of a live load sent 1–2.4 MB of them to the
 * analysis worker in one task of the page (4–32 ms, traced). A Blob crosses as a handle
 * (under 0.1 ms for three pages): the live worker makes it, the page keeps it as it is, and only
 * the analysis worker reads and parses it (and a profile, which reads the items on the page).
 *
 * @example
 * itemsFromText(itemsToText([{ id: { S: 'a' } }]))[0]!['id']; // { S: 'a' }
 */
export function itemsToText(items: readonly AttributeMap[]): string {
  return JSON.stringify(items);
}

/** A page's items as the Blob that crosses the threads: their text (`itemsToText`), UTF-8. */
export function itemsToBlob(items: readonly AttributeMap[]): Blob {
  return new Blob([itemsToText(items)], { type: 'application/json' });
}

/** The items of an `itemsToBlob` Blob, from its bytes (FileReaderSync reads them in a worker). */
export function itemsFromBytes(bytes: Uint8Array): AttributeMap[] {
  return itemsFromText(new TextDecoder().decode(bytes));
}

/** The items `itemsToText` wrote, each item and map of them with a null prototype again. */
export function itemsFromText(text: string): AttributeMap[] {
  // JSON.parse defines every key as the object's own (a "__proto__" attribute stays one).
  const items = JSON.parse(text) as Record<string, AttributeValue>[];
  for (const item of items) adopt(item);
  return items;
}

function adopt(map: Record<string, AttributeValue>): void {
  Object.setPrototypeOf(map, null);
  for (const name in map) nested(map[name]!);
}

function nested(value: AttributeValue): void {
  if ('M' in value) adopt(value.M as Record<string, AttributeValue>);
  else if ('L' in value) for (const element of value.L) nested(element);
}
