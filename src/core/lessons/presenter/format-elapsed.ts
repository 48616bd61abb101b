/**
 * A timer's milliseconds as a clock shows them: `m:ss` under an hour, `h:mm:ss` from then on;
 * whole seconds, rounded down.
 *
 * @example
 * formatElapsed(725_000); // '12:05'
 * formatElapsed(3_723_000); // '1:02:03'
 */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
