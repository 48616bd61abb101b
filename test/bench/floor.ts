import type { AttributeMap } from '../../src/core/model/attribute-value.ts';
import type { Design } from '../../src/core/model/design.ts';

/** Code-point order, the cheapest comparator that is still correct for UTF-8. */
function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      if (x >= 0xd800 && y >= 0xd800 && x <= 0xdfff !== y <= 0xdfff) return x <= 0xdfff ? 1 : -1;
      return x - y;
    }
  }
  return a.length - b.length;
}

const s = (item: AttributeMap, name: string): string => (item[name] as { S: string }).S;

/**
 * The floor the engine is measured against: a bare loop that builds the same
 * key strings by hand, groups them in a Map and sorts each group with a
 * code-point comparator. No validation, no templates, no reporting.
 */
export function floorAnalysis(design: Design, withIndex: boolean, multi = false): number {
  const [users, games, maps] = design.entities;
  const keys: [string, string][] = [];
  for (const it of users!.items)
    keys.push(['USER#' + s(it, 'username'), '#METADATA#' + s(it, 'username')]);
  for (const it of games!.items)
    keys.push(['GAME#' + s(it, 'gameId'), '#METADATA#' + s(it, 'gameId')]);
  for (const it of maps!.items) keys.push(['GAME#' + s(it, 'gameId'), 'USER#' + s(it, 'username')]);
  let groups = group(keys, 0, 1);
  if (withIndex) groups += group(keys, 1, 0);
  if (multi) groups += groupTuples(maps!.items);
  return groups;
}

/** The 2 + 3 index's floor: a Map by the joined partition pair, each sorted part by part. */
function groupTuples(items: readonly AttributeMap[]): number {
  const groups = new Map<string, string[][]>();
  for (const it of items) {
    const id = s(it, 'gameId') + '\u0000' + s(it, 'region');
    let g = groups.get(id);
    if (!g) groups.set(id, (g = []));
    g.push([s(it, 'round'), s(it, 'place'), s(it, 'username')]);
  }
  const byParts = (a: string[], b: string[]) =>
    compareCodePoints(a[0]!, b[0]!) ||
    compareCodePoints(a[1]!, b[1]!) ||
    compareCodePoints(a[2]!, b[2]!);
  for (const g of groups.values()) g.sort(byParts);
  return groups.size;
}

function group(keys: [string, string][], p: 0 | 1, q: 0 | 1): number {
  const groups = new Map<string, string[]>();
  for (const k of keys) {
    let g = groups.get(k[p]);
    if (!g) groups.set(k[p], (g = []));
    g.push(k[q]);
  }
  for (const g of groups.values()) g.sort(compareCodePoints);
  return groups.size;
}
