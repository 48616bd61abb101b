import type { StudioState } from '../studio/studio-state.svelte.ts';
import type { LibraryState } from '../library/library-state.svelte.ts';
import type { OpenResult } from './read-design.ts';
import type { WorkerOpens } from './worker-opens.svelte.ts';

/**
 * What DesignOpener lends the collaborators that open designs for it (NewDesigns, LinkDesigns,
 * LibraryDesigns): the studio and library, its worker opens, and the steps every open shares.
 */
export interface OpenerSteps {
  readonly studio: StudioState;
  readonly library: LibraryState;
  readonly worker: WorkerOpens;
  /** Whether the open design may be left now; else the user is asked, `proceed` runs on yes. */
  mayLeave(proceed: () => void): Promise<boolean>;
  /** Run `step`; false when it threw (the opener's `error` then says why). */
  guard(step: () => Promise<void>): Promise<boolean>;
  /** A design was opened under `hash` (`example`: the example it is): banners and address follow. */
  opened(example: string | null, hash: string): void;
  /** The address shows `hash` ('' for none). */
  setHash(hash: string): void;
  /** What could not be opened, and why; the open design stays as it was. */
  fail(result: OpenResult): void;
}
