import { keyValueId } from '../keys/compare-key-values.ts';
import { compareUtf8 } from '../keys/compare-utf8.ts';
import { firstIndex } from '../keys/first-index.ts';
import type { Template } from '../templates/parse-template.ts';
import { renderWithParameters } from '../templates/render-template.ts';
import type { View } from '../views/view.ts';
import { rankKeys } from './rank-keys.ts';
import { keyRanks } from './key-ranks.ts';
import type { TemplateKeys } from './template-keys.ts';
import { withoutField } from '../templates/without-field.ts';

/** Keys as a reader or writer sees them, ranked from the most requested. */
export interface LogicalKeys {
  readonly count: number;
  /** How many collections make the key ranked `r` (its shards; 1 without sharding). */
  size(r: number): number;
  /** Its i-th collection, as an index into `TemplateKeys.collections`. */
  member(r: number, i: number): number;
  /** The rank of the key spelled `text`, or -1. */
  find(text: string): number;
  /** The key ranked `r`, as text. */
  text(r: number): string;
  /**
   * The rank of each of the keys (`TemplateKeys.collections` index), when every key is one
   * collection (no sharding); null otherwise. Load added in key order, by this, touches the
   * view's arrays in order rather than at random.
   */
  readonly rankOf: Int32Array | null;
}

/**
 * Group the collections a template reaches into the keys an application asks for — one each,
 * or, under write sharding, one per value of the key without its shard (`GAME#1#0` … `GAME#1#7`
 * are `GAME#1`) — and rank them for a key distribution: the sample key first (the one the
 * pattern names), then by items held, most first, then in key order. Ranking is a counting
 * sort (rankKeys), so a million keys rank in linear time.
 *
 * @example
 * logicalKeys(view, keys, 'shard', template, 'GAME#1').size(0); // 8: GAME#1's shards
 */
export function logicalKeys(
  view: View,
  keys: TemplateKeys,
  shardField: string | null,
  template: Template,
  sample: string | null
): LogicalKeys {
  let known = cache.get(keys);
  if (!known) cache.set(keys, (known = new Map()));
  const id = JSON.stringify([shardField, template.source, sample]);
  let out = known.get(id);
  if (!out) known.set(id, (out = group(view, keys, shardField, template, sample)));
  return out;
}

/** Kept per set of keys (itself kept per view): another scale ranks the same keys again. */
const cache = new WeakMap<TemplateKeys, Map<string, LogicalKeys>>();

function group(
  view: View,
  keys: TemplateKeys,
  shardField: string | null,
  template: Template,
  sample: string | null
): LogicalKeys {
  const n = keys.collections.length;
  const size = (k: number) => {
    const c = keys.collections[k]!;
    return view.starts[c + 1]! - view.starts[c]!;
  };
  const textOf = (k: number) => keyValueId(view.collectionPk(keys.collections[k]!));
  // Group members: without sharding every key is its own group.
  let groupOf: Int32Array | null = null;
  const groupText: string[] = [];
  const groupMembers: number[][] = [];
  if (shardField && keys.hasFields) {
    const logical = withoutField(template, shardField);
    const ids = new Map<string, number>();
    groupOf = new Int32Array(n);
    let at = 0;
    const values = { get: (name: string) => keys.fieldValue(view, at, name) };
    for (let k = 0; k < n; k++) {
      at = k;
      const r = renderWithParameters(logical, values);
      const id = r.ok ? r.text : textOf(k);
      let g = ids.get(id);
      if (g === undefined) {
        ids.set(id, (g = groupText.length));
        groupText.push(id);
        groupMembers.push([]);
      }
      groupOf[k] = g;
      groupMembers[g]!.push(k);
    }
  }
  const text = (g: number) => (groupOf ? groupText[g]! : textOf(g));
  const first =
    sample === null ? -1 : groupOf ? groupText.indexOf(sample) : findKey(view, n, textOf, sample);
  if (!groupOf) return oneKeyEach(n, size, text, first);
  const groups = groupText.length;
  // Item counts: whole numbers, so 4 bytes each (a million keys' array is garbage at once).
  const groupSize = new Int32Array(groups);
  for (let k = 0; k < n; k++) groupSize[groupOf[k]!]! += size(k);
  const ranked = rankKeys(groupSize, first);
  return {
    rankOf: null,
    count: groups,
    size: (r) => groupMembers[ranked[r]!]!.length,
    member: (r, i) => groupMembers[ranked[r]!]![i]!,
    text: (r) => text(ranked[r]!),
    find: (t) => {
      for (let r = 0; r < groups; r++) if (text(ranked[r]!) === t) return r;
      return -1;
    }
  };
}

/**
 * Keys that are each one collection, ranked straight into each key's rank (keyRanks): the
 * items per key read from the view as needed, not kept, and the keys in rank order made only
 * if asked for (a hot key's name). One pass and two arrays fewer per pattern than ranking,
 * inverting and keeping the sizes.
 */
function oneKeyEach(
  n: number,
  size: (k: number) => number,
  text: (k: number) => string,
  first: number
): LogicalKeys {
  const rankOf = keyRanks(n, size, first);
  let ranked: Int32Array | null = null;
  const keyAt = (r: number): number => {
    if (!ranked) {
      ranked = new Int32Array(n);
      for (let k = 0; k < n; k++) ranked[rankOf[k]!] = k;
    }
    return ranked[r]!;
  };
  return {
    rankOf,
    count: n,
    size: () => 1,
    member: (r) => keyAt(r),
    text: (r) => text(keyAt(r)),
    find: (t) => {
      for (let r = 0; r < n; r++) if (text(keyAt(r)) === t) return r;
      return -1;
    }
  };
}

/**
 * The key (of `n`, in key order) spelled `sample`, or -1. A string key is found by binary
 * search in byte order, the view's order: a scan made one string per key up to the sample, up
 * to 60 ms of a million keys' heat. A number or binary key's spelling is not its order (`1.0`
 * is `1`), nor is a multi-attribute key's joined text (its parts sort by their own types), so
 * those are scanned.
 */
function findKey(view: View, n: number, textOf: (k: number) => string, sample: string): number {
  if (view.spec.partitionKey.type !== 'S' || view.spec.parts !== undefined) {
    for (let k = 0; k < n; k++) if (textOf(k) === sample) return k;
    return -1;
  }
  const at = firstIndex(0, n, (k) => compareUtf8(textOf(k), sample) >= 0);
  return at < n && textOf(at) === sample ? at : -1;
}
