import type { KeyType, KeyValue } from '../model/attribute-value.ts';
import { belowSurrogates, compareUtf8 } from '../keys/compare-utf8.ts';
import { sortToken, tokenComparator, type SortToken } from '../keys/compare-key-values.ts';

/**
 * A list of valid key values of one type, ready to be compared in DynamoDB's order: strings by
 * UTF-8 bytes, numbers by exact value, binaries by unsigned bytes. Numbers and binaries are
 * parsed once here, not in every comparison.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.NamingRulesDataTypes.html#HowItWorks.DataTypes
 */
export class KeyOrder {
  /**
   * @param tokens one per value: the string, a parsed decimal or the bytes
   * @param plain every string is below U+D800, where the engine's own `<` is UTF-8 order and
   *   several times faster than a code unit loop (most keys are ASCII)
   */
  constructor(
    readonly type: KeyType,
    readonly tokens: readonly SortToken[],
    readonly plain: boolean
  ) {}

  /** Value i of this list against value j of `other` (same type): negative, 0 or positive. */
  compareWith(i: number, other: KeyOrder, j: number): number {
    const a = this.tokens[i]!;
    const b = other.tokens[j]!;
    if (this.type === 'S') {
      if (this.plain && other.plain) return a < b ? -1 : a > b ? 1 : 0;
      return compareUtf8(a as string, b as string);
    }
    return tokenComparator(this.type)(a, b);
  }

  /**
   * The positions of the values in ascending order (ties keep their list order).
   *
   * @param start every position once, in a likely order (after an edit, the order the last
   *   analysis found). V8's `Array.prototype.sort` is a TimSort, which finds runs already in
   *   order: a right guess costs about one comparison per value instead of log₂ n of them, and
   *   at a million keys each comparison is mostly a cache miss. The result does not depend on
   *   it: the comparison is a total order (ties broken by position).
   */
  sortedIndices(start?: readonly number[]): number[] {
    const idx = start ? [...start] : Array.from({ length: this.tokens.length }, (_, i) => i);
    const t = this.tokens;
    let cmp: (x: number, y: number) => number;
    if (this.type === 'S') {
      const s = t as readonly string[];
      cmp = this.plain
        ? (x, y) => (s[x]! < s[y]! ? -1 : s[x]! > s[y]! ? 1 : x - y)
        : (x, y) => compareUtf8(s[x]!, s[y]!) || x - y;
    } else {
      const values = tokenComparator(this.type);
      cmp = (x, y) => values(t[x]!, t[y]!) || x - y;
    }
    // A list already in order (a right guess: typing in a template's literal text mostly keeps
    // its keys' order) is confirmed in one pass, up to the first pair out of order. `sort`
    // makes as many comparisons, each called through the engine's sort: at 77,031 keys in the
    // right order, this took 6–8 ms where `sort` took 11–13.5 (docs/benchmarks.md).
    for (let i = 1; i < idx.length; i++)
      if (cmp(idx[i - 1]!, idx[i]!) > 0) {
        idx.sort(cmp);
        break;
      }
    return idx;
  }

  /** This order with its values rearranged: position r holds value `perm[r]`. */
  permuted(perm: readonly number[]): KeyOrder {
    return new KeyOrder(
      this.type,
      perm.map((i) => this.tokens[i]!),
      this.plain
    );
  }
}

/**
 * The order of a list of valid key values of `type`. `plain`: the caller knows every string is
 * below U+D800 (see belowSurrogates), which then is not checked again.
 */
export function keyOrder(type: KeyType, values: readonly KeyValue[], plain?: boolean): KeyOrder {
  const tokens = values.map(sortToken);
  const below =
    type === 'S' && (plain === true || tokens.every((t) => belowSurrogates(t as string)));
  return new KeyOrder(type, tokens, below);
}
