import { liveLinkOf } from '../../core/result-sets/live-link-of.ts';
import type { ReadSource } from '../../core/result-sets/read-source.ts';
import type { SavedRead } from '../../core/result-sets/saved-read.ts';
import type { TableDescription } from '../../core/table-description/table-description.ts';
import type { CheckedTarget } from '../../live/live-target.ts';
import { linkTargetOf } from './link-target-of.ts';
import type { SetOrigin } from './live-load.svelte.ts';

/**
 * Where a new set reads: the target's label, its `#live=` link, DescribeTable's item count of
 * what a Scan reads (the table's, or the index's), and the place it reads on from, if any.
 */
export function setOriginOf(
  target: CheckedTarget,
  description: TableDescription,
  source: ReadSource,
  from?: SavedRead
): SetOrigin {
  const counted = source.index
    ? description.indexes.find((i) => i.name === source.index)?.itemCount
    : description.itemCount;
  return {
    target: target.label,
    link: liveLinkOf(source, linkTargetOf(target)),
    ...(source.kind === 'scan' && counted !== undefined ? { total: counted } : {}),
    ...(from ? { resumedAfter: from.items } : {})
  };
}
