import { attributeText } from '../text/attribute-text.ts';
import type { View } from '../views/view.ts';

/**
 * The position of the collection a user means by `text`: the one whose partition key value
 * reads exactly `text`, else the first (in view order) whose value starts with it; -1 if none.
 *
 * @example
 * findCollection(tableView, 'GAME#'); // the first game's collection
 */
export function findCollection(view: View, text: string): number {
  const wanted = text.trim();
  if (wanted === '') return -1;
  const n = view.collectionCount;
  for (let i = 0; i < n; i++) if (attributeText(view.collectionPk(i)) === wanted) return i;
  for (let i = 0; i < n; i++) if (attributeText(view.collectionPk(i)).startsWith(wanted)) return i;
  return -1;
}
