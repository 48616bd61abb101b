import type { Design } from '../core/model/design.ts';
import { compileReadFilter } from '../core/query/compile-read-filter.ts';
import { matchingItems } from '../core/query/matching-items.ts';
import type { ReadFilter } from '../core/query/read-filter.ts';

/** What a filter of the loaded items kept: `items` of the `of` loaded. */
export interface FilterAbout {
  readonly kind: 'filter';
  readonly items: number;
  readonly of: number;
}

/**
 * The raw live design with only the items `filter` keeps (`matchingItems`: DynamoDB's rule, on
 * the items as read), in their order; where the items are, so a million are filtered off the page.
 *
 * @example
 * filterLiveItems(live, filter).about; // { kind: 'filter', items: 312, of: 100000 }
 */
export function filterLiveItems(
  base: Design,
  filter: ReadFilter
): { design: Design; about: FilterAbout } {
  const live = base.tables[0];
  if (!live) throw new Error('the live design has no table to filter');
  const compiled = compileReadFilter(filter);
  if (!compiled.ok) throw new Error(`the filter cannot run: ${compiled.message}`);
  const kept = matchingItems(live.items, compiled.filter);
  const sources = live.itemSources;
  const table = {
    ...live,
    items: kept.map((i) => live.items[i]!),
    ...(sources ? { itemSources: kept.map((i) => sources[i]!) } : {})
  };
  return {
    design: { ...base, tables: [table, ...base.tables.slice(1)] },
    about: { kind: 'filter', items: kept.length, of: live.items.length }
  };
}
