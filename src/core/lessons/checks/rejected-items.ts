import type { TableAnalysis } from '../../analysis/analyze-design.ts';
import { andList } from './and-list.ts';

export interface RejectedItems {
  /** How many items DynamoDB would refuse. */
  readonly count: number;
  /**
   * A sentence for the learner: how many, of which entities, and why, grouped by reason —
   * `22 items of table "battle-royale" are rejected: 6 User, 4 Game and 12 UserGameMapping
   * items are missing table key "SK": the item has no "SK" attribute`.
   */
  readonly text: string;
}

/** At most this many reasons are spelled out; the table view lists every item. */
const REASONS = 3;

/**
 * The items of a table (only entity `entity`'s, if given) that DynamoDB would refuse to write —
 * a key attribute missing, empty, too long or of the wrong type (the analysis's rejections) —
 * or null when there are none. The one home of "a check never passes on rejected items": every
 * check that speaks of items asks it first, so none reads "nothing is overwritten" when nothing
 * was written.
 *
 * @example
 * rejectedItems(analysis.tables[0]!)?.text;
 * // '10 items of table "battle-royale" are rejected: 6 User and 4 Game items: missing table key "SK": …'
 */
export function rejectedItems(t: TableAnalysis, entity?: string): RejectedItems | null {
  const r = t.resolved;
  // reason → entity → count, in first-seen order
  const reasons = new Map<string, Map<string, number>>();
  let count = 0;
  for (let order = 0; order < r.count; order++) {
    if (r.rejections[order] === 0) continue;
    const name = r.entityOf(order);
    if (entity !== undefined && name !== entity) continue;
    count++;
    const why = r.rejection(order)?.message ?? 'DynamoDB would refuse it';
    const byEntity = reasons.get(why) ?? new Map<string, number>();
    const who = name ?? 'entity-less';
    byEntity.set(who, (byEntity.get(who) ?? 0) + 1);
    reasons.set(why, byEntity);
  }
  if (count === 0) return null;
  const groups = [...reasons].slice(0, REASONS).map(([why, byEntity]) => {
    const n = [...byEntity.values()].reduce((a, b) => a + b, 0);
    const who = andList([...byEntity].map(([name, k]) => `${k} ${name}`));
    return `${who} item${n === 1 ? '' : 's'}: ${why}`;
  });
  const more = reasons.size > REASONS ? `; and ${reasons.size - REASONS} more reasons` : '';
  const of = entity === undefined ? '' : `${entity} `;
  return {
    count,
    text: `${count} ${of}item${count === 1 ? '' : 's'} of table "${t.table.name}" ${count === 1 ? 'is' : 'are'} rejected (DynamoDB would refuse to write ${count === 1 ? 'it' : 'them'}) — ${groups.join('; ')}${more}`
  };
}
