import { DYNAMODB_LIMITS } from '../../limits/dynamodb-limits.ts';
import { overPartitionCeiling } from '../../capacity/over-partition-ceiling.ts';
import { heatReport } from '../../heat/heat-report.ts';
import type { HeatKey, HeatView } from '../../heat/heat-types.ts';
import { findView } from './find-view.ts';
import { rejectedItems } from './rejected-items.ts';
import type { CheckKind } from './check-kind.ts';

export interface NoHotPartitionCheck {
  readonly kind: 'no-hot-partition';
  readonly table: string;
  /** One index only; absent: the table and every global secondary index of it. */
  readonly index?: string;
}

/** Units per second: whole numbers, one decimal below 10 (0.4 write units is not "0"). */
const fmt = (n: number) => n.toLocaleString('en', { maximumFractionDigits: n < 10 ? 1 : 0 });

/**
 * Under the design's workload (its `workload`, the defaults filling what it leaves out), no
 * partition key value of table `table` — nor of its global secondary indexes, unless `index`
 * names one — needs more than one partition serves: 3,000 read or 1,000 write units per second
 * (`overPartitionCeiling`, the rule's one home, over `heatReport`'s load). A local secondary
 * index shares its table's partitions, so naming one checks the table's keys.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html
 *
 * @example
 * noHotPartition.evaluate({ kind: 'no-hot-partition', table: 'Books' }, context);
 * // { pass: false, reason: 'under the workload, partition key "English" of table "Books" needs 1,250 write units per second, …' }
 */
export const noHotPartition: CheckKind<NoHotPartitionCheck> = {
  kind: 'no-hot-partition',
  label: 'No partition key value is over a partition’s throughput under the workload',
  parameters: [
    { name: 'table', type: 'table', required: true, label: 'Table' },
    {
      name: 'index',
      type: 'index',
      required: false,
      label: 'Index (the table and its GSIs when empty)'
    }
  ],
  describe(c) {
    const where = c.index
      ? `index "${c.index}" of table "${c.table}"`
      : `table "${c.table}" or its indexes`;
    return `under the workload, no partition key value of ${where} needs more than the ${fmt(DYNAMODB_LIMITS.partitionReadUnits)} read or ${fmt(DYNAMODB_LIMITS.partitionWriteUnits)} write units per second one partition serves`;
  },
  evaluate(c, { design, analysis }) {
    const found = findView(analysis, c.table, c.index);
    if (!found.ok) return { pass: false, reason: found.problem };
    const rejected = rejectedItems(found.table);
    if (rejected)
      return {
        pass: false,
        reason: `${rejected.text}, so their load has no partition to fall on yet — fix them first`
      };
    const t = analysis.tables.indexOf(found.table);
    const gsi = found.view.spec.kind === 'gsi' ? found.view.spec.index : null;
    const views = heatReport(design, analysis).views.filter(
      (v) => v.table === t && (c.index === undefined || v.index === gsi)
    );
    const hot: { view: HeatView; key: HeatKey }[] = [];
    for (const view of views)
      // Keys come hottest first, and a key past a ceiling uses more than a whole partition, so
      // the first key within both ends the search: every key after it is cooler.
      for (const key of view.keys) {
        const over = overPartitionCeiling(key.readUnits, key.writeUnits);
        if (!over.reads && !over.writes) break;
        hot.push({ view, key });
      }
    if (hot.length) {
      const { view, key } = hot.reduce((a, b) => (b.key.utilization > a.key.utilization ? b : a));
      const over = overPartitionCeiling(key.readUnits, key.writeUnits);
      const needs = [
        over.writes
          ? `${fmt(key.writeUnits)} write units per second where one partition serves ${fmt(DYNAMODB_LIMITS.partitionWriteUnits)}`
          : '',
        over.reads
          ? `${fmt(key.readUnits)} read units per second where one partition serves ${fmt(DYNAMODB_LIMITS.partitionReadUnits)}`
          : ''
      ].filter(Boolean);
      const others = hot.length - 1;
      return {
        pass: false,
        reason: `under the workload, partition key ${JSON.stringify(key.text)} of ${name(view)} needs ${needs.join(', and ')}: the rest is throttled${others ? ` (and ${others} more key${others === 1 ? '' : 's'} like it)` : ''} — key it on something with many values, or shard the key`
      };
    }
    const peak = views
      .flatMap((v) => (v.keys[0] ? [{ view: v, key: v.keys[0] }] : []))
      .sort((a, b) => b.key.utilization - a.key.utilization)[0];
    const where = c.index ? found.where : `${found.where} and its indexes`;
    if (!peak) return { pass: true, reason: `the workload puts no load on ${where}` };
    return {
      pass: true,
      reason: `under the workload every partition key value of ${where} fits in one partition: the hottest, ${JSON.stringify(peak.key.text)} (${name(peak.view)}), needs ${fmt(peak.key.readUnits)} read and ${fmt(peak.key.writeUnits)} write units per second (${Math.round(100 * peak.key.utilization)}% of a partition)`
    };
  }
};

function name(v: HeatView): string {
  return v.index === null
    ? `table "${v.tableName}"`
    : `index "${v.index}" of table "${v.tableName}"`;
}
