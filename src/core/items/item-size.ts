import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { AttributeMap, AttributeValue } from '../model/attribute-value.ts';
import { utf8Length } from '../keys/compare-utf8.ts';
import { parseDecimal } from '../keys/decimal.ts';

/**
 * An item's size in bytes by AWS's formula: attribute names plus values.
 * S: UTF-8 bytes; N: 1 byte per 2 significant digits + 1; B: raw bytes;
 * BOOL/NULL: 1; L/M: 3 + their elements + 1 per element (map keys count);
 * sets: the sum of their elements.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/CapacityUnitCalculations.html
 * Checked against the consumed capacity DynamoDB reported for every case of
 * test/fixtures/query-vectors (see test/core/items/item-size.test.ts).
 */
export function itemSize(item: AttributeMap): number {
  const known = sizes.get(item);
  if (known !== undefined) return known;
  const size = measureItem(item);
  sizes.set(item, size);
  return size;
}

/**
 * itemSize without remembering it, for items measured once as they arrive (a page read from a
 * live table): there, remembering costs more than measuring (a WeakMap entry per item).
 */
export function measureItem(item: AttributeMap): number {
  let size = 0;
  for (const name in item) size += utf8Length(name) + valueSize(item[name]!);
  return size;
}

/**
 * Every item's size (itemSize's formula), as one typed array measured once per items array:
 * items arrays are immutable values too, and a million sizes in one array cost a fraction of a
 * million entries in a WeakMap.
 *
 * @example
 * itemSizes(entity.items)[0]; // the first item's size in bytes
 */
export function itemSizes(items: readonly AttributeMap[]): Float64Array {
  measureItemSizes(items, Infinity);
  return arraySizes.get(items)!;
}

/**
 * Measure up to `budget` more of an items array's sizes, carrying on where the last call
 * stopped; true once all are measured (itemSizes then returns them at once). Work done in
 * slices between other requests (the analysis worker preparing heat while it is idle) is
 * never lost to one that needs every size now: itemSizes finishes the same array.
 */
export function measureItemSizes(items: readonly AttributeMap[], budget: number): boolean {
  if (arraySizes.has(items)) return true;
  let p = partial.get(items);
  if (!p) partial.set(items, (p = { out: new Float64Array(items.length), done: 0 }));
  const { out } = p;
  const end = Math.min(out.length, p.done + budget);
  for (let i = p.done; i < end; i++) out[i] = sizes.get(items[i]!) ?? measureItem(items[i]!);
  p.done = end;
  if (end < out.length) return false;
  arraySizes.set(items, out);
  partial.delete(items);
  return true;
}

/**
 * The sizes of an items array made as `before` followed by `added` (an entity's items with
 * the ones just generated, a table's with a page just read), measured as the array is made:
 * `before`'s as itemSizes gives them, each added item now. itemSizes then answers the whole
 * array at once, so heat opened the moment its analysis ends waits for no pass over a
 * million items, and the analysis's 400 KB check reads exact sizes instead of bounding them.
 * Returns `joined`.
 *
 * @example
 * const all = sizedConcat([...before, ...added], before, added);
 * itemSizes(all)[before.length]; // the first added item's size, measured as it was added
 */
export function sizedConcat<T extends readonly AttributeMap[]>(
  joined: T,
  before: readonly AttributeMap[],
  added: readonly AttributeMap[]
): T {
  if (joined.length !== before.length + added.length)
    throw new Error(
      `sizedConcat: ${joined.length} items are not ${before.length} + ${added.length}; pass the array made of exactly before and added`
    );
  const out = new Float64Array(joined.length);
  out.set(itemSizes(before));
  for (let i = 0; i < added.length; i++) out[before.length + i] = measureItem(added[i]!);
  arraySizes.set(joined, out);
  return joined;
}

/**
 * An items array's sizes if every one is measured already (itemSizes or sizedConcat), without
 * measuring any: what a pass that only needs bounds reads when it can.
 */
export function knownItemSizes(items: readonly AttributeMap[]): Float64Array | undefined {
  return arraySizes.get(items);
}

const arraySizes = new WeakMap<readonly AttributeMap[], Float64Array>();
const partial = new WeakMap<readonly AttributeMap[], { out: Float64Array; done: number }>();

/**
 * Items are immutable values, so a size once measured stays true. Re-keying a
 * design on every keystroke then measures only the items that changed.
 */
const sizes = new WeakMap<AttributeMap, number>();

/** Size of one attribute value, without its name. */
export function valueSize(v: AttributeValue): number {
  if ('S' in v) return utf8Length(v.S);
  if ('N' in v) return numberSize(v.N);
  if ('B' in v) return binarySize(v.B);
  if ('BOOL' in v || 'NULL' in v) return 1;
  if ('L' in v) {
    let s = 3;
    for (const e of v.L) s += valueSize(e) + 1;
    return s;
  }
  if ('M' in v) {
    let s = 3;
    for (const k in v.M) s += utf8Length(k) + valueSize(v.M[k]!) + 1;
    return s;
  }
  if ('SS' in v) return v.SS.reduce((s, e) => s + utf8Length(e), 0);
  if ('NS' in v) return v.NS.reduce((s, e) => s + numberSize(e), 0);
  return v.BS.reduce((s, e) => s + binarySize(e), 0);
}

function numberSize(text: string): number {
  const digits = plainDigits(text);
  if (digits >= 0) return Math.ceil(digits / 2) + 1;
  const d = parseDecimal(text);
  return Math.ceil((d.ok ? d.value.digits.length : text.length) / 2) + 1;
}

/**
 * The significant digits of a plain number (an optional sign, digits, at most one point, up to
 * 40 characters: within DynamoDB's range whatever the digits), counted without allocating —
 * the usual case, which a million items would otherwise parse one by one; -1 for anything else
 * (an exponent, a stray character, more than 38 significant digits), which parseDecimal reads.
 */
function plainDigits(text: string): number {
  const n = text.length;
  if (n === 0 || n > 40) return -1;
  let i = text.charCodeAt(0) === 43 || text.charCodeAt(0) === 45 ? 1 : 0;
  let point = false;
  let seen = 0;
  let first = -1;
  let last = -1;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (c !== 48) {
        if (first < 0) first = seen;
        last = seen;
      }
      seen++;
    } else if (c === 46 && !point) point = true;
    else return -1;
  }
  if (seen === 0) return -1;
  const digits = first < 0 ? 0 : last - first + 1;
  return digits > DYNAMODB_LIMITS.numberDigits ? -1 : digits;
}

function binarySize(b64: string): number {
  // The raw byte count follows from the base64 length; decoding would only allocate.
  let pad = 0;
  while (pad < 2 && b64.charCodeAt(b64.length - 1 - pad) === 61 /* = */) pad++;
  return Math.floor(((b64.length - pad) * 3) / 4);
}

/**
 * A cheap upper bound on itemSize: every UTF-16 code unit counted as 3 bytes,
 * every number as 21 (38 digits / 2 + 1), with no per-character scan. When the
 * bound is within a limit the exact size is too, so the 400 KB check over a
 * million items only measures the rare large ones exactly.
 */
export function itemSizeUpperBound(item: AttributeMap): number {
  let size = 0;
  for (const name in item) size += name.length * 3 + valueBound(item[name]!);
  return size;
}

function valueBound(v: AttributeValue): number {
  if ('S' in v) return v.S.length * 3;
  if ('N' in v) return 21;
  if ('B' in v) return v.B.length;
  if ('BOOL' in v || 'NULL' in v) return 1;
  if ('L' in v) return v.L.reduce((s, e) => s + valueBound(e) + 1, 3);
  if ('M' in v) {
    let s = 3;
    for (const k in v.M) s += k.length * 3 + valueBound(v.M[k]!) + 1;
    return s;
  }
  if ('SS' in v) return v.SS.reduce((s, e) => s + e.length * 3, 0);
  if ('NS' in v) return v.NS.length * 21;
  return v.BS.reduce((s, e) => s + e.length, 0);
}
