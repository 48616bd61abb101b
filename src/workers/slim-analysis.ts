import type { AttributeMap } from '../core/model/attribute-value.ts';
import type { Design } from '../core/model/design.ts';
import type { DesignAnalysis } from '../core/analysis/analyze-design.ts';

const EMPTY: AttributeMap = Object.freeze(Object.create(null) as AttributeMap);

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Worker side: drop the item attributes and tables from an analysis before posting it back.
 * The page already has them, so only keys, order and grouping cross the thread boundary.
 * Mutates the analysis, which the worker no longer needs.
 */
export function slimAnalysis(analysis: DesignAnalysis): DesignAnalysis {
  for (const ta of analysis.tables) {
    for (const item of ta.resolved.items) (item as Mutable<typeof item>).attributes = EMPTY;
    (ta as Mutable<typeof ta>).table = { ...ta.table, items: [] };
    (ta.resolved as Mutable<typeof ta.resolved>).table = ta.table;
  }
  return analysis;
}

/**
 * Page side: put back the attributes and tables of the design that was analysed, matching
 * items by write order (a table's own items, then its entities' items in design order).
 */
export function restoreAnalysis(analysis: DesignAnalysis, design: Design): DesignAnalysis {
  for (const ta of analysis.tables) {
    const table = design.tables.find((t) => t.name === ta.table.name);
    if (!table) continue;
    const flat: AttributeMap[] = [...table.items];
    for (const e of design.entities)
      if (e.table === table.name) for (const it of e.items) flat.push(it);
    for (const item of ta.resolved.items) {
      (item as Mutable<typeof item>).attributes = flat[item.order] ?? EMPTY;
    }
    (ta as Mutable<typeof ta>).table = table;
    (ta.resolved as Mutable<typeof ta.resolved>).table = table;
  }
  return analysis;
}
