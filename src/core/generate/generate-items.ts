import type { AttributeMap, AttributeValue } from '../model/attribute-value.ts';
import { emptyMap } from '../model/attribute-value.ts';
import { stableHash } from '../keys/stable-hash.ts';
import { firstIndex } from '../keys/first-index.ts';
import { valueText } from '../templates/render-template.ts';

/** How to make one attribute's values. */
export type ValueKind =
  /**
   * Unique per item: `prefix` + a sequence number (`order-00042`; N: the sequence number, after
   * `above`, the largest number the existing items already use), skipping the values in `taken`
   * (the existing items').
   */
  | {
      readonly kind: 'id';
      readonly prefix: string;
      readonly above?: number;
      readonly taken?: ReadonlySet<string>;
    }
  | { readonly kind: 'name' }
  | { readonly kind: 'email' }
  /** An ISO date (`YYYY-MM-DD`) within `days` days after `from`. */
  | { readonly kind: 'date'; readonly from: string; readonly days: number }
  /** A whole number from `min` to `max` inclusive. */
  | { readonly kind: 'number'; readonly min: number; readonly max: number }
  /** One of `values`, else one of `cardinality` values `prefix0`…, or true/false for BOOL. */
  | {
      readonly kind: 'enum';
      readonly cardinality: number;
      readonly prefix: string;
      readonly values?: readonly string[];
    }
  /**
   * A write-sharding suffix, 0…count-1: the hash of the item's `from` attribute modulo the
   * count (a calculated suffix; `from` comes earlier in the recipe), or a random one.
   */
  | { readonly kind: 'shard'; readonly count: number; readonly from?: string }
  /** Another entity's id: uniform, or Zipf-skewed (a few hot ids) with exponent `s`. */
  | {
      readonly kind: 'ref';
      readonly ids: readonly string[];
      readonly fanout: 'uniform' | 'zipf';
      readonly s?: number;
    };

export interface GeneratedAttribute {
  readonly name: string;
  readonly type: 'S' | 'N' | 'BOOL';
  readonly value: ValueKind;
}

const FIRST = [
  'Ana',
  'Ben',
  'Chen',
  'Diana',
  'Erik',
  'Fatima',
  'Goro',
  'Hana',
  'Ivan',
  'Jun',
  'Kofi',
  'Lena',
  'Mateo',
  'Nia',
  'Omar',
  'Priya'
];
const LAST = [
  'Park',
  'Kowalski',
  'Miller',
  'Lopez',
  'Johansson',
  'Okafor',
  'Tanaka',
  'Novak',
  'Silva',
  'Haddad',
  'Berg',
  'Raman'
];
const DAY = 86_400_000;

/** Draws of one item before `unique` gives up on a combination not yet taken. */
export const UNIQUE_TRIES = 64;

/**
 * Items whose `names` together must not repeat, and the combinations already taken (by items
 * that exist): a key made of references (`GAME#${gameId}` / `USER#${username}`) must not
 * draw the same pair twice, or the generator would make collisions the design does not have.
 */
export interface UniqueAttributes {
  readonly names: readonly string[];
  readonly taken: Set<string>;
}

/**
 * Make `count` items from attribute recipes with an injected random source (use `createLcg`):
 * the same seed gives the same items. `start` numbers the ids, so a second batch appended after
 * `start` existing items gets fresh ones. With `unique`, each item's combination of those
 * attributes is drawn again (up to UNIQUE_TRIES times) until it is one not yet taken; an item
 * for which none is found is left out, so there are fewer items than `count` only when the
 * references leave too few combinations.
 *
 * @example
 * generateItems([{ name: 'id', type: 'S', value: { kind: 'id', prefix: 'u' } }], 2, createLcg(1));
 */
export function generateItems(
  attributes: readonly GeneratedAttribute[],
  count: number,
  random: () => number,
  start = 0,
  unique?: UniqueAttributes
): AttributeMap[] {
  const pickers = attributes.map((a) => picker(a, random));
  const items: AttributeMap[] = [];
  for (let i = 0; i < count; i++) {
    for (let tries = 0; tries < (unique ? UNIQUE_TRIES : 1); tries++) {
      const item = emptyMap();
      for (let a = 0; a < attributes.length; a++) {
        const v = pickers[a]!(start + i, item);
        if (v) item[attributes[a]!.name] = v;
      }
      if (unique) {
        const key = combination(item, unique.names);
        if (unique.taken.has(key)) continue;
        unique.taken.add(key);
      }
      items.push(item);
      break;
    }
  }
  return items;
}

/** The values of `names` in an item, as one string that two different combinations never share. */
export function combination(item: AttributeMap, names: readonly string[]): string {
  let key = '';
  for (const n of names) {
    const v = item[n];
    // Length-prefixed, so no value can run into the next one.
    const text =
      v === undefined ? '-' : 'S' in v ? `S${v.S}` : 'N' in v ? `N${v.N}` : JSON.stringify(v);
    key += `${text.length}:${text}`;
  }
  return key;
}

function picker(
  a: GeneratedAttribute,
  random: () => number
): (n: number, item: AttributeMap) => AttributeValue | null {
  const int = (k: number): number => Math.floor(random() * k);
  const text = (s: string): AttributeValue => (a.type === 'N' ? { N: s } : { S: s });
  const v = a.value;
  switch (v.kind) {
    case 'id': {
      if (a.type === 'N') return (n) => ({ N: String((v.above ?? 0) + n + 1) });
      // Sequence numbers stay increasing, so skipping a taken value never repeats one.
      let skip = 0;
      const at = (n: number) => `${v.prefix}${String(n + 1 + skip).padStart(5, '0')}`;
      return (n) => {
        while (v.taken?.has(at(n))) skip++;
        return { S: at(n) };
      };
    }
    case 'name':
      return () => text(`${FIRST[int(FIRST.length)]} ${LAST[int(LAST.length)]}`);
    case 'email':
      return (n) =>
        text(`${FIRST[int(FIRST.length)]!.toLowerCase()}.${n.toString(36)}@example.com`);
    case 'date': {
      const from = Date.parse(v.from);
      return () => text(new Date(from + int(Math.max(1, v.days)) * DAY).toISOString().slice(0, 10));
    }
    case 'number':
      return () => ({ N: String(v.min + int(v.max - v.min + 1)) });
    case 'enum':
      if (a.type === 'BOOL') return () => ({ BOOL: random() < 0.5 });
      if (v.values?.length) return () => text(v.values![int(v.values!.length)]!);
      return () => text(`${v.prefix}${int(Math.max(1, v.cardinality))}`);
    case 'shard':
      return (_, item) => {
        const from = v.from === undefined ? undefined : item[v.from];
        const text = from ? valueText(from) : null;
        return { N: String(text === null ? int(v.count) : stableHash(text) % v.count) };
      };
    case 'ref': {
      if (v.ids.length === 0) return () => null;
      if (v.fanout === 'uniform') return () => text(v.ids[int(v.ids.length)]!);
      const cdf = zipfCdf(v.ids.length, v.s ?? 1);
      return () => {
        const u = random();
        return text(v.ids[firstIndex(0, cdf.length - 1, (k) => cdf[k]! > u)]!);
      };
    }
  }
}

/** Cumulative Zipf probabilities: rank k (from 0) has weight 1 / (k + 1)^s. */
function zipfCdf(n: number, s: number): Float64Array {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) cdf[k] = sum += 1 / Math.pow(k + 1, s);
  for (let k = 0; k < n; k++) cdf[k] = cdf[k]! / sum;
  return cdf;
}
