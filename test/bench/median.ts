/** The middle of a set of timings (the upper middle for an even count): what every bench prints. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}
