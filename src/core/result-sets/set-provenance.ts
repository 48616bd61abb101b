import type { ReadCompleteness } from './read-completeness.ts';

/** What a result set is, as `setProvenance` words it. */
export interface SetProvenance {
  /** The table read (the set's `ReadSource.table`). */
  readonly table: string;
  /** Where it was read: the target's label (`us-east-1`, `http://127.0.0.1:8000`). */
  readonly target: string;
  /** The set's name (`readSetName`, and "read on after …" for a set resumed after a reload). */
  readonly name: string;
  /** The set's `readCompleteness`. */
  readonly completeness: ReadCompleteness;
}

/**
 * One line saying where a live result set's items were read and how much of what the read
 * covers they are: the words an export of the design a live set shows carries (in its
 * description, a comment), so a file made from a partial read still says so once it has left
 * the studio, where `LiveSetNotice` said it. The completeness is the set's own text, so the
 * file and the notice never say it two ways; short of a complete read, the line adds that what
 * is drawn from the items (inferred entities and templates, counts) holds for those items only,
 * since the rest of the table was not read. Its parts are single lines (the table quoted with
 * JSON's escapes, `readSetName` quotes values the same way), so the result is one line.
 *
 * @example
 * setProvenance({
 *   table: 'orders',
 *   target: 'us-east-1',
 *   name: 'Scan of orders',
 *   completeness: readCompleteness({ end: 'item-cap', items: 10, total: 22 })
 * });
 * // 'Items read from table "orders" at us-east-1: Scan of orders — partial: 10 of ≈22 items
 * //  (stopped at the item cap). What is drawn from the items holds for these items only.'
 */
export function setProvenance(set: SetProvenance): string {
  const read = `Items read from table ${JSON.stringify(set.table)} at ${set.target}: ${set.name} — ${set.completeness.text}.`;
  return set.completeness.state === 'complete'
    ? read
    : `${read} What is drawn from the items holds for these items only.`;
}
