import { readUnits } from '../capacity/read-units.ts';
import type { ResolvedPatternLoad } from '../workload/resolve-workload.ts';
import type { HeatSink } from './heat-sink.ts';

/** What adding an access pattern's reads key by key needs (readKeys). */
export interface KeyReads {
  readonly sink: HeatSink;
  /** For an LSI, the table collection each LSI collection is; null for the view itself. */
  readonly mapTo: ((c: number) => number) | null;
  /** Per key, its collection. */
  readonly collections: Int32Array;
  /** Per key, the bytes one Query reads there (NaN: its condition cannot be rendered). */
  readonly bytesOf: Float32Array;
  readonly load: ResolvedPatternLoad;
  /** The share of the pattern's requests that goes to the key ranked `rank`. */
  readonly shares: (rank: number) => number;
  /** The access pattern's index, the reads' source in the sink. */
  readonly index: number;
}

/**
 * Add the reads of keys `from`…`to` (each one collection, ranked by `rankOf`) to the sink,
 * and return `total` plus the read units they add. A plain function, called once a piece
 * (inPieces says why).
 *
 * @example
 * total = readKeys(read, groups.rankOf!, 0, 8192, total);
 */
export function readKeys(
  { sink, mapTo, collections, bytesOf, load, shares, index }: KeyReads,
  rankOf: Int32Array,
  from: number,
  to: number,
  total: number
): number {
  for (let k = from; k < to; k++) {
    const bytes = bytesOf[k]!;
    // Its sort key condition cannot be rendered for this key: no Query.
    if (Number.isNaN(bytes)) continue;
    const c = collections[k]!;
    const requests = load.rate * shares(rankOf[k]!);
    const units = requests * readUnits(bytes, load.consistency);
    sink.read(mapTo ? mapTo(c) : c, units, index, requests);
    total += units;
  }
  return total;
}
