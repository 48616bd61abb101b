import type { View } from '../views/view.ts';
import type { EntityKeys } from './entity-keys.ts';
import { templateShape } from './template-shape.ts';

/** Two entities whose items meet in one item collection of a view, and how we know. */
export interface SharedCollection {
  /** Positions in the entity keys list, a < b. */
  readonly a: number;
  readonly b: number;
  /** Their partition key templates are built alike (same literals, same placeholders). */
  readonly templates: boolean;
  /** Some collection of the view holds items of both. */
  readonly data: boolean;
}

/**
 * Which entities of a table put items into each other's collections in `view`: judged from the
 * templates of the view's partition key (built alike, so they render the same key from the same
 * values) and from the view's actual collections (items of both in one partition). The view is
 * walked as columns (`starts`, `orders`), never as entries.
 *
 * @param at per item, its entity's position in `keys` (see entityPositions)
 * @example
 * sharedCollections(tableView, keys, at); // [{ a: 1, b: 2, templates: true, data: true }] for Game and UserGameMapping
 */
export function sharedCollections(
  view: View,
  keys: readonly EntityKeys[],
  at: Int32Array
): SharedCollection[] {
  const pk = view.spec.partitionKey.name;
  const found = new Map<number, { templates: boolean; data: boolean }>();
  const pair = (x: number, y: number) => {
    const a = Math.min(x, y);
    const b = Math.max(x, y);
    const id = a * keys.length + b;
    let p = found.get(id);
    if (!p) found.set(id, (p = { templates: false, data: false }));
    return p;
  };
  // Two entities taking the key from their items' own values say nothing alike by it.
  const shapes = keys.map((k) => {
    const t = k.templates.get(pk);
    return t && !k.own.has(pk) ? templateShape(t).key : null;
  });
  for (let x = 0; x < keys.length; x++)
    for (let y = x + 1; y < keys.length; y++)
      if (shapes[x] !== null && shapes[x] === shapes[y]) pair(x, y).templates = true;
  const { starts, orders } = view;
  const seen: number[] = [];
  for (let c = 0; c + 1 < starts.length; c++) {
    seen.length = 0;
    for (let p = starts[c]!; p < starts[c + 1]!; p++) {
      const order = orders[p]!;
      const e = at[order]!;
      // An overwritten item is not in the table (the table view keeps it beside its winner).
      if (e < 0 || seen.includes(e) || view.overwriter(order) >= 0) continue;
      for (const other of seen) pair(other, e).data = true;
      seen.push(e);
    }
  }
  return [...found]
    .map(([id, p]) => ({ a: Math.floor(id / keys.length), b: id % keys.length, ...p }))
    .sort((p, q) => p.a - q.a || p.b - q.b);
}
