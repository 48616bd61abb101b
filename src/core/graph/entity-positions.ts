import type { ResolvedTable } from '../views/resolved-table.ts';

/**
 * Per item of the table, in write order, the position of its entity in `names` (-1: an item of
 * no entity, or of one not listed). One pass of `entityOf`, so graph code walking a million
 * entries reads an integer per entry.
 *
 * @example
 * entityPositions(resolved, ['User', 'Game', 'UserGameMapping'])[6]; // 1: the 7th item is a Game
 */
export function entityPositions(resolved: ResolvedTable, names: readonly string[]): Int32Array {
  const position = new Map<string, number>();
  names.forEach((n, i) => {
    if (!position.has(n)) position.set(n, i);
  });
  const out = new Int32Array(resolved.count);
  let last: string | null = null;
  let at = -1;
  for (let order = 0; order < out.length; order++) {
    const name = resolved.entityOf(order);
    if (name !== last) {
      last = name;
      at = name === null ? -1 : (position.get(name) ?? -1);
    }
    out[order] = at;
  }
  return out;
}
