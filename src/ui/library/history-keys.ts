/** A history key given to an entry, and the entry's revision as this tab last left it. */
interface Given {
  readonly key: string;
  readonly revision: number;
}

/**
 * The names of the studio's undo histories for the library's designs: a design keeps one
 * history for the whole session, under the key it was first opened or created with, even when
 * it is forked into a new entry. A history holds only while the entry is as this tab left it:
 * once another tab has written it, its steps are older than what is stored, and an undo would
 * save one of them over that tab's work, so the entry starts a new history.
 */
export class HistoryKeys {
  readonly #keys = new Map<string, Given>();
  #next = 0;

  /** A key no design has had yet. */
  fresh(): string {
    return `design-${++this.#next}`;
  }

  /**
   * The key of entry `id` read at `revision`: the one it was given this session when this tab
   * left it at that revision, else a fresh one (never seen, or written by another tab since).
   */
  of(id: string, revision: number): string {
    const given = this.#keys.get(id);
    return given?.revision === revision ? given.key : this.fresh();
  }

  /** The key entry `id` was given this session, if any. */
  given(id: string): string | undefined {
    return this.#keys.get(id)?.key;
  }

  /** Entry `id`, at `revision`, goes on under `key`. */
  give(id: string, key: string, revision: number): void {
    this.#keys.set(id, { key, revision });
  }

  /** This tab left entry `id` at `revision` (the last it wrote or read). */
  leftAt(id: string, revision: number): void {
    const given = this.#keys.get(id);
    if (given) this.#keys.set(id, { ...given, revision });
  }

  /**
   * This tab moved entry `id` one revision on (deleted, restored or renamed it). Had another tab
   * written it meanwhile, the count falls short of the stored revision, as it should.
   */
  moved(id: string): void {
    const given = this.#keys.get(id);
    if (given) this.#keys.set(id, { ...given, revision: given.revision + 1 });
  }

  /** Entry `id` no longer names a history (its design went on as another entry). */
  forget(id: string): void {
    this.#keys.delete(id);
  }
}
