import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import { overPartitionCeiling } from '../capacity/over-partition-ceiling.ts';
import { describeKeyValue } from '../analysis/describe-key.ts';
import type { KeyValue } from '../model/attribute-value.ts';
import type { Design } from '../model/design.ts';
import { joinPath, type Finding } from '../model/finding.ts';
import { formatBytes } from '../text/format-bytes.ts';
import { HORIZON_DAYS } from '../workload/workload-defaults.ts';
import type { FinishedSink, HeatViewParts } from './build-heat-view.ts';

/** Findings of one code for one table or index listed one by one; a last one counts the rest. */
export const MAX_HEAT_FINDINGS = 20;

const fmt = (n: number) => Math.round(n).toLocaleString('en');

/**
 * What heat says is wrong, per table and global secondary index:
 * - `heat.hot-key` (error): a partition key value needing more than 3,000 read or 1,000 write
 *   units per second, which one partition serves and a single key cannot be split beyond;
 * - `heat.gsi-back-pressure` (error): the same for writes to a GSI key, where DynamoDB throttles
 *   the writes to the table itself;
 * - `heat.hot-share` (warning): one key taking more than `hotShare` of the reads or writes of a
 *   table or index that needs more than one partition, so the others sit idle;
 * - `heat.collection-size`: with an LSI, an item collection over 10 GB (error) or on course to
 *   pass it within a year at the workload's growth (warning);
 * - `capacity.provisioned-short` (warning): provisioned capacity below the workload.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/gsi-throttling.html
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/LSI.html#LSI.ItemCollections.SizeLimit
 */
export function heatFindings(
  design: Design,
  sinks: readonly FinishedSink[],
  parts: readonly HeatViewParts[],
  hotShare: number
): Finding[] {
  const out: Finding[] = [];
  sinks.forEach((s, i) => {
    const { heat, bytes, partitionCount } = parts[i]!;
    const gsi = heat.index !== null;
    const where = gsi
      ? `index "${heat.index}" of table "${heat.tableName}"`
      : `table "${heat.tableName}"`;
    const counted = new Map<string, number>();
    // The message is written only for the findings listed (a million hot keys count, unwritten).
    const push = (f: Omit<Finding, 'message'> & { readonly message: () => string }) => {
      const n = (counted.get(f.code) ?? 0) + 1;
      counted.set(f.code, n);
      if (n <= MAX_HEAT_FINDINGS) out.push({ ...f, message: f.message() });
    };
    const readerPath = (p: number) => (p >= 0 ? `$.accessPatterns[${p}]` : '$.workload');
    const writerPath = (e: number) =>
      e >= 0 ? joinPath(joinPath(`$.entities[${e}]`, 'keys'), heat.partitionKey) : '$.workload';
    const reading = (p: number) =>
      p >= 0 ? `; "${design.accessPatterns[p]?.name}" reads it most` : '';
    const writing = (e: number) => (e >= 0 ? `; ${design.entities[e]?.name} writes it most` : '');
    const shareOfReads =
      partitionCount > 1 && heat.readUnits > 0 ? hotShare * heat.readUnits : Infinity;
    const shareOfWrites =
      partitionCount > 1 && heat.writeUnits > 0 ? hotShare * heat.writeUnits : Infinity;
    const lsi = s.lsis.length > 0;
    // Only a key past a ceiling or a share, or any loaded key's growth beside an LSI, can make
    // a finding: the others (nearly all of a million) are passed over without making their key.
    const readsAbove = Math.min(DYNAMODB_LIMITS.partitionReadUnits, shareOfReads);
    const writesAbove = Math.min(DYNAMODB_LIMITS.partitionWriteUnits, shareOfWrites);
    const keysOf = (
      visit: (pk: KeyValue, r: number, w: number, reader: number, writer: number, c: number) => void
    ) => {
      const v = s.heatView;
      const reads = s.sink.readUnits;
      const writes = s.sink.writeUnits;
      // Every load in the sink is read multiplied by its scale (HeatSink.scale).
      const f = s.sink.scale;
      for (let c = 0; c < v.collectionCount; c++) {
        const r = reads[c]! * f;
        const w = writes[c]! * f;
        if (r > readsAbove || w > writesAbove || (lsi && (r > 0 || w > 0)))
          visit(v.collectionPk(c), r, w, s.sink.reader[c]!, s.sink.writer[c]!, c);
      }
      for (const x of s.sink.extra.values())
        visit(x.pk, x.readUnits * f, x.writeUnits * f, x.reader, -1, -1);
    };
    keysOf((pk, r, w, reader, writer, c) => {
      const growing = lsi && c >= 0;
      const over = overPartitionCeiling(r, w);
      if (!over.reads && !over.writes && r <= shareOfReads && w <= shareOfWrites && !growing)
        return;
      let described: string | undefined;
      const key = () => (described ??= describeKeyValue(pk));
      if (over.reads)
        push({
          severity: 'error',
          code: 'heat.hot-key',
          path: readerPath(reader),
          message: () =>
            `${where}: partition key ${key()} needs ${fmt(r)} read units per second, ${(r / DYNAMODB_LIMITS.partitionReadUnits).toFixed(1)}× the ${fmt(DYNAMODB_LIMITS.partitionReadUnits)} one partition serves, and one key is never split further: the rest is throttled${reading(reader)} — spread its reads (cache them, move them to an index on another key) or split the key`
        });
      if (over.writes)
        push({
          severity: 'error',
          code: gsi ? 'heat.gsi-back-pressure' : 'heat.hot-key',
          path: writerPath(writer),
          message: () =>
            `${where}: partition key ${key()} needs ${fmt(w)} write units per second, ${(w / DYNAMODB_LIMITS.partitionWriteUnits).toFixed(1)}× the ${fmt(DYNAMODB_LIMITS.partitionWriteUnits)} one partition serves${writing(writer)}${gsi ? ': the index cannot keep up, and DynamoDB then throttles writes to the table itself' : ': the rest is throttled'} — shard the key (a suffix such as #0…#N) or key it on something with more values`
        });
      if (r > shareOfReads && !over.reads)
        push({
          severity: 'warning',
          code: 'heat.hot-share',
          path: readerPath(reader),
          message: () =>
            `${where}: partition key ${key()} takes ${Math.round((100 * r) / heat.readUnits)}% of the reads (${fmt(r)} of ${fmt(heat.readUnits)} read units per second) though the ${gsi ? 'index' : 'table'} needs ${partitionCount} partitions: one does the work while the others idle${reading(reader)}`
        });
      if (w > shareOfWrites && !over.writes)
        push({
          severity: 'warning',
          code: 'heat.hot-share',
          path: writerPath(writer),
          message: () =>
            `${where}: partition key ${key()} takes ${Math.round((100 * w) / heat.writeUnits)}% of the writes (${fmt(w)} of ${fmt(heat.writeUnits)} write units per second) though the ${gsi ? 'index' : 'table'} needs ${partitionCount} partitions: one does the work while the others idle${writing(writer)}`
        });
      if (!growing) return;
      const now = bytes[c]!;
      // A table with LSIs keeps its collections' growth (HeatSink.growth).
      const grows = s.sink.growth![c]! * s.sink.scale;
      const later = now + grows * HORIZON_DAYS * 86400;
      if (later <= DYNAMODB_LIMITS.itemCollectionBytes) return;
      push({
        severity: now > DYNAMODB_LIMITS.itemCollectionBytes ? 'error' : 'warning',
        code: 'heat.collection-size',
        path: writerPath(writer),
        message: () =>
          now > DYNAMODB_LIMITS.itemCollectionBytes
            ? `${where} has a local secondary index, so an item collection holds at most 10 GB, and ${key()} holds ${formatBytes(now)}: writes to it fail (ItemCollectionSizeLimitExceededException)`
            : `${where} has a local secondary index, so an item collection holds at most 10 GB; ${key()} holds ${formatBytes(now)} and grows ${formatBytes(grows * 86400)} a day at the workload, passing 10 GB in about ${Math.ceil((DYNAMODB_LIMITS.itemCollectionBytes - now) / (grows * 86400))} days — then its writes fail. Key the LSI's items on more values, or use a GSI (no size limit)`
      });
    });
    for (const [code, n] of counted)
      if (n > MAX_HEAT_FINDINGS)
        out.push({
          severity: code === 'heat.hot-share' ? 'warning' : 'error',
          code,
          path: '$.workload',
          message: `${where}: ${n - MAX_HEAT_FINDINGS} more keys like these (${n} in all; the first ${MAX_HEAT_FINDINGS} are listed)`
        });
    if (s.provisioned) {
      const short: string[] = [];
      if (heat.readUnits > s.provisioned.read)
        short.push(
          `${fmt(heat.readUnits)} read units per second against ${fmt(s.provisioned.read)} provisioned`
        );
      if (heat.writeUnits > s.provisioned.write)
        short.push(
          `${fmt(heat.writeUnits)} write units per second against ${fmt(s.provisioned.write)} provisioned`
        );
      if (short.length)
        out.push({
          severity: 'warning',
          code: 'capacity.provisioned-short',
          path: `$.tables[${heat.table}].billing`,
          message: `${where} needs ${short.join(' and ')}: past the burst DynamoDB keeps (up to ${DYNAMODB_LIMITS.burstSeconds} seconds of unused capacity) requests are throttled${gsi && heat.writeUnits > s.provisioned.write ? ', and a GSI short of write capacity throttles writes to the table' : ''} — raise the capacity, turn on auto scaling, or use on-demand`
        });
    }
  });
  return out;
}
