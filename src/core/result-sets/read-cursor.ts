import type { AttributeMap } from '../model/attribute-value.ts';

/** Where each segment stands: not started, after a key, or finished. Plain data, JSON-safe. */
export type SegmentPosition =
  | { readonly state: 'start' }
  | { readonly state: 'after'; readonly key: AttributeMap }
  | { readonly state: 'done' };

/** Enough to resume a read exactly where it stopped: each segment's position. */
export interface ReadCursor {
  readonly totalSegments: number;
  readonly positions: readonly SegmentPosition[];
}
