import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import { findingItem } from '../findings/finding-item.ts';
import { CUT, describeItem, WHOLE, type ItemDescription } from '../inspect/describe-item.ts';
import { indexOverwrites } from '../inspect/index-overwrites.ts';
import { itemPlaces, type ItemPlace } from '../inspect/item-places.ts';
import type { Design } from '../model/design.ts';
import type { ResolvedItem } from '../views/resolved-table.ts';

/**
 * One analysis's items as the inspector and the findings panel ask for them: an item's
 * description, and which item a finding's path is about. What each needs (a table's overwritten
 * items, where every item came from) is built on first use and kept. AnalysisSession's item
 * questions.
 *
 * @example
 * new ItemLookup(analysis).item(design, 0, 3, false)?.attributes;
 */
export class ItemLookup {
  #overwrites = new Map<number, Map<number, ResolvedItem>>();
  #places: ((source: string) => ItemPlace | undefined) | null = null;

  constructor(readonly analysis: DesignAnalysis) {}

  /** The description of the item written `order`-th into table `table` (values cut unless `whole`). */
  item(table: number, order: number, whole: boolean): ItemDescription | null {
    const ta = this.analysis.tables[table];
    if (!ta) return null;
    let overwrites = this.#overwrites.get(table);
    if (!overwrites) {
      overwrites = ta.views[0] ? indexOverwrites(ta.views[0]) : new Map<number, ResolvedItem>();
      this.#overwrites.set(table, overwrites);
    }
    return describeItem(ta.resolved, order, overwrites, whole ? WHOLE : CUT);
  }

  /** The item a finding's path in `design` (the analysed one, or one with its items) is about. */
  findingItem(design: Design, path: string): ItemPlace | null {
    this.#places ??= itemPlaces(
      design,
      this.analysis.tables.map((t) => t.resolved)
    );
    return findingItem(path, this.#places);
  }
}
