import type { DesignAnalysis, TableAnalysis } from '../analysis/analyze-design.ts';
import type { ViewSpec } from '../views/table-key-attributes.ts';

/** Lists in a summary are cut to this many entries; their counts stay exact. */
export const LISTED = 200;

/** An item named in a list (absent from an index, rejected), with why. */
export interface ListedItem {
  readonly order: number;
  readonly entity: string | null;
  readonly source: string;
  readonly reason: string;
}

export interface ViewSummary {
  readonly spec: ViewSpec;
  readonly collections: number;
  /** Live entries (overwritten ones not counted). */
  readonly itemCount: number;
  readonly absentCount: number;
  /** The first LISTED items absent from this view. */
  readonly absent: readonly ListedItem[];
}

/** What the table view shows of one table besides its rows. */
export interface TableSummary {
  readonly name: string;
  readonly views: readonly ViewSummary[];
  readonly rejectedCount: number;
  /** The first LISTED items DynamoDB would refuse to write. */
  readonly rejected: readonly ListedItem[];
}

/**
 * The small, structured-cloneable part of an analysis the table view needs besides its rows:
 * per table and view the counts and the first LISTED absent and rejected items.
 *
 * @example
 * summarizeAnalysis(analysis)[0]?.views[0]?.collections; // e.g. 12
 */
export function summarizeAnalysis(analysis: DesignAnalysis): TableSummary[] {
  return analysis.tables.map(summarizeTable);
}

function summarizeTable(ta: TableAnalysis): TableSummary {
  const rejected: ListedItem[] = [];
  let rejectedCount = 0;
  const r = ta.resolved;
  for (let order = 0; order < r.count; order++) {
    if (r.rejections[order] === 0) continue;
    if (rejectedCount++ < LISTED)
      rejected.push({
        order,
        entity: r.entityOf(order),
        source: r.sourceOf(order),
        reason: r.rejection(order)!.message
      });
  }
  return {
    name: ta.table.name,
    views: ta.views.map((v) => ({
      spec: v.spec,
      collections: v.collectionCount,
      itemCount: v.itemCount,
      absentCount: v.absentCount,
      absent: Array.from({ length: Math.min(LISTED, v.absentCount) }, (_, i) => {
        const a = v.absence(i);
        return {
          order: a.item.order,
          entity: a.item.entity,
          source: a.item.source,
          reason: a.reason
        };
      })
    })),
    rejectedCount,
    rejected
  };
}
