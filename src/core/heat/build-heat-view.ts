import { monthlyCost } from '../capacity/monthly-cost.ts';
import { partitionCount } from '../capacity/partition-count.ts';
import {
  PARTITION_READ_UNITS,
  PARTITION_WRITE_UNITS,
  STORAGE_OVERHEAD_BYTES
} from '../capacity/partition-limits.ts';
import type { RegionPrices } from '../capacity/prices.ts';
import { keyValueId } from '../keys/compare-key-values.ts';
import { stableHash } from '../keys/stable-hash.ts';
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
  prices: RegionPrices,
  targetUtilization: number,
  topKeys: number
): HeatViewParts {
  const { heatView: view, cols, sink } = s;
  const n = view.collectionCount;
  const bytes = new Float64Array(n);
  for (let c = 0; c < n; c++)
    bytes[c] = cols.prefix[view.starts[c + 1]!]! - cols.prefix[view.starts[c]!]!;
  let storage = sum(bytes) + view.itemCount * STORAGE_OVERHEAD_BYTES;
  for (const l of s.lsis) {
    for (let c = 0; c < l.view.collectionCount; c++) {
      const tc = cols.collectionOf[l.view.orders[l.view.starts[c]!]!]!;
      const b = l.cols.prefix[l.view.starts[c + 1]!]! - l.cols.prefix[l.view.starts[c]!]!;
      if (tc >= 0) bytes[tc]! += b;
      storage += b;
    }
    storage += l.view.itemCount * STORAGE_OVERHEAD_BYTES;
  }
  const extras = [...sink.extra.values()];
  let readUnits = sink.unplacedReadUnits;
  let writeUnits = sink.unplacedWriteUnits;
  const utilization = new Float64Array(n + extras.length);
  for (let c = 0; c < n; c++) {
    readUnits += sink.readUnits[c]!;
    writeUnits += sink.writeUnits[c]!;
    utilization[c] =
      sink.readUnits[c]! / PARTITION_READ_UNITS + sink.writeUnits[c]! / PARTITION_WRITE_UNITS;
  }
  extras.forEach((x, i) => {
    readUnits += x.readUnits;
    writeUnits += x.writeUnits;
    utilization[n + i] = x.readUnits / PARTITION_READ_UNITS + x.writeUnits / PARTITION_WRITE_UNITS;
  });
  const count = partitionCount(storage, readUnits, writeUnits);
  const { ids: viewIds, hashes } = keyIds(view);
  const ids: string[] = [...viewIds];
  const hash = new Uint32Array(n + extras.length);
  hash.set(hashes);
  extras.forEach((x, i) => {
    ids[n + i] = keyValueId(x.pk);
    hash[n + i] = stableHash(ids[n + i]!);
  });
  const partitions = Array.from({ length: count }, (_, index) => ({
    index,
    keys: 0,
    readUnits: sink.unplacedReadUnits / count,
    writeUnits: sink.unplacedWriteUnits / count,
    bytes: 0,
    utilization: 0
  }));
  const placeOf = (k: number) => hash[k]! % count;
  for (let k = 0; k < ids.length; k++) {
    const p = partitions[placeOf(k)]!;
    p.keys++;
    if (k < n) {
      p.readUnits += sink.readUnits[k]!;
      p.writeUnits += sink.writeUnits[k]!;
      p.bytes += bytes[k]!;
    } else {
      p.readUnits += extras[k - n]!.readUnits;
      p.writeUnits += extras[k - n]!.writeUnits;
    }
  }
  for (const p of partitions)
    p.utilization = p.readUnits / PARTITION_READ_UNITS + p.writeUnits / PARTITION_WRITE_UNITS;
  const keys: HeatKey[] = topIndexes(utilization, topKeys).map((k) => {
    const inView = k < n;
    const x = inView ? null : extras[k - n]!;
    return {
      pk: inView ? view.collectionPk(k) : x!.pk,
      text: ids[k]!,
      id: ids[k]!,
      collection: inView ? k : -1,
      items: inView ? view.collection(k).live : 0,
      bytes: inView ? bytes[k]! : 0,
      readUnits: inView ? sink.readUnits[k]! : x!.readUnits,
      readRequests: inView ? sink.requests[k]! : x!.requests,
      writeUnits: inView ? sink.writeUnits[k]! : x!.writeUnits,
      utilization: utilization[k]!,
      partition: placeOf(k),
      reader: inView ? sink.reader[k]! : x!.reader,
      writer: inView ? sink.writer[k]! : -1
    };
  });
  const heat: HeatView = {
    table: s.table,
    view: s.view,
    tableName: view.spec.table,
    index: view.spec.index,
    partitionKey: view.spec.partitionKey.name,
    readUnits,
    writeUnits,
    unplacedReadUnits: sink.unplacedReadUnits,
    unplacedWriteUnits: sink.unplacedWriteUnits,
    storageBytes: storage,
    keyCount: ids.length,
    keys,
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

/** Each collection's key as text and its stable hash, made once per view (known by its orders). */
function keyIds(view: View): { ids: readonly string[]; hashes: Uint32Array } {
  let known = idCache.get(view.orders);
  if (!known) {
    const n = view.collectionCount;
    const ids = new Array<string>(n);
    const hashes = new Uint32Array(n);
    for (let c = 0; c < n; c++) hashes[c] = stableHash((ids[c] = keyValueId(view.collectionPk(c))));
    idCache.set(view.orders, (known = { ids, hashes }));
  }
  return known;
}

const idCache = new WeakMap<Int32Array, { ids: readonly string[]; hashes: Uint32Array }>();

function sum(a: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]!;
  return s;
}
