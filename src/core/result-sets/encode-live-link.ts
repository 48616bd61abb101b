import { LIVE_LINK, type LiveLink } from './live-link.ts';

/**
 * A live link's hash, `#live=1&…`, its parameters in a fixed order and percent-encoded
 * (URLSearchParams), so the same set always has the same address and any key value survives. A
 * Query of a multi-attribute key repeats `pk=` for each partition value and `sk-op=`, `sk=` (and
 * `sk-upper=` for BETWEEN) for each sort condition, in KeySchema order.
 *
 * @example
 * encodeLiveLink({ target: { kind: 'embedded' }, table: 'Orders', read: { kind: 'scan' } });
 * // '#live=1&target=embedded&table=Orders&read=scan'
 */
export function encodeLiveLink(link: LiveLink): string {
  const p = new URLSearchParams();
  p.set(LIVE_LINK.param, LIVE_LINK.version);
  const t = link.target;
  if (t.kind === 'embedded') p.set('target', 'embedded');
  else if (t.kind === 'region') p.set('region', t.region);
  else {
    p.set('endpoint', t.endpoint);
    if (t.region) p.set('region', t.region);
  }
  p.set('table', link.table);
  if (link.index) p.set('index', link.index);
  const read = link.read;
  p.set('read', read.kind);
  if (read.kind === 'scan') {
    if (read.segments && read.segments > 1) p.set('segments', String(read.segments));
    if (read.sample) {
      p.set('sample', String(read.sample.count));
      p.set('seed', String(read.sample.seed));
    }
  } else if (read.kind === 'get') {
    p.set('pk', read.partitionValue);
    if (read.sortValue !== undefined) p.set('sk', read.sortValue);
  } else {
    // A multi-attribute key's values and conditions repeat their parameters, in KeySchema order.
    for (const value of [read.partitionValue, ...(read.morePartitionValues ?? [])])
      p.append('pk', value);
    for (const sort of read.sortKey ? [read.sortKey, ...(read.moreSortKeys ?? [])] : []) {
      p.append('sk-op', sort.operator);
      p.append('sk', sort.value);
      if (sort.operator === 'BETWEEN') p.append('sk-upper', sort.upper ?? '');
    }
    if (read.descending) p.set('order', 'descending');
  }
  if (read.kind !== 'get' && read.filter) {
    const { expression, names, values } = read.filter;
    p.set('filter', expression);
    if (names.length) p.set('filter-names', JSON.stringify(Object.fromEntries(names)));
    if (values.length) p.set('filter-values', JSON.stringify(Object.fromEntries(values)));
  }
  return `#${p.toString()}`;
}
