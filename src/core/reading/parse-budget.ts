/**
 * A read budget as typed: read units per second above 0, or empty for none.
 *
 * @example
 * parseBudget('50'); // { ok: true, value: 50 }
 * parseBudget(''); // { ok: true, value: null }
 */
export function parseBudget(
  text: string
): { ok: true; value: number | null } | { ok: false; error: string } {
  const t = text.trim();
  if (t === '') return { ok: true, value: null };
  const n = Number(t);
  return Number.isFinite(n) && n > 0
    ? { ok: true, value: n }
    : {
        ok: false,
        error: `the read budget "${t}" is not a number of read units per second above 0; write one, or leave it empty for none`
      };
}
