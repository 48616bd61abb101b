import type { OpenerSteps } from './opener-steps.ts';
import { openable, type OpenResult } from './read-design.ts';

/**
 * A design that came in a link: shown read-only and not stored until "Save to my library" makes
 * it a new library entry, editable from then on.
 */
export class LinkDesigns {
  /** The open design came in a link and is not in the library. */
  fromLink = $state(false);
  /**
   * The design open before the link, when its last edits were written to the library as the
   * link opened (the only write a link's open makes, said so it is no surprise), else null.
   */
  savedFirst = $state<string | null>(null);

  constructor(private readonly s: OpenerSteps) {}

  /**
   * Show a link's design, read-only (nothing is stored until `save`). The link is decoded in a
   * worker (`WorkerOpens.read`), with Cancel and a deadline; cancelled, it opens nothing.
   */
  async open(hash: string): Promise<void> {
    const loaded = await this.s.worker.read({ kind: 'link', link: hash }, 'the link');
    if (!loaded) return;
    const result = openable(loaded, 'the link');
    if (!result.ok) return this.s.fail(result);
    const { library, studio } = this.s;
    const waiting = library.openDesign.bound && library.openDesign.save.kind !== 'saved';
    const name = waiting ? (studio.authored?.name ?? null) : null;
    // Left without its edits saved (the user said so when asked): nothing was written.
    if (!(await this.s.mayLeave(() => void this.#show(result, hash, null)))) return;
    await this.#show(result, hash, name);
  }

  /** Keep the link's design: a new library entry, editable from now on. */
  async save(): Promise<void> {
    const { studio, library } = this.s;
    const design = studio.authored;
    if (!design || !this.fromLink) return;
    await this.s.guard(async () => {
      const { key } = await library.fork({ design, generation: studio.generation });
      studio.rekey(key);
      studio.readOnly = false;
      studio.label = 'your library';
      this.fromLink = false;
      this.s.setHash('');
    });
  }

  async #show(
    result: Extract<OpenResult, { ok: true }>,
    hash: string,
    savedFirst: string | null
  ): Promise<void> {
    await this.s.library.leave();
    this.s.studio.open(result.design, 'from a link (read-only)', result.findings, {
      readOnly: true
    });
    this.s.opened(null, hash);
    this.fromLink = true;
    this.savedFirst = savedFirst;
  }
}
