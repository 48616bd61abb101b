/**
 * The literal a synthetic key writes before one part, from the part's attribute name, in the
 * style of the single-table design workshops (`TOURNAMENT#${tournamentId}`): an identifier's
 * `Id` suffix dropped, camelCase words split by `_`, the whole in capitals. Letters and digits
 * only, so the label never holds the `#` that separates the parts; `PART` when the name has none.
 *
 * @example
 * partLabel('tournamentId'); // 'TOURNAMENT'
 * partLabel('matchDate'); // 'MATCH_DATE'
 */
export function partLabel(attribute: string): string {
  const stem = attribute.replace(/(?<=[\p{L}\p{N}])(?:Id|ID|_id)$/u, '');
  const words = stem
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1_$2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
  return words.length > 0 ? words.join('_').toUpperCase() : 'PART';
}
