import { emptyMap, type AttributeMap, type AttributeValue } from '../model/attribute-value.ts';
import type { ResolvedItem, ResolvedTable } from '../views/resolved-table.ts';
import { cellText } from '../text/cell-text.ts';
import { attributeText } from '../text/attribute-text.ts';

/** Characters of one attribute value (strings, numbers, map keys) a description carries. */
export const VALUE_CHARS = 65_536;
/** Characters of all the attribute values of one description together. */
export const ITEM_CHARS = 16 * VALUE_CHARS;

/** How much of an item a description carries; values beyond it are cut. */
export interface DescribeLimits {
  readonly valueChars: number;
  readonly itemChars: number;
}

/** The default limits: a 1 MB string is cut to its first 64 K characters. */
export const CUT: DescribeLimits = { valueChars: VALUE_CHARS, itemChars: ITEM_CHARS };
/** No limits: the whole item (asked for by "Show whole values" and "Edit item"). */
export const WHOLE: DescribeLimits = { valueChars: Infinity, itemChars: Infinity };

/** One key attribute of an item: its value as text, or why it has none. */
export interface ItemKeyDescription {
  readonly name: string;
  /** The value as text (cut at the value limit), or null when the item has none. */
  readonly text: string | null;
  /** Why the item has no value for this key attribute, when that is known. */
  readonly problem: string | null;
}

/** Another item, named by its write order, entity and source path. */
export interface ItemReference {
  readonly order: number;
  readonly entity: string | null;
  readonly source: string;
}

/** Everything the item inspector shows of one item: plain data a Worker can post. */
export interface ItemDescription {
  /** Write order within the table (the item's identity). */
  readonly order: number;
  readonly entity: string | null;
  /** Where the item came from in the input (a JSON path). */
  readonly source: string;
  /** The item's own attributes as the design holds them, values over the limits cut. */
  readonly attributes: AttributeMap;
  /** Attributes whose value was cut, with their whole size in characters. Empty when whole. */
  readonly cut: ReadonlyMap<string, number>;
  /** One entry per key attribute of the table and its indexes, in the table's order. */
  readonly keys: readonly ItemKeyDescription[];
  /** Why DynamoDB would refuse to write the item, if it would. */
  readonly rejection: { readonly code: string; readonly message: string } | null;
  /** The later item that replaced this one at the same primary key (table view), if any. */
  readonly overwrittenBy: ItemReference | null;
}

/**
 * Describe the item written `order`-th into a table for the inspector: entity, source, its
 * attributes (a value longer than `limits.valueChars` characters is cut, as are values past
 * `limits.itemChars` for the whole item; `cut` names them), key values or why they are missing,
 * rejection and the item that overwrote it (`overwrites`, see indexOverwrites). The page and
 * the analysis worker both describe items with it, so the inspector shows the same in either.
 * Null when the table has no such item.
 *
 * @example
 * describeItem(analysis.tables[0].resolved, 3, new Map())?.keys[0];
 * // { name: 'PK', text: 'USER#johnny', problem: null }
 */
export function describeItem(
  resolved: ResolvedTable,
  order: number,
  overwrites: ReadonlyMap<number, ResolvedItem>,
  limits: DescribeLimits = CUT
): ItemDescription | null {
  const item = resolved.item(order);
  if (!item) return null;
  const attributes = emptyMap();
  const cut = new Map<string, number>();
  let itemLeft = limits.itemChars;
  for (const name in item.attributes) {
    const value = item.attributes[name]!;
    const size = valueChars(value);
    const allowed = Math.max(0, Math.min(limits.valueChars, itemLeft));
    if (size <= allowed) {
      attributes[name] = value;
      itemLeft -= size;
    } else {
      attributes[name] = cutValue(value, { left: allowed });
      cut.set(name, size);
      itemLeft -= allowed;
    }
  }
  const winner = overwrites.get(order);
  return {
    order: item.order,
    entity: item.entity,
    source: item.source,
    attributes,
    cut,
    keys: resolved.keyAttributes.map((k, i) => {
      const v = item.keys[i];
      return {
        name: k.name,
        text: v ? cutText(attributeText(v), { left: limits.valueChars }) : null,
        problem: v ? null : (item.keyProblems?.get(k.name) ?? null)
      };
    }),
    rejection: item.rejection
      ? { code: item.rejection.code, message: item.rejection.message }
      : null,
    overwrittenBy: winner
      ? { order: winner.order, entity: winner.entity, source: winner.source }
      : null
  };
}

/** Characters a value holds: its strings, numbers and map keys. */
function valueChars(v: AttributeValue): number {
  if ('S' in v) return v.S.length;
  if ('N' in v) return v.N.length;
  if ('B' in v) return v.B.length;
  if ('BOOL' in v || 'NULL' in v) return 4;
  if ('L' in v) return v.L.reduce((n, x) => n + valueChars(x), 0);
  if ('M' in v) {
    let n = 0;
    for (const k in v.M) n += k.length + valueChars(v.M[k]!);
    return n;
  }
  const set = 'SS' in v ? v.SS : 'NS' in v ? v.NS : v.BS;
  return set.reduce((n, s) => n + s.length, 0);
}

/** The value with no more than `budget.left` characters; lists, maps and sets lose their tail. */
function cutValue(v: AttributeValue, budget: { left: number }): AttributeValue {
  if ('S' in v) return { S: cutText(v.S, budget) };
  if ('B' in v) return { B: cutText(v.B, budget) };
  if ('N' in v || 'BOOL' in v || 'NULL' in v) {
    budget.left -= valueChars(v);
    return v;
  }
  if ('L' in v) {
    const out: AttributeValue[] = [];
    for (const x of v.L) {
      if (budget.left <= 0) break;
      out.push(cutValue(x, budget));
    }
    return { L: out };
  }
  if ('M' in v) {
    const out = emptyMap();
    for (const k in v.M) {
      if (budget.left <= 0) break;
      budget.left -= k.length;
      out[k] = cutValue(v.M[k]!, budget);
    }
    return { M: out };
  }
  const take = (set: readonly string[], each: (s: string) => string): string[] => {
    const out: string[] = [];
    for (const s of set) {
      if (budget.left <= 0) break;
      out.push(each(s));
    }
    return out;
  };
  if ('SS' in v) return { SS: take(v.SS, (s) => cutText(s, budget)) };
  if ('BS' in v) return { BS: take(v.BS, (s) => cutText(s, budget)) };
  // A number is kept whole or left out: a cut number would be a different number.
  return { NS: take(v.NS, (s) => ((budget.left -= s.length), s)) };
}

/** Text with at most `budget.left` characters, marked with "…" when cut. */
function cutText(text: string, budget: { left: number }): string {
  if (text.length <= budget.left) {
    budget.left -= text.length;
    return text;
  }
  const out = budget.left > 0 ? cellText(text, budget.left).text : '…';
  budget.left = 0;
  return out;
}
