import type { AccessPattern, SortKeyCondition } from '../model/design.ts';
import { padField } from './pad-field.ts';

/** One part of a synthetic key: the literal written before it and a Number's padding. */
export interface SyntheticPiece {
  readonly before: string;
  readonly width?: number;
}

/**
 * An access pattern on a multi-attribute index rewritten for the index's synthetic key: its
 * partition templates joined behind their literals (`TOURNAMENT#${t}#REGION#${r}`); its sort
 * conditions, `=` on a prefix of the sort parts, as `=` on the whole key or `begins_with` up to
 * the next separator, and a trailing `begins_with` as a longer prefix. A range (`<`, `>=`,
 * BETWEEN…) keeps its meaning only on a key of one sort part; on a later part it would take in
 * other values of the parts before it, so such a pattern is left for a hand rewrite and the
 * answer says why.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
 *
 * @example
 * syntheticPattern(bracketOfRound, [{ before: 'TOURNAMENT#' }, { before: '#REGION#' }], sortPieces);
 * // { …, partitionKey: 'TOURNAMENT#${tournamentId}#REGION#${region}', sortKey: { operator: 'begins_with', value: 'ROUND#${round}#BRACKET#${bracket}#' } }
 */
export function syntheticPattern(
  pattern: AccessPattern,
  partition: readonly SyntheticPiece[],
  sort: readonly SyntheticPiece[]
): AccessPattern | string {
  const pks = [pattern.partitionKey, ...(pattern.morePartitionKeys ?? [])];
  if (pks.length !== partition.length)
    return `it gives ${pks.length} partition value${pks.length === 1 ? '' : 's'} for a key of ${partition.length}; give it one per attribute, then export again`;
  const { morePartitionKeys: _p, sortKey: _s, moreSortKeys: _m, ...base } = pattern;
  const join = (values: readonly string[], pieces: readonly SyntheticPiece[]) =>
    values.map((v, i) => pieces[i]!.before + padField(v, pieces[i]!.width)).join('');
  const out: AccessPattern = { ...base, partitionKey: join(pks, partition) };
  const conditions = pattern.sortKey ? [pattern.sortKey, ...(pattern.moreSortKeys ?? [])] : [];
  const last = conditions.at(-1);
  if (!last) return out;
  if (conditions.length > sort.length)
    return `it has ${conditions.length} sort conditions for a key of ${sort.length}; drop the extra ones`;
  const equal = conditions.slice(0, -1);
  if (equal.some((c) => c.operator !== '='))
    return `only its last sort condition may be other than "="; rewrite it`;
  const prefix = join(
    equal.map((c) => c.value),
    sort
  );
  const piece = sort[conditions.length - 1]!;
  const at = (value: string) => prefix + piece.before + padField(value, piece.width);
  const sortKey = ((): SortKeyCondition | string => {
    if (last.operator === '=')
      return conditions.length === sort.length
        ? { operator: '=', value: at(last.value) }
        : { operator: 'begins_with', value: `${at(last.value)}#` };
    // A prefix of a padded Number is not a prefix of its value: leave it.
    if (last.operator === 'begins_with' && piece.width === undefined)
      return { operator: 'begins_with', value: prefix + piece.before + last.value };
    if (sort.length === 1 && last.operator !== 'begins_with')
      return {
        operator: last.operator,
        value: at(last.value),
        ...(last.upper !== undefined ? { upper: at(last.upper) } : {})
      };
    return `its sort condition ${last.operator} "${last.value}" on ${conditions.length === 1 ? 'the first' : 'a later'} sort part has no equal on a key that joins ${sort.length} parts into one string; rewrite it by hand`;
  })();
  return typeof sortKey === 'string' ? sortKey : { ...out, sortKey };
}
