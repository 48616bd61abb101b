import type { AttributeValue } from '../model/attribute-value.ts';

/** A fixed word of a design, as in `USER`, `METADATA`, `GSI1`: capitals and `_`, one digit at most at the end. */
const WORD = /^[A-Z][A-Z_]*[0-9]?$/;
/** The separators single-table designs put between a key's parts. */
const SEPARATORS = /([#|])/;
/** Where a value stood in a shape. */
export const VALUE_MARK = '…';

/**
 * The shape of one key value, its fixed words kept and its values replaced by `…`:
 * `USER#alex` → `USER#…`, `#METADATA#alex` → `#METADATA#…`, `GAME#C6F38A6A` → `GAME#…` (a
 * token with digits inside is a value). A number or binary key is `N` or `B`. Decided from the
 * one value alone, so a scan can count shapes without holding items; the design inference, which
 * sees many items, reads shapes more finely (core/infer/read-key.ts).
 *
 * @example
 * keyShape({ S: 'ORDER#2026-11-30#LINE#007' }); // 'ORDER#…#LINE#…'
 */
export function keyShape(value: AttributeValue | undefined): string {
  if (!value) return '∅';
  if ('N' in value) return 'N';
  if ('B' in value) return 'B';
  if (!('S' in value)) return '?';
  return value.S.split(SEPARATORS)
    .map((part, i) => (i % 2 === 1 || part === '' || WORD.test(part) ? part : VALUE_MARK))
    .join('');
}
