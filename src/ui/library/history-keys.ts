/**
 * The names of the studio's undo histories for the library's designs: a design keeps one
 * history for the whole session, under the key it was first opened or created with, even when
 * it is forked into a new entry.
 */
export class HistoryKeys {
  readonly #keys = new Map<string, string>();
  #next = 0;

  /** A key no design has had yet. */
  fresh(): string {
    return `design-${++this.#next}`;
  }

  /** The key of entry `id`: the one it was given this session, else the id itself. */
  of(id: string): string {
    return this.#keys.get(id) ?? id;
  }

  /** The key entry `id` was given this session, if any. */
  given(id: string): string | undefined {
    return this.#keys.get(id);
  }

  /** Entry `id` goes on under `key`. */
  give(id: string, key: string): void {
    this.#keys.set(id, key);
  }

  /** Entry `id` no longer names a history (its design went on as another entry). */
  forget(id: string): void {
    this.#keys.delete(id);
  }
}
