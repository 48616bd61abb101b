import { untrack } from 'svelte';
import { select, zoom, zoomIdentity, type Selection, type ZoomBehavior } from 'd3';
import { fitToScreen, type ZoomTransform } from '../../core/graph/fit-to-screen.ts';
import type { Bounds } from '../../core/graph/layout-types.ts';

/** How far the view can zoom out and in. */
export const SCALE_EXTENT: readonly [number, number] = [0.02, 8];

/**
 * d3-zoom for one drawing, as an attachment (`{@attach zoom.attach}`) on the SVG or canvas:
 * d3 listens for wheel, drag and pinch and computes the transform; the component renders it
 * (`transform` is state). Presses that `grabs` claims (on a node: `[data-node]` in the SVG, a
 * hit test on the canvas) are left to the node, so dragging a node pins it instead of panning. `fit`, `zoomBy` and `reveal` move the view from
 * buttons and keys, through d3-zoom so its state stays in step.
 */
export class ZoomControl {
  transform = $state.raw<ZoomTransform>({ x: 0, y: 0, k: 1 });
  #behavior: ZoomBehavior<Element, unknown>;
  #selection: Selection<Element, unknown, null, undefined> | null = null;
  /** Whether a press belongs to a node rather than to panning. */
  grabs: (event: MouseEvent | TouchEvent) => boolean = (event) =>
    !!(event.target as Element | null)?.closest?.('[data-node]');

  constructor() {
    this.#behavior = zoom<Element, unknown>()
      .scaleExtent([...SCALE_EXTENT])
      .filter((event: Event) => {
        const e = event as MouseEvent;
        if (e.type === 'wheel') return true;
        return !e.ctrlKey && !e.button && !this.grabs(e);
      })
      .on('zoom', (event: { transform: ZoomTransform }) => {
        const { x, y, k } = event.transform;
        this.transform = { x, y, k };
      });
  }

  /** The attachment: d3-zoom on `element` until it goes. */
  attach = (element: Element): (() => void) => {
    const selection = select(element);
    selection.call(this.#behavior);
    // A transform set before (a fit, or the renderer switched) carries over to this element.
    const { x, y, k } = untrack(() => this.transform);
    this.#behavior.transform(selection, zoomIdentity.translate(x, y).scale(k));
    // Double-click is for nodes (expand), not for zooming in.
    selection.on('dblclick.zoom', null);
    this.#selection = selection;
    return () => {
      selection.on('.zoom', null);
      if (this.#selection === selection) this.#selection = null;
    };
  };

  /**
   * Frame `bounds` in a `width` × `height` view (fitToScreen), enlarged at most 1.25 times: a
   * small graph stays at about the size its labels are written for.
   */
  fit(bounds: Bounds, width: number, height: number): void {
    const t = fitToScreen(bounds, width, height, 32, 1.25);
    this.#set(t);
  }

  /** Zoom by `factor` about the view's centre. */
  zoomBy(factor: number): void {
    if (this.#selection) this.#behavior.scaleBy(this.#selection, factor);
  }

  /** Pan so graph point (x, y) is on screen, `margin` pixels in, if it is not already. */
  reveal(x: number, y: number, width: number, height: number, margin = 40): void {
    const { x: tx, y: ty, k } = this.transform;
    const sx = k * x + tx;
    const sy = k * y + ty;
    if (sx >= margin && sx <= width - margin && sy >= margin && sy <= height - margin) return;
    this.#set({ x: width / 2 - k * x, y: height / 2 - k * y, k });
  }

  /** Move the view by (dx, dy) screen pixels (the drawing's size changed: keep its centre). */
  shift(dx: number, dy: number): void {
    const { x, y, k } = this.transform;
    this.#set({ x: x + dx, y: y + dy, k });
  }

  #set(t: ZoomTransform): void {
    if (this.#selection)
      this.#behavior.transform(this.#selection, zoomIdentity.translate(t.x, t.y).scale(t.k));
    else this.transform = t;
  }
}
