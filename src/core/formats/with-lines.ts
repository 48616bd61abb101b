/**
 * Each finding with the 1-based line and column of its UTF-16 `offset`, for findings in
 * increasing order of offset: one pass over the text whatever their number, so naming a
 * hundred duplicate keys of a 200 MB file costs one read of it, not a hundred.
 *
 * @example
 * withLines('{\n "a": 1, "a": 2}', [{ offset: 11, key: 'a' }]);
 * // [{ offset: 11, key: 'a', line: 2, column: 10 }]
 */
export function withLines<T extends { readonly offset: number }>(
  text: string,
  found: readonly T[]
): (T & { line: number; column: number })[] {
  let line = 1;
  let lineStart = 0;
  return found.map((f) => {
    for (let nl = text.indexOf('\n', lineStart); nl >= 0 && nl < f.offset;) {
      line++;
      lineStart = nl + 1;
      nl = text.indexOf('\n', lineStart);
    }
    return { ...f, line, column: f.offset - lineStart + 1 };
  });
}
