import { tabCapacity, type TabCapacity } from '../../core/reading/tab-capacity.ts';
import type { TableDescription } from '../../core/table-description/table-description.ts';
import { browserMemory } from './browser-memory.ts';

/**
 * What this tab can hold of a table's items (`tabCapacity` on what the browser says of its
 * memory), sized by the table's average item when DescribeTable gives one, else by the largest
 * the caps allow: a larger cap needs the user's explicit choice.
 */
export function capacityFor(
  description: TableDescription,
  maxItems: number,
  maxBytes: number
): TabCapacity {
  const count = description.itemCount ?? 0;
  const average =
    count > 0 && description.sizeBytes ? description.sizeBytes / count : maxBytes / maxItems;
  return tabCapacity(browserMemory(), average);
}
