/**
 * How much one load may read before it stops and asks: the user can raise both. A million items
 * is the engine's hard ceiling; 100k items or 100 MB keeps the page responsive and the bill small.
 */
export interface ReadLimits {
  readonly maxItems: number;
  readonly maxBytes: number;
}

export const DEFAULT_READ_LIMITS: ReadLimits = { maxItems: 100_000, maxBytes: 100 * 1024 * 1024 };
