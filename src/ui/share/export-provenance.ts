import type { ReadCompleteness } from '../../core/result-sets/read-completeness.ts';
import { setProvenance } from '../../core/result-sets/set-provenance.ts';

/**
 * What the share menu reads of a live result set: a shape `LiveLoad` fits, written here because
 * src/ui/live is a room above this one (UI_ROOMS), which this room may not import.
 */
export interface SharedLiveSet {
  readonly name: string;
  readonly completeness: ReadCompleteness;
  readonly origin: { readonly target: string };
  readonly settings: { readonly source: { readonly table: string } };
  /** Whether the studio shows one of the set's designs (`LiveDesigns.bound`). */
  readonly designs: { readonly bound: boolean };
}

/**
 * The provenance note an export carries (`ExportRequest.provenance`): `setProvenance` of the
 * live result set the studio shows, complete or not, so the file says where its design's items
 * were read and how much of the read they are. The set counts as shown on the test
 * `LiveSetNotice` uses: a live design is open and it is this set's (the user has not opened
 * another design since). Otherwise undefined: a design of the user's own has no such note.
 *
 * @example
 * exportProvenance(studio, live.load);
 * // 'Items read from table "orders" at us-east-1: Scan of orders — partial: 10 of ≈22 items …'
 */
export function exportProvenance(
  studio: { readonly live: boolean },
  set: SharedLiveSet | null | undefined
): string | undefined {
  if (!studio.live || !set?.designs.bound) return undefined;
  return setProvenance({
    table: set.settings.source.table,
    target: set.origin.target,
    name: set.name,
    completeness: set.completeness
  });
}
