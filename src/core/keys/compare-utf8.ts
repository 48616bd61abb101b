/**
 * Compare two strings in the order of their UTF-8 encodings, as DynamoDB orders
 * String sort keys ("in order of UTF-8 bytes").
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.KeyConditionExpressions.html
 *
 * UTF-8 byte order equals Unicode code point order, but JavaScript's `<` compares
 * UTF-16 code units, which puts U+10000 and above (surrogate pairs, 0xD800…)
 * *before* U+E000–U+FFFF. So we compare code units and only fix up the case
 * where the first difference involves a surrogate. Lone surrogates cannot be
 * encoded in UTF-8 and are rejected by key validation before they get here.
 */
export function compareUtf8(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Both below the surrogate range, or both at or above it: code unit order is
    // code point order. Only a surrogate against U+E000–U+FFFF needs the fix.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys && x >= 0xd800 && y >= 0xd800) return xs ? 1 : -1;
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

/** UTF-8 byte length of a string, without allocating an encoding. */
export function utf8Length(s: string): number {
  let bytes = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3; // lone surrogate: TextEncoder writes U+FFFD (3 bytes)
    } else bytes += 3;
  }
  return bytes;
}

/** Code units from U+D800 up: surrogates, and where UTF-16 order and UTF-8 order can disagree. */
const HIGH = /[\uD800-\uFFFF]/;

/**
 * True when every code unit is below U+D800 (most keys are ASCII): the string has no surrogate
 * at all, and comparing such strings with `<` is comparing their UTF-8 bytes.
 */
export function belowSurrogates(s: string): boolean {
  return !HIGH.test(s);
}

/** Any UTF-16 surrogate; a native regex scan is several times faster than a charCodeAt loop. */
const SURROGATE = /[\uD800-\uDFFF]/;

/** True when the string holds an unpaired surrogate, which UTF-8 cannot encode. */
export function hasLoneSurrogate(s: string): boolean {
  if (!SURROGATE.test(s)) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
      else return true;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}
