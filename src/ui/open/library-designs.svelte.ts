import type { LibraryEntry } from '../../store/library-schema.ts';
import type { OpenerSteps } from './opener-steps.ts';
import { exampleFromHash } from './read-design.ts';

/**
 * The designs of the library: reopening one (with its undo history from earlier in the session),
 * the two ways out of a save conflict with another tab (reload theirs, or keep this one as a
 * copy), and deleting one, undoable until the page is reloaded.
 */
export class LibraryDesigns {
  /** The design just deleted, for undo. */
  deleted = $state.raw<{ entry: LibraryEntry; wasOpen: boolean } | null>(null);

  constructor(private readonly s: OpenerSteps) {}

  /** Open a design of the library; false when it could not be read (the opener's `error`). */
  async openEntry(id: string, hash = ''): Promise<boolean> {
    if (!(await this.s.mayLeave(() => void this.#show(id, hash)))) return false;
    return this.#show(id, hash);
  }

  /**
   * After a conflict: the design as the other tab saved it, with a new undo history; what this
   * tab had not saved is kept in the library first (`library.openDesign.discarded` names it).
   */
  async reload(): Promise<void> {
    const { studio, library } = this.s;
    await this.s.guard(async () => {
      await this.s.worker.fromLibrary(async (load, adopt) => {
        const r = await library.reload(load);
        if (!r) return false;
        adopt();
        studio.open(r.opened.design, studio.label, r.opened.findings, {
          key: r.key,
          generation: r.opened.generation
        });
        return true;
      });
    });
  }

  /** After a conflict: this tab's design as a new entry, "<name> (copy)". */
  async fork(): Promise<void> {
    const { studio, library } = this.s;
    const design = studio.authored;
    if (!design) return;
    const name = `${design.name} (copy)`;
    await this.s.guard(async () => {
      await library.fork({ design: { ...design, name }, generation: studio.generation });
      studio.apply({ kind: 'rename-design', name });
    });
  }

  /** Delete a design (undoable until the next reload); deleting the open one closes it. */
  async remove(entry: LibraryEntry): Promise<void> {
    const wasOpen = entry.id === this.s.library.currentId;
    await this.s.guard(async () => {
      await this.s.library.remove(entry.id);
      if (wasOpen) {
        this.s.studio.close();
        this.s.setHash('');
      }
      this.deleted = { entry, wasOpen };
    });
  }

  async undoDelete(): Promise<void> {
    const d = this.deleted;
    if (!d) return;
    this.deleted = null;
    await this.s.guard(async () => {
      await this.s.library.restore(d.entry.id);
      if (d.wasOpen) await this.openEntry(d.entry.id);
    });
  }

  async #show(id: string, hash: string): Promise<boolean> {
    let shown = false;
    const ok = await this.s.guard(async () => {
      shown = await this.s.worker.fromLibrary(async (load, adopt) => {
        const r = await this.s.library.open(id, load);
        if (!r) return false;
        adopt();
        this.s.studio.open(r.opened.design, 'your library', r.opened.findings, {
          key: r.key,
          generation: r.opened.generation
        });
        this.s.opened(exampleFromHash(hash), hash);
        return true;
      });
    });
    return ok && shown;
  }
}
