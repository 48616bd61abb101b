import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { AttributeMap, KeyValue } from '../model/attribute-value.ts';
import { emptyMap } from '../model/attribute-value.ts';
import type { Finding } from '../model/finding.ts';
import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import { canonicalKeyValue } from '../keys/compare-key-values.ts';
import type { View } from '../views/view.ts';
import { viewKeyAttributes } from '../views/table-key-attributes.ts';
import { viewKeyNames } from '../views/view-key-names.ts';
import type { PatternReport } from '../query/pattern-findings.ts';
import type { HeatReport } from '../heat/heat-types.ts';
import { PRICES } from '../capacity/prices.ts';

/** The machine report of `keyscope check --json`; documented in docs/cli.md. */
export interface CheckReport {
  readonly design: { readonly name: string; readonly source: string };
  readonly views: readonly ReportView[];
  readonly collisions: readonly ReportCollision[];
  readonly findings: readonly Finding[];
  /** Each access pattern run as one Query: count, read units, entities returned, and whether it still does its job. */
  readonly accessPatterns: readonly PatternReport[];
  /** Capacity and heat under the design's workload; absent when none was computed. */
  readonly capacity?: ReportCapacity;
  readonly summary: {
    readonly errors: number;
    readonly warnings: number;
    readonly collisions: number;
    readonly items: number;
  };
}

/** USD per month in each capacity mode, storage included in each. */
export interface ReportCost {
  readonly onDemand: number;
  readonly provisioned: number;
  readonly autoScaled: number;
  readonly storage: number;
}

/** Capacity of one table (its LSIs included) or global secondary index under the workload. */
export interface ReportCapacityView {
  readonly table: string;
  readonly index: string | null;
  /** Read and write units per second. */
  readonly readUnits: number;
  readonly writeUnits: number;
  /** Illustrated physical partitions: max(ceil(size / 10 GB), ceil(RCU / 3000 + WCU / 1000)). */
  readonly partitions: number;
  readonly storageBytes: number;
  /** The hottest partition key value, by share of one partition's throughput. */
  readonly peak: {
    readonly key: KeyValue;
    readonly readUnits: number;
    readonly writeUnits: number;
    readonly utilization: number;
  } | null;
  /** What one partition key value can take per second. */
  readonly ceiling: { readonly readUnits: number; readonly writeUnits: number };
  readonly monthlyCost: ReportCost;
}

export interface ReportCapacity {
  readonly region: string;
  /** The date the prices apply from. */
  readonly pricesAsOf: string;
  /** The factor every rate was multiplied by (1 unless asked). */
  readonly scale: number;
  readonly views: readonly ReportCapacityView[];
  readonly monthlyCost: ReportCost;
}

export interface ReportView {
  readonly table: string;
  readonly index: string | null;
  /** The partition key attribute; a multi-attribute key's attributes joined by " + ". */
  readonly partitionKey: string;
  readonly sortKey: string | null;
  /** A multi-attribute key's attributes, in KeySchema order (absent for one attribute). */
  readonly keyParts?: { readonly partition: readonly string[]; readonly sort: readonly string[] };
  readonly itemCount: number;
  /** Items left out of this view (indexes are sparse), with why. */
  readonly absent: readonly {
    readonly source: string;
    readonly entity: string | null;
    readonly reason: string;
  }[];
  readonly collections: readonly {
    /** The partition key value; for a multi-attribute key, its parts as one text. */
    readonly pk: KeyValue;
    /** A multi-attribute key's partition values, in KeySchema order. */
    readonly parts?: readonly KeyValue[];
    readonly itemCount: number;
    readonly items: readonly ReportItem[];
  }[];
}

export interface ReportItem {
  /** The item's key in this view: table key, plus the index key for an index. */
  readonly key: AttributeMap;
  readonly entity: string | null;
  readonly source: string;
}

export interface ReportCollision {
  readonly table: string;
  readonly index: null;
  readonly key: AttributeMap;
  /** In write order; the last one is what the table holds. */
  readonly items: readonly { readonly entity: string | null; readonly source: string }[];
}

/**
 * Turn an analysis into the JSON report: keys in DynamoDB JSON with canonical
 * spellings (B as base64), collections and items in DynamoDB order, only the
 * items a table would really hold (overwritten ones are under `collisions`).
 */
export function checkReport(
  analysis: DesignAnalysis,
  design: { name: string; source: string },
  loadFindings: readonly Finding[],
  patterns: { reports: readonly PatternReport[]; findings: readonly Finding[] } = {
    reports: [],
    findings: []
  },
  heat?: HeatReport
): CheckReport {
  const views: ReportView[] = [];
  for (const t of analysis.tables) {
    const names = t.resolved.keyAttributes;
    const tableKeys = [
      t.table.partitionKey.name,
      ...(t.table.sortKey ? [t.table.sortKey.name] : [])
    ];
    for (const view of t.views) {
      const key = viewKeyAttributes(view.spec);
      const keyAttrs = uniq([...tableKeys, ...[...key.partition, ...key.sort].map((k) => k.name)]);
      const slots = keyAttrs.map((n) => names.findIndex((k) => k.name === n));
      const keyNames = viewKeyNames(view.spec);
      const parts = view.spec.parts;
      views.push({
        table: view.spec.table,
        index: view.spec.index,
        partitionKey: keyNames.partition,
        sortKey: keyNames.sort,
        ...(parts
          ? {
              keyParts: {
                partition: parts.partition.map((k) => k.name),
                sort: parts.sort.map((k) => k.name)
              }
            }
          : {}),
        itemCount: view.itemCount,
        absent: view.absent.map((a) => ({
          source: a.item.source,
          entity: a.item.entity,
          reason: a.reason
        })),
        collections: collectionsOf(view, keyAttrs, slots)
      });
    }
  }
  const collisions = analysis.collisions.map((c) => {
    const key = emptyMap();
    key[c.partitionKey.name] = canonicalKeyValue(c.partitionKey.value);
    if (c.sortKey) key[c.sortKey.name] = canonicalKeyValue(c.sortKey.value);
    return {
      table: c.table,
      index: null,
      key,
      items: c.items.map((i) => ({ entity: i.entity, source: i.source }))
    };
  });
  const findings = [
    ...loadFindings,
    ...analysis.findings,
    ...patterns.findings,
    ...(heat?.findings ?? [])
  ];
  return {
    design,
    views,
    collisions,
    findings,
    accessPatterns: patterns.reports,
    ...(heat ? { capacity: capacityOf(heat) } : {}),
    summary: {
      errors: findings.filter((f) => f.severity === 'error').length,
      warnings: findings.filter((f) => f.severity === 'warning').length,
      collisions: collisions.length,
      items: analysis.tables.reduce((n, t) => n + t.resolved.count, 0)
    }
  };
}

function capacityOf(heat: HeatReport): ReportCapacity {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const cost = (c: ReportCost): ReportCost => ({
    onDemand: round(c.onDemand),
    provisioned: round(c.provisioned),
    autoScaled: round(c.autoScaled),
    storage: round(c.storage)
  });
  return {
    region: heat.region,
    pricesAsOf: PRICES.get(heat.region)?.asOf ?? '',
    scale: heat.scale,
    views: heat.views.map((v) => {
      const top = v.keys[0];
      return {
        table: v.tableName,
        index: v.index,
        readUnits: round(v.readUnits),
        writeUnits: round(v.writeUnits),
        partitions: v.partitionCount,
        storageBytes: v.storageBytes,
        peak: top
          ? {
              key: canonicalKeyValue(top.pk),
              readUnits: round(top.readUnits),
              writeUnits: round(top.writeUnits),
              utilization: round(top.utilization)
            }
          : null,
        ceiling: {
          readUnits: DYNAMODB_LIMITS.partitionReadUnits,
          writeUnits: DYNAMODB_LIMITS.partitionWriteUnits
        },
        monthlyCost: cost(v.cost)
      };
    }),
    monthlyCost: cost(heat.cost)
  };
}

function collectionsOf(
  view: View,
  keyAttrs: readonly string[],
  slots: readonly number[]
): ReportView['collections'] {
  return view.collections.map((c) => {
    const items: ReportItem[] = [];
    for (const e of c.entries) {
      if (e.overwrittenBy) continue;
      const key = emptyMap();
      keyAttrs.forEach((name, i) => {
        const v = e.item.keys[slots[i]!];
        if (v) key[name] = canonicalKeyValue(v);
      });
      items.push({ key, entity: e.item.entity, source: e.item.source });
    }
    const parts = c.parts ? { parts: c.parts.map(canonicalKeyValue) } : {};
    return { pk: canonicalKeyValue(c.pk), ...parts, itemCount: items.length, items };
  });
}

function uniq(xs: readonly string[]): string[] {
  return [...new Set(xs)];
}
