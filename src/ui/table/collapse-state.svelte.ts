import type { WireCollapse } from '../../core/session/row-query.ts';
import { toggleMember } from './toggle-member.ts';

const NONE: ReadonlySet<string> = new Set();

/**
 * Which collections of a table view are folded to their header: all of them or none
 * (`collapseAll`), then each one the user toggled since the other way. A collection is collapsed
 * when exactly one of "all collapsed" and "toggled" holds.
 */
export class CollapseState {
  all = $state(false);
  /** The collections (by id) toggled since the last `collapseAll`. */
  toggled = $state.raw(NONE);

  /** Fold or unfold one collection. */
  toggle(id: string): void {
    this.toggled = toggleMember(this.toggled, id);
  }

  /** Fold (or unfold) every collection, forgetting the ones toggled one by one. */
  collapseAll(collapsed: boolean): void {
    this.all = collapsed;
    this.toggled = NONE;
  }

  /** The collapse as a row query carries it: the toggled ids in order, so equal ones compare equal. */
  get wire(): WireCollapse {
    return { all: this.all, toggled: [...this.toggled].sort() };
  }
}
