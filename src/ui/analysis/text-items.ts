import type { AttributeMap } from '../../core/model/attribute-value.ts';
import { itemsFromText } from '../../workers/items-text.ts';
import { REMOTE_ITEM } from './remote-items.ts';

// A page of live items the page holds as their text (itemsToText), never as objects: the design
// sender sends the text as it is, and the analysis worker parses it (design-receiver.ts).
const texts = new WeakMap<readonly AttributeMap[], string>();

/**
 * `count` items held as `text`: an array of the right length (so counting and appending work)
 * whose items are placeholders, the text kept beside it for `textOf` and `itemsOfText`.
 *
 * @example
 * textItems(itemsToText(page), page.length).length; // page.length
 */
export function textItems(text: string, count: number): readonly AttributeMap[] {
  const items: readonly AttributeMap[] = new Array<AttributeMap>(count).fill(REMOTE_ITEM);
  texts.set(items, text);
  return items;
}

/** The text `items` stands for, if it is a `textItems` array. */
export function textOf(items: readonly AttributeMap[]): string | undefined {
  return texts.get(items);
}

/** The items themselves: parsed from their text for a `textItems` array, else `items`. */
export function itemsOfText(items: readonly AttributeMap[]): readonly AttributeMap[] {
  const text = texts.get(items);
  return text === undefined ? items : itemsFromText(text);
}
