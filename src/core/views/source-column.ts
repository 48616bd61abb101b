import type { AttributeMap, AttributeValue } from '../model/attribute-value.ts';
import { getAttr } from '../model/attribute-value.ts';
import { belowSurrogates } from '../keys/compare-utf8.ts';

/** One attribute of a run of items, by distinct value. */
export interface SourceColumn {
  /** Per item: the index of its value among the distinct values, or -1 when it lacks the attribute. */
  readonly ids: Int32Array;
  /** Per distinct value: the first item holding it. */
  readonly firstItem: Int32Array;
  /**
   * Per distinct value: the value itself, to render from. A million items lie scattered over
   * the heap; reaching into each distinct value's item (the item, its properties, the value)
   * was most of a re-key's render, and these are read in sequence.
   */
  readonly values: readonly AttributeValue[];
  /**
   * `values` again, each S, N and B value a copy made at first use, text included: what a
   * re-key renders from (see copyValue). Made once per column, only for a column re-keyed.
   */
  readonly copies: readonly AttributeValue[];
  /** Every S, N and B text is below U+D800 (see belowSurrogates), as almost all keys' are. */
  readonly plain: boolean;
  /** Every value is a string (S): distinct values then have distinct texts. */
  readonly onlyStrings: boolean;
}

/** Items are immutable values: a column once built stays true for its items array. */
const columns = new WeakMap<readonly AttributeMap[], Map<string, SourceColumn>>();

/**
 * The distinct values of attribute `name` over a run of items, and which item holds which. A
 * template with one placeholder renders the same key from the same value, so a re-key renders
 * each distinct value once and maps the items through `ids`: typing in the literal part of
 * `GAME#${gameId}` re-renders a few thousand game ids, not a million items. Hashing every
 * item's value, the costly part, happens once per items array and attribute.
 *
 * @example
 * sourceColumn([{ g: { S: 'a' } }, { g: { S: 'b' } }, { g: { S: 'a' } }], 'g').ids; // [0, 1, 0]
 */
export function sourceColumn(items: readonly AttributeMap[], name: string): SourceColumn {
  let byName = columns.get(items);
  if (!byName) columns.set(items, (byName = new Map()));
  let column = byName.get(name);
  if (!column) byName.set(name, (column = build(items, name)));
  return column;
}

function build(items: readonly AttributeMap[], name: string): SourceColumn {
  const ids = new Int32Array(items.length);
  const first: number[] = [];
  const values: AttributeValue[] = [];
  let plain = true;
  // One map per type: the string "1" and the number 1 are different values.
  const byType = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
  let others = false;
  for (let i = 0; i < items.length; i++) {
    const v = getAttr(items[i]!, name);
    if (v === undefined) {
      ids[i] = -1;
      continue;
    }
    const tag = 'S' in v ? 0 : 'N' in v ? 1 : 'B' in v ? 2 : -1;
    if (tag < 0) {
      // Booleans, nulls, sets, lists and maps: rare in key templates; each item stands alone.
      others = true;
      ids[i] = first.length;
      first.push(i);
      values.push(v);
      continue;
    }
    const text =
      tag === 0
        ? (v as { S: string }).S
        : tag === 1
          ? (v as { N: string }).N
          : (v as { B: string }).B;
    const seen = byType[tag]!;
    let id = seen.get(text);
    if (id === undefined) {
      seen.set(text, (id = first.length));
      first.push(i);
      values.push(v);
      if (plain && !belowSurrogates(text)) plain = false;
    }
    ids[i] = id;
  }
  const onlyStrings = !others && byType[1]!.size === 0 && byType[2]!.size === 0;
  let copies: AttributeValue[] | undefined;
  return {
    ids,
    firstItem: Int32Array.from(first),
    values,
    get copies() {
      return (copies ??= values.map(copyValue));
    },
    plain,
    onlyStrings
  };
}

/**
 * An S, N or B value with its text in a string of its own, made now (others as they are). A
 * re-key reads each distinct text twice, to render the key and then to measure it, and the
 * items' own strings lie scattered among a million items' other objects: at a million items,
 * rendering and measuring 77,031 game ids from copies made one after another took about half
 * the time (docs/benchmarks.md). Prefixing makes a new string, and slicing the prefix off
 * copies that (or, from 13 characters, points into it): none of it is the item's.
 */
function copyValue(v: AttributeValue): AttributeValue {
  if ('S' in v) return { S: (' ' + v.S).slice(1) };
  if ('N' in v) return { N: (' ' + v.N).slice(1) };
  if ('B' in v) return { B: (' ' + v.B).slice(1) };
  return v;
}
