import type { KeyValue } from '../model/attribute-value.ts';
import { attributeText } from '../text/attribute-text.ts';
import { TUPLE_SEPARATOR } from '../text/tuple-separator.ts';
import type { ViewSpec } from './table-key-attributes.ts';

/**
 * A multi-attribute collection's heading: each partition attribute named, with its value, in
 * KeySchema order (`tournamentId = WINTER2026 · region = NA-EAST`); `typed` adds each declared
 * type, for a tooltip (`tournamentId (S) = WINTER2026 · …`). The view's `parts` must be set.
 *
 * @example
 * collectionTitle(spec, [{ S: 'WINTER2026' }, { S: 'NA-EAST' }], false);
 * // 'tournamentId = WINTER2026 · region = NA-EAST'
 */
export function collectionTitle(
  spec: ViewSpec,
  values: readonly KeyValue[],
  typed: boolean
): string {
  return spec
    .parts!.partition.map((k, i) => {
      const value = values[i] ? attributeText(values[i]) : '';
      return `${k.name}${typed ? ` (${k.type})` : ''} = ${value}`;
    })
    .join(TUPLE_SEPARATOR);
}
