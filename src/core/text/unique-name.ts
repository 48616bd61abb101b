/**
 * The first of `base1`, `base2`, … that is not in `taken`: a default name for something new.
 *
 * @example
 * uniqueName('GSI', ['GSI1']); // 'GSI2'
 */
export function uniqueName(base: string, taken: readonly string[]): string {
  for (let n = 1; ; n++) if (!taken.includes(`${base}${n}`)) return `${base}${n}`;
}
