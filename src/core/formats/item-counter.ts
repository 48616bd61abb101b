/** The stages of loading a design, in order, as `LoadOptions.onProgress` reports them. */
export type LoadPhase = 'decoding' | 'parsing' | 'checking' | 'validating';

/**
 * How far a load has got: the phase it is in, and for `validating` how many of the file's items
 * have been read and checked (`done` of `total`). The other phases are one step each (`done` 0
 * when it starts, 1 when it ends; `total` 1).
 */
export interface LoadProgress {
  readonly phase: LoadPhase;
  readonly done: number;
  readonly total: number;
}

/** How a load is run: `onProgress` hears each phase start and, while validating, every `every` items. */
export interface LoadOptions {
  readonly onProgress?: (progress: LoadProgress) => void;
  /** Items between two `validating` reports (1,000 by default). */
  readonly every?: number;
}

/**
 * Counts the items a load reads and reports every `every` of them: the loaders' readers call
 * `item()` once per item (read or refused), so progress needs no second pass over the input.
 *
 * @example
 * const counter = new ItemCounter(385_024, options);
 * for (const raw of items) { read(raw); counter.item(); }
 */
export class ItemCounter {
  #done = 0;
  readonly #every: number;

  constructor(
    readonly total: number,
    private readonly options: LoadOptions = {}
  ) {
    this.#every = Math.max(1, options.every ?? 1000);
    options.onProgress?.({ phase: 'validating', done: 0, total });
  }

  item(): void {
    const done = ++this.#done;
    if (done % this.#every === 0)
      this.options.onProgress?.({ phase: 'validating', done, total: Math.max(done, this.total) });
  }

  /** Report the last count (after every item was read). */
  end(): void {
    this.options.onProgress?.({
      phase: 'validating',
      done: this.#done,
      total: Math.max(this.#done, this.total)
    });
  }
}
