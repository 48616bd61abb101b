import { parseReadFilter } from '../query/parse-read-filter.ts';
import type { ReadFilter } from '../query/read-filter.ts';

const PARAM = { expression: 'filter', names: 'filter-names', values: 'filter-values' } as const;

/**
 * A live link's filter (`filter=`, with `filter-names=` and `filter-values=` as JSON), checked
 * as the Load dialog checks one (`parseReadFilter`): null when the link has none, or why it
 * cannot be read, naming the parameter. A GetItem has no filter.
 *
 * @example
 * filterOfParams(new URLSearchParams('filter=attribute_exists(%23d)&filter-names={"%23d":"due"}'), 'scan');
 * // { expression: 'attribute_exists(#d)', names: [['#d', 'due']], values: [] }
 */
export function filterOfParams(
  p: URLSearchParams,
  read: string | null
): ReadFilter | null | string {
  const expression = p.get(PARAM.expression);
  if (expression === null) {
    const stray = [PARAM.names, PARAM.values].find((k) => p.has(k));
    return stray ? `"${stray}=" belongs to a filter; add "filter=" or remove it` : null;
  }
  if (read === 'get')
    return 'a get link has no filter (GetItem reads one item by its key); remove "filter="';
  const parsed = parseReadFilter({
    expression,
    names: p.get(PARAM.names) ?? '',
    values: p.get(PARAM.values) ?? ''
  });
  return parsed.ok ? parsed.filter : `"${PARAM[parsed.field]}=": ${parsed.message}`;
}
