/**
 * How long to wait before retry `attempt` (0-based) after a throttled request: exponential
 * back-off with full jitter, a uniformly random delay between 0 and `min(cap, base × 2^attempt)`.
 * Full jitter spreads retries of many readers apart, which is why AWS recommends it.
 * `random` is injected (a seeded generator in tests), never Math.random in core.
 * https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/
 *
 * @example
 * backoffDelay(3, () => 0.5); // 200: half of 50 ms × 2³
 */
export function backoffDelay(
  attempt: number,
  random: () => number,
  baseMs = 50,
  capMs = 5000
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}
