import type { StudioState } from '../studio/studio-state.svelte.ts';
import type { LibraryState } from '../library/library-state.svelte.ts';

/**
 * Whether the open design may be left now for another: its last changes are saved, or there is
 * nothing to lose. Otherwise the user is asked — `ask` gets the question, and null once they say
 * go ahead — and leaving waits for that answer.
 *
 * @example
 * const guard = new LeaveGuard(studio, library, (asking) => (opener.asking = asking));
 * if (await guard.mayLeave(() => void show())) await show();
 */
export class LeaveGuard {
  constructor(
    private readonly studio: Pick<StudioState, 'design' | 'readOnly' | 'canUndo'>,
    private readonly library: Pick<LibraryState, 'available' | 'problem' | 'settle'>,
    private readonly ask: (asking: { message: string; proceed: () => void } | null) => void
  ) {}

  /** True when the open design may be left now; else the user is asked, and `proceed` runs on yes. */
  async mayLeave(proceed: () => void): Promise<boolean> {
    const studio = this.studio;
    if (!studio.design || studio.readOnly) return true;
    if (!this.library.available) {
      if (!studio.canUndo) return true;
      this.#ask(`Designs cannot be saved in this browser (${this.library.problem})`, proceed);
      return false;
    }
    const state = await this.library.settle();
    if (state.kind !== 'failed') return true;
    this.#ask(`The open design's last changes are not saved: ${state.problem.message}`, proceed);
    return false;
  }

  #ask(message: string, proceed: () => void): void {
    this.ask({
      message: `${message} Opening another design now loses them; export this one to a file first to keep them.`,
      proceed: () => {
        this.ask(null);
        proceed();
      }
    });
  }
}
