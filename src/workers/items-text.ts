import type { AttributeMap, AttributeValue } from '../core/model/attribute-value.ts';

/**
 * A page of live items as it travels from the live worker, through the page, to the analysis
 * worker: one JSON text. Why not the objects: structured clone rebuilds each of a page's ~10,000
 * small objects on the thread that receives them, 15–25 ms for a page of 256 KB (a trace of
 * bench:live-ui), and the page would then copy them again for the analysis worker. A text is
 * copied as one block; only the analysis worker (and a profile, which reads the items on the
 * page) parses it.
 *
 * @example
 * itemsFromText(itemsToText([{ id: { S: 'a' } }]))[0]!['id']; // { S: 'a' }
 */
export function itemsToText(items: readonly AttributeMap[]): string {
  return JSON.stringify(items);
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
