import { deferTask } from '../kit/defer-task.ts';

/** What the tables of one page share: whether any of them has painted its rows. */
export interface RowsPage {
  paintedOnce: boolean;
}
const PAGE: RowsPage = { paintedOnce: false };
/** Extra rows rendered above and below the visible ones once the first rows are painted. */
const OVERSCAN = 8;

/**
 * When a table builds its rows, and how many beyond the visible ones. The page's first table
 * builds them in a task after the frame that lays out the table around them (its toolbar, column
 * headers and the panes beside it), ahead of the parts deferred behind the table: in one frame,
 * the studio's first layout (Blink's first-time work) was the cold start's longest task. Every
 * later table (another view, table or design) is laid out warm and builds its rows at once, so
 * it never shows an empty frame. A table renders no overscan until the frame after its first
 * rows are painted, so that frame lays out only what is seen. Made during a component's
 * initialisation; `page` is this page's (tests give their own).
 */
export class RowsGate {
  readonly #page: RowsPage;
  ready = $state(false);
  overscan = $state(0);
  #painted = $state(false);

  constructor(page: RowsPage = PAGE) {
    this.#page = page;
    this.ready = page.paintedOnce;
    $effect(() => {
      if (this.ready) return;
      let cancel = () => {};
      const frame = requestAnimationFrame(() => {
        cancel = deferTask(() => (this.ready = true), { ahead: true });
      });
      return () => {
        cancelAnimationFrame(frame);
        cancel();
      };
    });
    $effect(() => {
      if (!this.#painted || this.overscan > 0) return;
      const frame = requestAnimationFrame(() => (this.overscan = OVERSCAN));
      return () => cancelAnimationFrame(frame);
    });
  }

  /** The table's rows are painted: every later table of the page builds its rows at once. */
  painted(): void {
    this.#page.paintedOnce = true;
    this.#painted = true;
  }
}
