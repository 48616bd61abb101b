/**
 * A token bucket in read units per second, for pacing a Scan or Query by the capacity it
 * actually consumes: before each request wait `waitMs`, after each page `debit` the page's
 * `ConsumedCapacity`. The bucket starts full with one second of units and may go into debt by
 * one page; the wait pays the debt back at the budget's rate, so over any stretch of time the
 * reader consumes at most `rate × seconds + burst` units. This is the scheme of AWS's
 * "Rate-Limited Scans in Amazon DynamoDB" (a rate limiter acquiring the consumed units after
 * each page), written against an injected clock so tests need no real time.
 * https://aws.amazon.com/blogs/developer/rate-limited-scans-in-amazon-dynamodb/
 *
 * @example
 * const budget = new ReadBudget(100, 0); // 100 read units per second, clock at 0 ms
 * budget.debit(128, 0);                  // a 1 MB eventually consistent page
 * budget.waitMs(0);                      // 280: the 28-unit debt takes 0.28 s to repay
 */
export class ReadBudget {
  readonly rate: number;
  /** Units the bucket holds when full. */
  readonly burst: number;
  #tokens: number;
  #at: number;

  /** `rate` in read units per second (> 0); `now` in milliseconds on the caller's clock. */
  constructor(rate: number, now: number, burst = rate) {
    if (!(rate > 0) || !Number.isFinite(rate))
      throw new RangeError(
        `a read budget must be a positive number of units per second, got ${rate}`
      );
    this.rate = rate;
    this.burst = Math.max(burst, Number.MIN_VALUE);
    this.#tokens = this.burst;
    this.#at = now;
  }

  /** Milliseconds to wait before the next request may be sent. */
  waitMs(now: number): number {
    this.#refill(now);
    return this.#tokens >= 0 ? 0 : Math.ceil((-this.#tokens / this.rate) * 1000);
  }

  /** Take the read units a page consumed. */
  debit(units: number, now: number): void {
    this.#refill(now);
    if (units > 0) this.#tokens -= units;
  }

  /** Units available now (negative while in debt). */
  available(now: number): number {
    this.#refill(now);
    return this.#tokens;
  }

  #refill(now: number): void {
    if (now > this.#at) {
      this.#tokens = Math.min(this.burst, this.#tokens + ((now - this.#at) / 1000) * this.rate);
      this.#at = now;
    }
  }
}
