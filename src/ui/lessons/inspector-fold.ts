import type { ShellState } from '../shell/shell-state.svelte.ts';

/** Width the table view keeps beside an open lesson before the inspector folds away. */
const TABLE_ROOM = 560;

/**
 * At narrow widths the inspector folds to its rail beside a lesson pane, so the table keeps
 * room; when the pane closes, the inspector goes back to how it was.
 */
export class InspectorFold {
  readonly #shell: Pick<ShellState, 'widths' | 'collapsed'>;
  readonly #windowWidth: () => number;
  /** The inspector's state before a lesson folded it, to put back. */
  #was: boolean | null = null;

  constructor(shell: Pick<ShellState, 'widths' | 'collapsed'>, windowWidth: () => number) {
    this.#shell = shell;
    this.#windowWidth = windowWidth;
  }

  /** A lesson pane `paneWidth` wide opened: fold the inspector if the table would be too narrow. */
  fold(paneWidth: number): void {
    const shell = this.#shell;
    if (this.#was !== null) return;
    const table = this.#windowWidth() - paneWidth - shell.widths.editor - shell.widths.inspector;
    this.#was = shell.collapsed.inspector;
    if (table < TABLE_ROOM) shell.collapsed.inspector = true;
  }

  /** The lesson pane closed: the inspector as it was before. */
  unfold(): void {
    if (this.#was === null) return;
    this.#shell.collapsed.inspector = this.#was;
    this.#was = null;
  }
}
