import type { Bounds } from './layout-types.ts';

/** A zoom transform as d3-zoom holds it: a screen point is (k·x + x, k·y + y). */
export interface ZoomTransform {
  readonly x: number;
  readonly y: number;
  readonly k: number;
}

/**
 * The zoom transform that frames `bounds` in a `width` × `height` viewport with `padding`
 * pixels to spare on every side, centred, never enlarged past `maxScale` (one small node does
 * not fill the screen). Give it to d3-zoom as `zoomIdentity.translate(x, y).scale(k)`.
 *
 * @example
 * fitToScreen({ x0: 0, y0: 0, x1: 100, y1: 50 }, 220, 220, 10); // { x: 10, y: 60, k: 2 }
 */
export function fitToScreen(
  bounds: Bounds,
  width: number,
  height: number,
  padding = 24,
  maxScale = 2
): ZoomTransform {
  const w = bounds.x1 - bounds.x0;
  const h = bounds.y1 - bounds.y0;
  const room = (side: number): number => Math.max(1, side - 2 * padding);
  const k = Math.min(
    maxScale,
    w > 0 ? room(width) / w : maxScale,
    h > 0 ? room(height) / h : maxScale
  );
  return {
    x: width / 2 - k * (bounds.x0 + w / 2),
    y: height / 2 - k * (bounds.y0 + h / 2),
    k
  };
}
