import { partitionCount } from '../capacity/partition-count.ts';
import { collectionBytes, type BytesSource } from './collection-bytes.ts';
import type { HeatSink } from './heat-sink.ts';
import type { ArrayRecycler } from '../views/array-recycler.ts';

/** At most this many partitions are illustrated per view (see HeatView.partitions). */
export const MAX_ILLUSTRATED_PARTITIONS = 10_000;

/** A view's totals, and the partitions its size and throughput need. */
export interface HeatPartitionNeed {
  /** Bytes per collection, LSI entries included. */
  readonly bytes: Float64Array;
  readonly storage: number;
  /** Read and write units per second, keys the view does not hold and unplaced load included. */
  readonly readUnits: number;
  readonly writeUnits: number;
  /** Partitions needed (partitionCount), and how many are illustrated. */
  readonly needed: number;
  readonly count: number;
}

/**
 * How many physical partitions a table's or GSI's added-up load needs, as size and throughput
 * decide (partitionCount), and how many are illustrated: at most MAX_ILLUSTRATED_PARTITIONS,
 * each standing for needed / count of them, so the array stays small when a workload at its
 * bounds needs hundreds of thousands. Known before any key is placed, so a view on one
 * partition hashes none of its keys.
 *
 * @example
 * heatPartitionNeed(sink).count; // 1 for a small table under a light load
 */
export function heatPartitionNeed(
  s: BytesSource & { readonly sink: HeatSink },
  arrays?: ArrayRecycler
): HeatPartitionNeed {
  const { heatView: view, sink } = s;
  const n = view.collectionCount;
  const { bytes, storage } = collectionBytes(s, arrays);
  // Every load in the sink is read multiplied by its scale (HeatSink.scale).
  const f = sink.scale;
  let readUnits = sink.unplacedReadUnits * f;
  let writeUnits = sink.unplacedWriteUnits * f;
  for (let c = 0; c < n; c++) {
    readUnits += sink.readUnits[c]! * f;
    writeUnits += sink.writeUnits[c]! * f;
  }
  for (const x of sink.extra.values()) {
    readUnits += x.readUnits * f;
    writeUnits += x.writeUnits * f;
  }
  const needed = partitionCount(storage, readUnits, writeUnits);
  return {
    bytes,
    storage,
    readUnits,
    writeUnits,
    needed,
    count: Math.min(needed, MAX_ILLUSTRATED_PARTITIONS)
  };
}
