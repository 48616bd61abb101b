import type { LiveLoad } from './live-load.svelte.ts';

/**
 * The live loads of this tab as result sets beside each other: a Scan, then a Query, then an
 * index read each stay, named by their source and completeness, until the user closes one. The
 * active set is the one the studio's views show; showing another puts its designs back in the
 * studio (the worker still holds its items: nothing is read again).
 */
export class ResultSets {
  list = $state.raw<readonly LiveLoad[]>([]);
  active = $state.raw<LiveLoad | null>(null);
  readonly #closed: (set: LiveLoad) => void;

  /** `closed` hears of every set closed (its saved place goes with it). */
  constructor(closed: (set: LiveLoad) => void = () => {}) {
    this.#closed = closed;
  }

  /** Whether a set is reading: one load at a time, so the read budget is the one the user set. */
  get running(): boolean {
    return this.list.some((set) => set.running);
  }

  /** What every set holds (the one reading counted as far as it has got): the tab's live items. */
  held(): { items: number; bytes: number } {
    let items = 0;
    let bytes = 0;
    for (const set of this.list) {
      items += set.progress.items;
      bytes += set.progress.bytes;
    }
    return { items, bytes };
  }

  /** A new set, shown from its first page on. */
  add(set: LiveLoad): void {
    this.list = [...this.list, set];
    this.active = set;
  }

  /** Show `set` in the studio's views. */
  show(set: LiveLoad): void {
    if (!this.list.includes(set)) return;
    this.active = set;
    if (set.designs.published) set.designs.rebind();
  }

  /**
   * Whether `set` can be closed: not while it reads (Stop it first, so no page lands after), and
   * not the last one (the studio shows it; another design opened lets it go).
   */
  closable(set: LiveLoad): boolean {
    return !set.running && this.list.length > 1 && this.list.includes(set);
  }

  /** Close `set`, freeing its items (on the page and in the worker); the last set shown before it takes its place. */
  close(set: LiveLoad): void {
    if (!this.closable(set)) return;
    set.designs.dispose();
    this.list = this.list.filter((s) => s !== set);
    this.#closed(set);
    if (this.active === set) this.show(this.list.at(-1)!);
  }

  /** Stop every set that reads (a disconnect). */
  stop(): void {
    for (const set of this.list) set.stop();
  }
}
