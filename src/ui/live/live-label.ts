import type { Design } from '../../core/model/design.ts';
import type { FilterAbout } from '../../workers/filter-live-items.ts';

/**
 * What the studio's title adds to a live set's label for the live design shown: nothing for the
 * table as read, else which derived design it is (a find says how many it found).
 */
export function liveLabel(
  design: Design,
  d: {
    readonly raw: Design;
    readonly inferred: { readonly design: Design } | null;
    readonly filtered: { readonly design: Design; readonly about: FilterAbout } | null;
  }
): string {
  if (design === d.raw) return '';
  if (design === d.inferred?.design) return ' — inferred design';
  if (design === d.filtered?.design)
    return ` — ${d.filtered.about.items.toLocaleString('en')} of ${d.filtered.about.of.toLocaleString('en')} loaded items found`;
  return ' — overlay';
}
