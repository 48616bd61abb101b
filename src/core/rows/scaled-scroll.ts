/**
 * Browsers cap an element's height (Chrome near 33.5M px, Firefox near 17.9M px), so a list
 * taller than this scrolls a shorter spacer and maps its scroll position onto the rows.
 */
export const MAX_SCROLL_PX = 15_000_000;

/** How a virtual list of fixed-height rows maps onto a scrollable spacer. */
export interface ScrollScale {
  /** Height of the spacer element, in px. */
  readonly spacer: number;
  /** The list's own height, in px (rows × row height). */
  readonly content: number;
  /** Content px per spacer px of scrolling (1 when the list fits). */
  readonly ratio: number;
}

/**
 * The spacer for `rows` rows of `rowHeight` px seen through a viewport `viewport` px tall: the
 * list itself when it fits under `max`, else `max` px scrolled proportionally (the last spacer
 * position shows the last rows).
 *
 * @example
 * scrollScale(1_000_000, 28, 480).spacer; // 15_000_000
 */
export function scrollScale(
  rows: number,
  rowHeight: number,
  viewport: number,
  max = MAX_SCROLL_PX
): ScrollScale {
  const content = rows * rowHeight;
  if (content <= max) return { spacer: content, content, ratio: 1 };
  const range = Math.max(1, max - viewport);
  return { spacer: max, content, ratio: Math.max(0, content - viewport) / range };
}

/**
 * The content offset (px from the first row) shown at the top for a spacer `scrollTop`.
 *
 * @example
 * contentTop(scrollScale(10, 28, 100), 56); // 56
 */
export function contentTop(scale: ScrollScale, scrollTop: number): number {
  return scale.ratio === 1 ? scrollTop : scrollTop * scale.ratio;
}

/**
 * The spacer `scrollTop` that shows content offset `top` at the top (inverse of contentTop).
 *
 * @example
 * scrollTopFor(scrollScale(10, 28, 100), 56); // 56
 */
export function scrollTopFor(scale: ScrollScale, top: number): number {
  return scale.ratio === 1 ? top : top / scale.ratio;
}
