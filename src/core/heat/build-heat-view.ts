import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import { monthlyCost } from '../capacity/monthly-cost.ts';
import type { HeatPartitionNeed } from './heat-partition-need.ts';
import type { RegionPrices } from '../capacity/prices.ts';
import { keyValueId } from '../keys/compare-key-values.ts';
import { stableHash } from '../keys/stable-hash.ts';
import { keyHashes } from './key-hashes.ts';
import type { ResolvedTable } from '../views/resolved-table.ts';
import type { View } from '../views/view.ts';
import type { HeatSink } from './heat-sink.ts';
import type { HeatKey, HeatPartition, HeatView } from './heat-types.ts';
import { topIndexes } from './top-indexes.ts';

import type { ViewColumns } from './view-columns.ts';

/** A table or GSI whose load is all added up, and what finishing it needs. */
export interface FinishedSink {
  readonly table: number;
  readonly view: number;
  readonly resolved: ResolvedTable;
  readonly heatView: View;
  readonly cols: ViewColumns;
  /** For a table, its LSIs: their entries are in its collections and partitions. */
  readonly lsis: readonly { readonly view: View; readonly cols: ViewColumns }[];
  readonly sink: HeatSink;
  readonly provisioned?: { readonly read: number; readonly write: number };
}

/** What heat findings read besides the view: per collection bytes, and the keys in one list. */
export interface HeatViewParts {
  readonly heat: HeatView;
  /** Bytes per collection, LSI entries included. */
  readonly bytes: Float64Array;
  readonly partitionCount: number;
}

/**
 * Turn a table's or GSI's added-up load into its HeatView: totals, storage (100 bytes of
 * overhead per item and index entry), utilisation per key (read units / 3,000 + write units /
 * 1,000), the hottest `topKeys` keys, the illustrated physical partitions — as many as size
 * and throughput need, each key placed by a stable hash of its value (DynamoDB's own hash is
 * internal), load that lands on no known key spread evenly — and the month's cost.
 */
export function buildHeatView(
  s: FinishedSink,
  need: HeatPartitionNeed,
  prices: RegionPrices,
  targetUtilization: number,
  topKeys: number,
  ranked: HeatView['ranked'] = 'load'
): HeatViewParts {
  const { heatView: view, sink } = s;
  const n = view.collectionCount;
  const { bytes, storage, readUnits, writeUnits, needed, count } = need;
  const extras = [...sink.extra.values()];
  const utilization = sink.utilization;
  const R = DYNAMODB_LIMITS.partitionReadUnits;
  const W = DYNAMODB_LIMITS.partitionWriteUnits;
  // Every load in the sink is read multiplied by its scale (HeatSink.scale).
  const f = sink.scale;
  for (let c = 0; c < n; c++)
    utilization[c] = (sink.readUnits[c]! * f) / R + (sink.writeUnits[c]! * f) / W;
  const extraIds = extras.map((x) => keyValueId(x.pk));
  const extraUtil = extras.map((x) => (x.readUnits * f) / R + (x.writeUnits * f) / W);
  const per = needed / count;
  // On one partition every key is on it: a million keys are hashed only to be spread.
  const hashes = count > 1 ? keyHashes(view) : null;
  const extraHash = extraIds.map(stableHash);
  const partitions = Array.from({ length: count }, (_, index) => ({
    index,
    keys: 0,
    readUnits: (sink.unplacedReadUnits * f) / count,
    writeUnits: (sink.unplacedWriteUnits * f) / count,
    bytes: 0,
    utilization: 0
  }));
  for (let c = 0; c < n; c++) {
    const p = partitions[hashes ? hashes[c]! % count : 0]!;
    p.keys++;
    p.readUnits += sink.readUnits[c]! * f;
    p.writeUnits += sink.writeUnits[c]! * f;
    p.bytes += bytes[c]!;
  }
  extras.forEach((x, i) => {
    const p = partitions[extraHash[i]! % count]!;
    p.keys++;
    p.readUnits += x.readUnits * f;
    p.writeUnits += x.writeUnits * f;
  });
  for (const p of partitions) p.utilization = (p.readUnits / R + p.writeUnits / W) / per;
  // The hottest of the view's keys and of the keys it does not hold, together; or, measured,
  // the largest of the keys it holds (keys a workload names hold nothing measured).
  const top =
    ranked === 'measured'
      ? topIndexes(measuredScores(view, bytes), topKeys).map((c) => ({ k: c, u: utilization[c]! }))
      : [
          ...topIndexes(utilization.subarray(0, n), topKeys).map((c) => ({
            k: c,
            u: utilization[c]!
          })),
          ...extraUtil.map((u, i) => ({ k: n + i, u }))
        ]
          .sort((a, b) => b.u - a.u || a.k - b.k)
          .slice(0, topKeys);
  const keys: HeatKey[] = top.map(({ k, u }) => {
    if (k < n) {
      const pk = view.collectionPk(k);
      const id = keyValueId(pk);
      return {
        pk,
        text: id,
        id,
        collection: k,
        items: view.collection(k).live,
        bytes: bytes[k]!,
        readUnits: sink.readUnits[k]! * f,
        readRequests: sink.requests[k]! * f,
        writeUnits: sink.writeUnits[k]! * f,
        utilization: u,
        partition: hashes ? hashes[k]! % count : 0,
        reader: sink.reader[k]!,
        writer: sink.writer[k]!
      };
    }
    const x = extras[k - n]!;
    return {
      pk: x.pk,
      text: extraIds[k - n]!,
      id: extraIds[k - n]!,
      collection: -1,
      items: 0,
      bytes: 0,
      readUnits: x.readUnits * f,
      readRequests: x.requests * f,
      writeUnits: x.writeUnits * f,
      utilization: u,
      partition: extraHash[k - n]! % count,
      reader: x.reader,
      writer: -1
    };
  });
  const heat: HeatView = {
    table: s.table,
    view: s.view,
    tableName: view.spec.table,
    index: view.spec.index,
    partitionKey: view.spec.partitionKey.name,
    ranked,
    readUnits,
    writeUnits,
    unplacedReadUnits: sink.unplacedReadUnits * f,
    unplacedWriteUnits: sink.unplacedWriteUnits * f,
    storageBytes: storage,
    keyCount: n + extras.length,
    keys,
    partitionCount: needed,
    partitions: partitions as HeatPartition[],
    cost: monthlyCost(
      {
        readUnits,
        writeUnits,
        storageBytes: storage,
        ...(s.provisioned ? { provisioned: s.provisioned } : {})
      },
      prices,
      targetUtilization
    )
  };
  return { heat, bytes, partitionCount: count };
}

/**
 * What ranks a collection by what was measured: its items, ties broken by its bytes (as a
 * fraction below one, so no count is lost to floating point however large the bytes).
 */
function measuredScores(view: FinishedSink['heatView'], bytes: Float64Array): Float64Array {
  const n = view.collectionCount;
  let most = 0;
  for (let c = 0; c < n; c++) most = Math.max(most, bytes[c]!);
  const scores = new Float64Array(n);
  for (let c = 0; c < n; c++) scores[c] = view.collection(c).live + bytes[c]! / (most + 1);
  return scores;
}
