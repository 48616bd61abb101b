/**
 * How long the analysis last seen has rested: heat for an edit is asked for once edits rest
 * `pause` ms, counted from the edit, so a design edited before the heat view opened is heated
 * at once rather than `pause` ms after the tab is clicked.
 */
export class EditRest {
  #source = '';
  #since = 0;

  constructor(readonly pause: number) {}

  /** Note the analysis (its source id) seen now: a new one starts its rest. */
  see(source: string): void {
    if (source === this.#source) return;
    this.#source = source;
    this.#since = Date.now();
  }

  /** Milliseconds until the analysis last seen has rested; zero or less once it has. */
  left(): number {
    return this.pause - (Date.now() - this.#since);
  }
}
