/** The part of `location`/`history` the opener uses (tests pass their own). */
export interface Address {
  hash(): string;
  /** Replace the hash without a hashchange ('' removes it). */
  replace(hash: string): void;
}
