import type { PatternRun } from '../../core/query/run-access-pattern.ts';
import { rankByOrder } from '../../core/rows/rank-by-order.ts';

/**
 * Where the studio's attention is, apart from the design itself: which table and view, which
 * item, collection, entity and access pattern, and the requests to the table view to scroll
 * (reveal, jump). StudioState is one; every view reads and sets these on it.
 */
export abstract class StudioAttention {
  table = $state(0);
  view = $state(0);
  /** Selected item: its table and write order. */
  selected = $state.raw<{ table: number; order: number } | null>(null);
  /** Index of the access pattern whose results are highlighted. */
  activePattern = $state<number | null>(null);
  /** The entity picked in the graph: its items and collections light up in the table view. */
  litEntity = $state<string | null>(null);
  /** The selected collection: a view of a table and the collection's position in it. */
  selectedCollection = $state.raw<{ table: number; view: number; collection: number } | null>(null);
  /** Every access pattern run against the shown analysis (StudioState's). */
  abstract readonly patternRuns: readonly PatternRun[];
  /** Write orders of the items the active pattern returns, with their 1-based position in its result. */
  readonly highlight: ReadonlyMap<number, number> = $derived.by(() =>
    rankByOrder(
      this.activePattern === null ? undefined : this.patternRuns[this.activePattern]?.entries
    )
  );
  /** Bumped to ask the table view to scroll an item into view. */
  revealRequest = $state.raw<{ table: number; order: number; nonce: number } | null>(null);
  /** A partition key text for the table view to find and scroll to; it calls `done` with whether it did. */
  jumpRequest = $state.raw<{ text: string; done: (found: boolean) => void } | null>(null);
  #nonce = 0;

  /** A design was opened: the first table and view, nothing selected, lit or run. */
  protected lookAnew(): void {
    this.table = 0;
    this.view = 0;
    this.selected = null;
    this.activePattern = null;
    this.litEntity = null;
    this.selectedCollection = null;
  }

  /** Select an item and scroll the table view to it (switching to its table). */
  reveal(table: number, order: number): void {
    if (this.table !== table) {
      this.table = table;
      this.view = 0;
    }
    this.selected = { table, order };
    this.revealRequest = { table, order, nonce: ++this.#nonce };
  }

  /** Highlight an access pattern's result, showing the view it queries. */
  runPattern(index: number): void {
    const run = this.patternRuns[index];
    this.activePattern = index;
    if (!run || run.table < 0 || run.view < 0) return;
    this.table = run.table;
    this.view = run.view;
    const first = run.entries[0];
    if (first)
      this.revealRequest = { table: run.table, order: first.item.order, nonce: ++this.#nonce };
  }

  /**
   * Ask the table view to scroll to the collection whose partition key is, or starts with,
   * `text` (the view's own lookup decides which). Resolves with whether there was one; an
   * earlier request still waiting resolves false.
   */
  jumpToPartition(text: string): Promise<boolean> {
    this.jumpRequest?.done(false);
    return new Promise((done) => (this.jumpRequest = { text, done }));
  }
}
