import type { WindowRow } from '../../core/rows/view-rows.ts';

/** Characters of the partition key, sort key and entity columns. */
export interface KeyColumnChars {
  readonly pk: number;
  readonly sk: number;
  readonly entity: number;
}

/** Key columns show this many characters whole before they cut (and expand on hover or focus). */
export const KEY_CHARS_MAX = 44;
/** …and the entity column this many. */
export const ENTITY_CHARS_MAX = 28;
/** No column is narrower than its header needs. */
export const KEY_CHARS_MIN: KeyColumnChars = { pk: 10, sk: 10, entity: 8 };

/**
 * How many characters the key columns need to show the rows' values whole, capped at a generous
 * length, and never less than `seen` (so columns only widen while scrolling, never jump back).
 * Collection headers span the row and do not count.
 *
 * @example
 * keyColumnChars(rows, KEY_CHARS_MIN).pk; // 13 for GAME#0ab37cf1
 */
export function keyColumnChars(rows: readonly WindowRow[], seen: KeyColumnChars): KeyColumnChars {
  let { pk, sk, entity } = seen;
  for (const r of rows) {
    if (r.kind !== 'item') continue;
    pk = Math.max(pk, Math.min(KEY_CHARS_MAX, r.pk.text.length));
    sk = Math.max(sk, Math.min(KEY_CHARS_MAX, r.sk.text.length));
    const e = r.entity ?? '(no entity)';
    entity = Math.max(entity, Math.min(ENTITY_CHARS_MAX, e.length));
  }
  return pk === seen.pk && sk === seen.sk && entity === seen.entity ? seen : { pk, sk, entity };
}
