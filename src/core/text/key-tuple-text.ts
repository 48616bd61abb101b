import type { KeyValue } from '../model/attribute-value.ts';
import { attributeText } from './attribute-text.ts';
import { TUPLE_SEPARATOR } from './tuple-separator.ts';

/**
 * A multi-attribute key's values as one line, in KeySchema order, for a cell or a label:
 * `WINTER2026 · NA-EAST`. Text only: grouping uses `keyTupleId`, which keeps the parts apart
 * whatever they hold.
 *
 * @example
 * keyTupleText([{ S: 'WINTER2026' }, { S: 'NA-EAST' }]); // 'WINTER2026 · NA-EAST'
 */
export function keyTupleText(values: readonly KeyValue[]): string {
  return values.map(attributeText).join(TUPLE_SEPARATOR);
}
