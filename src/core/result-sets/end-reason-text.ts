import type { ReadEndReason } from './read-end-reason.ts';

// A Record over the union, so a new reason without its words fails to compile.
const TEXT: Readonly<Record<ReadEndReason, string>> = {
  complete: 'complete',
  stopped: 'stopped',
  'item-cap': 'stopped at the item cap',
  'byte-cap': 'stopped at the size cap',
  problem: 'stopped by a problem',
  memory: 'stopped near what this tab can hold'
};

/**
 * Why a read ended, in the words people see: their one home, so a load's progress line
 * (LoadProgress) and a set's completeness (readCompleteness) never say it two ways.
 *
 * @example
 * endReasonText('item-cap'); // 'stopped at the item cap'
 */
export function endReasonText(reason: ReadEndReason): string {
  return TEXT[reason];
}
