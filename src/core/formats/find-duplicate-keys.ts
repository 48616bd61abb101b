import { joinPath } from '../model/finding.ts';
import { IntStack } from './int-stack.ts';
import { withLines } from './with-lines.ts';

/** A key written again in the same object: JSON.parse keeps only the last value. */
export interface DuplicateKey {
  /** JSON path of the repeated key, e.g. `$.tables[0].items[3].PK`. */
  readonly path: string;
  readonly key: string;
  /** UTF-16 offset of the repeated key's opening quote, and its 1-based line and column. */
  readonly offset: number;
  readonly line: number;
  readonly column: number;
}

/** The keys of the open objects, and the open containers, as the scan goes. */
interface State {
  readonly text: string;
  /** Per key of an open object: start (after its quote), end (its closing quote), escaped (0/1). */
  readonly keyStart: IntStack;
  readonly keyEnd: IntStack;
  readonly keyEscaped: IntStack;
  /** Per open container: where its keys start in the key stacks; an array's element (-1: object). */
  readonly base: IntStack;
  readonly element: IntStack;
  /** Objects with many keys get a Set (by depth), so a wide object costs no more than a narrow one. */
  readonly sets: (Set<string> | undefined)[];
  /**
   * Work done, in characters looked at and keys compared: what a test bounds by the input's size
   * (linear whatever the depth, width or repetition), since wall time is no measure on a busy machine.
   */
  operations: number;
}

const WIDE = 16;

function keyAt(s: State, k: number): string {
  const [start, end] = [s.keyStart.data[k]!, s.keyEnd.data[k]!];
  s.operations += end - start + 1;
  return s.keyEscaped.data[k]
    ? (JSON.parse(s.text.slice(start - 1, end + 1)) as string)
    : s.text.slice(start, end);
}

/** Whether the last key pushed repeats an earlier key of the innermost object. */
function repeats(s: State): boolean {
  const d = s.base.length - 1;
  const top = s.base.data[d]!;
  const me = s.keyStart.length - 1;
  if (me - top >= WIDE) {
    let set = s.sets[d];
    if (!set) {
      set = new Set<string>();
      for (let m = top; m < me; m++) set.add(keyAt(s, m));
      s.sets[d] = set;
    }
    const name = keyAt(s, me);
    if (set.has(name)) return true;
    set.add(name);
    return false;
  }
  const [start, end] = [s.keyStart.data[me]!, s.keyEnd.data[me]!];
  const raw = s.text.slice(start, end);
  for (let m = top; m < me; m++) {
    s.operations += end - start + 1;
    if (s.keyEscaped.data[m] || s.keyEscaped.data[me]) {
      if (keyAt(s, m) === keyAt(s, me)) return true;
    } else if (
      s.keyEnd.data[m]! - s.keyStart.data[m]! === end - start &&
      s.text.startsWith(raw, s.keyStart.data[m]!)
    )
      return true;
  }
  return false;
}

/** Levels a reported path names at each end; deeper paths elide their middle. */
const PATH_ENDS = 16;

/**
 * The JSON path of the innermost object's last key. A path through more than 2×PATH_ENDS levels
 * names its first and last PATH_ENDS and how many it leaves out (`$[0][0]…(19,968 levels)…[0].a`):
 * a hostile file nests 20,000 deep, and a full path per duplicate made the scan quadratic.
 */
function pathOf(s: State): string {
  let path = '$';
  // Every open container but the innermost object (whose key ends the path) names one level.
  const levels = s.base.length - 1;
  const skip = levels > 2 * PATH_ENDS ? levels - 2 * PATH_ENDS : 0;
  for (let d = 0; d < levels; d++) {
    s.operations++;
    if (skip && d === PATH_ENDS) {
      path += `…(${skip.toLocaleString('en')} levels)…`;
      d += skip - 1;
      continue;
    }
    const at = s.element.data[d]!;
    path = joinPath(path, at >= 0 ? at : keyAt(s, s.base.data[d + 1]! - 1));
  }
  return joinPath(path, keyAt(s, s.keyStart.length - 1));
}

/**
 * Every object key that repeats an earlier key of the same object, in document order (up to
 * `limit`), with `total` counting them all. `JSON.parse` cannot see these: it silently keeps
 * the last value, so an item's attribute or a design's field written twice would vanish
 * unreported. Keys compare by value, so `"a"` and `"\u0061"` are the same key.
 *
 * `text` must be JSON that `JSON.parse` accepted: this is a lean scan, not a validator. It runs
 * on every load, so it is iterative (no depth can overflow the stack), jumps over string
 * contents with `indexOf`, and keeps keys as offsets, decoding one only to report it or when it
 * holds an escape. A hand-written scan rather than a library: the maintained JSON parser that
 * reports positions (jsonc-parser's `visit`) is a full tokenizer, measured about 4× slower on
 * a 48 MB design, and does not track keys per object anyway.
 *
 * @example
 * findDuplicateKeys('{"a": 1, "b": {"c": 2, "c": 3}}');
 * // { total: 1, duplicates: [{ path: '$.b.c', key: 'c', offset: 23, line: 1, column: 24 }] }
 */
export function findDuplicateKeys(
  text: string,
  limit = 100
): { total: number; duplicates: DuplicateKey[]; operations: number } {
  const s: State = {
    text,
    keyStart: new IntStack(),
    keyEnd: new IntStack(),
    keyEscaped: new IntStack(),
    base: new IntStack(),
    element: new IntStack(),
    sets: [],
    operations: 0
  };
  const { keyStart, keyEnd, keyEscaped, base, element, sets } = s;
  const found: { offset: number; path: string; key: string }[] = [];
  const n = text.length;
  let total = 0;
  let expectKey = false;
  let backslash = text.indexOf('\\');
  if (backslash < 0) backslash = n;
  for (let i = 0; i < n; i++) {
    s.operations++;
    const c = text.charCodeAt(i);
    if (c <= 32) continue; // whitespace, most of an indented file
    if (c === 34) {
      // A string: find its closing quote (one not escaped by an odd run of backslashes).
      let j = text.indexOf('"', i + 1);
      for (;;) {
        let k = j - 1;
        while (text.charCodeAt(k) === 92) k--;
        if ((j - 1 - k) % 2 === 0) break;
        j = text.indexOf('"', j + 1);
      }
      s.operations += j - i;
      if (expectKey) {
        expectKey = false;
        if (backslash < i) {
          backslash = text.indexOf('\\', i);
          if (backslash < 0) backslash = n;
        }
        keyStart.push(i + 1);
        keyEnd.push(j);
        keyEscaped.push(backslash < j ? 1 : 0);
        // The first key of an object (most DynamoDB JSON objects have one) repeats nothing.
        // Only a reported repeat is named: a path costs its depth, and a hostile file repeats
        // one key thousands of times 20,000 levels down.
        if (keyStart.length - 1 > base.data[base.length - 1]! && repeats(s)) {
          if (total++ < limit)
            found.push({ offset: i, path: pathOf(s), key: keyAt(s, keyStart.length - 1) });
        }
      }
      i = j;
    } else if (c === 123 || c === 91) {
      base.push(keyStart.length);
      element.push(c === 123 ? -1 : 0);
      expectKey = c === 123;
    } else if (c === 125 || c === 93) {
      const b = base.data[--base.length]!;
      element.length--;
      if (sets.length > base.length) sets[base.length] = undefined;
      keyStart.length = keyEnd.length = keyEscaped.length = b;
    } else if (c === 44) {
      const top = element.length - 1;
      const at = element.data[top]!;
      if (at < 0) expectKey = true;
      else element.data[top] = at + 1;
    }
  }
  return { total, duplicates: withLines(text, found), operations: s.operations };
}
