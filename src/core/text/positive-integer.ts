/**
 * A whole number of at least 1 from a number field, or undefined when it is empty or not one:
 * a Query's `Limit` is such a number, and an empty field means "no limit". Only digits count, so
 * "1e3" or "1.5" (which `Number` would take) are not read as a limit the user did not type.
 *
 * @example
 * positiveInteger(' 25 '); // 25
 * positiveInteger('0'); // undefined
 */
export function positiveInteger(text: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 ? n : undefined;
}
