import type { Design, Table } from '../model/design.ts';
import type { Finding } from '../model/finding.ts';
import { KeyCache } from '../views/key-cache.ts';
import { resolveItems } from '../views/resolve-items.ts';
import type { ResolvedTable } from '../views/resolved-table.ts';
import { TupleView } from '../views/tuple-view.ts';
import { buildView } from '../views/build-view.ts';
import { resortedView } from '../views/resorted-view.ts';
import type { View } from '../views/view.ts';
import type { SortedView } from '../views/sorted-view.ts';
import type { ViewSpec } from '../views/table-key-attributes.ts';
import { tableViews } from '../views/table-key-attributes.ts';
import { findCollisions, type Collision } from './find-collisions.ts';
import { findTemplateOverlaps } from './find-template-overlaps.ts';
import { itemFindings } from './item-findings.ts';
import { partitionFindings } from './partition-findings.ts';

export interface TableAnalysis {
  readonly table: Table;
  readonly resolved: ResolvedTable;
  /** The table view first, then one per GSI and LSI. */
  readonly views: readonly View[];
  readonly collisions: readonly Collision[];
}

export interface DesignAnalysis {
  readonly tables: readonly TableAnalysis[];
  readonly collisions: readonly Collision[];
  readonly findings: readonly Finding[];
}

export interface AnalyzeOptions {
  /** Check each item against the 400 KB limit (a pass over every attribute). Default true. */
  readonly checkItemSizes?: boolean;
  /**
   * The previous analysis's columns, to reuse what an edit left unchanged. Give the same cache
   * to every analysis of a design being edited (see KeyCache).
   */
  readonly cache?: KeyCache;
}

/**
 * The whole analysis of a design: render every item's keys, group and sort
 * the table and every index into item collections, find collisions, and
 * report what DynamoDB would refuse or what will hurt at scale.
 */
export function analyzeDesign(design: Design, options: AnalyzeOptions = {}): DesignAnalysis {
  const findings: Finding[] = [];
  const tables: TableAnalysis[] = [];
  const cache = options.cache ?? new KeyCache();
  for (const table of design.tables) {
    const resolved = resolveItems(design, table, findings, cache);
    const [tableSpec, ...indexSpecs] = tableViews(table);
    const tableView = cachedView(cache, resolved, tableSpec!, null);
    const views = [
      tableView,
      ...indexSpecs.map((spec) => cachedView(cache, resolved, spec, tableView))
    ];
    const collisions = findCollisions(tableView);
    findings.push(...itemFindings(resolved, collisions, options.checkItemSizes ?? true));
    findings.push(...partitionFindings(design, resolved, views));
    tables.push({ table, resolved, views, collisions });
  }
  findings.push(...findTemplateOverlaps(design));
  cache.commit();
  return { tables, collisions: tables.flatMap((t) => t.collisions), findings };
}

/**
 * A view an edit did not touch is not rebuilt: same ranks for its key attributes, same
 * rejections, and (index views) the same overwritten items mean the same entries in the same
 * order. Editing the table's partition key template leaves a GSI on other attributes as it was.
 */
function cachedView(
  cache: KeyCache,
  resolved: ResolvedTable,
  spec: ViewSpec,
  table: SortedView | null
): SortedView {
  const slot = (name: string): number => resolved.keyAttributes.findIndex((k) => k.name === name);
  const pkSlot = slot(spec.partitionKey.name);
  const skSlot = spec.sortKey ? slot(spec.sortKey.name) : -1;
  // A multi-attribute key depends on every part's ranks.
  const parts = spec.parts
    ? [...spec.parts.partition, ...spec.parts.sort].map((k) => slot(k.name))
    : [];
  const skRanks = skSlot >= 0 ? resolved.ranks[skSlot] : null;
  const overwrites = table ? table.overwrites : null;
  const sortKeyOrder = [spec.table, spec.kind, spec.index];
  const sortKeyDeps = [skRanks, resolved.rejections, overwrites];
  const key = [spec.table, spec.kind, spec.index, spec.parts ? JSON.stringify(spec.parts) : null];
  // The sort key's ranks are deps[1]: the one dependency a re-sort allows to differ.
  const deps = [
    resolved.ranks[pkSlot],
    skRanks,
    ...parts.map((s) => resolved.ranks[s]),
    resolved.rejections,
    overwrites
  ];
  const before = cache.views.last(key);
  // Only the sort key's ranks changed: re-sort the collections the last analysis built.
  const resort =
    before !== undefined &&
    !spec.parts &&
    !(before.value instanceof TupleView) &&
    skSlot >= 0 &&
    before.deps.length === deps.length &&
    deps.every((d, i) => i === 1 || d === before.deps[i]);
  const view = cache.views.reuse(
    key,
    deps,
    () =>
      (resort &&
        resortedView(before.value, resolved, spec, pkSlot, skSlot, (n) => cache.int32(n))) ||
      buildView(
        resolved,
        spec,
        table,
        (make) => cache.sortKeyOrders.reuse(sortKeyOrder, sortKeyDeps, make),
        cache
      )
  );
  // A view reused whole still hands its first sort on, for the next edit of its partition key.
  cache.sortKeyOrders.keep(sortKeyOrder, sortKeyDeps);
  if (view.resolved === resolved) return view;
  if (!(view instanceof TupleView)) return view.rebind(resolved, spec, pkSlot, skSlot);
  const slots = (list: readonly { name: string }[]) => list.map((k) => slot(k.name));
  return view.rebindTuple(resolved, spec, slots(spec.parts!.partition), slots(spec.parts!.sort));
}
