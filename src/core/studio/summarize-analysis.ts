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
  for (const item of ta.resolved.items) {
    if (!item.rejection) continue;
    if (rejectedCount++ < LISTED)
      rejected.push({
        order: item.order,
        entity: item.entity,
        source: item.source,
        reason: item.rejection.message
      });
  }
  return {
    name: ta.table.name,
    views: ta.views.map((v) => ({
      spec: v.spec,
      collections: v.collections.length,
      itemCount: v.itemCount,
      absentCount: v.absent.length,
      absent: v.absent.slice(0, LISTED).map((a) => ({
        order: a.item.order,
        entity: a.item.entity,
        source: a.item.source,
        reason: a.reason
      }))
    })),
    rejectedCount,
    rejected
  };
}
