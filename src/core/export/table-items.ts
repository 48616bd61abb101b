import type { AttributeMap } from '../model/attribute-value.ts';
import type { TableAnalysis } from '../analysis/analyze-design.ts';
import { storedItem } from '../views/resolve-items.ts';

/**
 * The items a table would hold after every write of the design, in write order:
 * stored items with their rendered keys; rejected and overwritten writes left out.
 */
export function tableItems(analysis: TableAnalysis): AttributeMap[] {
  const overwritten = new Set(analysis.collisions.flatMap((c) => c.items.slice(0, -1)));
  return analysis.resolved.items
    .filter((i) => !i.rejection && !overwritten.has(i))
    .map((i) => storedItem(analysis.resolved, i));
}
