/** A row of the window and the DOM slot (the `{#each}` key) it is drawn in. */
export interface SlottedRow<R> {
  readonly row: R;
  readonly slot: number;
}

/** What a slot needs of a row: its place in the layout and which kind of row it is. */
export interface SlotRow {
  readonly row: number;
  readonly kind: string;
}

/**
 * Which DOM row draws which table row, for the table's keyed `{#each}`. A row still in view
 * keeps its slot (scrolling moves it, nothing is rebuilt). When the rows come from a new
 * analysis (`generation` changed: a keystroke re-keyed the items, items were generated), the
 * slots of rows gone are handed to new rows of the same kind, so the DOM rows are updated in
 * place — a text changed per cell — instead of torn down and built again (building them took
 * 65 ms of a 71 ms task in a trace of a 1M-item generation's result). Item rows and collection
 * headers have different DOM, so a slot never changes kind. Within one generation (a scroll) a row gone
 * takes its slot with it, so the element that has the focus is never reused for another row.
 *
 * @example
 * const slots = new RowSlots();
 * slots.assign(win.rows, win.rev); // [{ row, slot: 0 }, { row, slot: 1 }, …]
 */
export class RowSlots {
  /** The last assignment: layout row → its slot and kind, and the pair handed out for it. */
  #byRow = new Map<number, { slot: number; kind: string; pair: SlottedRow<SlotRow> }>();
  #generation: unknown = undefined;
  #next = 0;

  /** A slot for each of `rows` (in order), reusing the last call's as described above. */
  assign<R extends SlotRow>(rows: readonly R[], generation: unknown): SlottedRow<R>[] {
    const recycle = generation !== this.#generation;
    this.#generation = generation;
    const before = this.#byRow;
    const byRow = new Map<number, { slot: number; kind: string; pair: SlottedRow<SlotRow> }>();
    const slots = new Array<number>(rows.length).fill(-1);
    const taken = new Set<number>();
    rows.forEach((r, i) => {
      const was = before.get(r.row);
      if (was?.kind !== r.kind) return;
      slots[i] = was.slot;
      taken.add(was.slot);
    });
    const free = new Map<string, number[]>();
    if (recycle)
      for (const { slot, kind } of before.values()) {
        if (taken.has(slot)) continue;
        let list = free.get(kind);
        if (!list) free.set(kind, (list = []));
        list.push(slot);
      }
    const out = rows.map((row, i) => {
      const slot = slots[i]! >= 0 ? slots[i]! : (free.get(row.kind)?.shift() ?? this.#next++);
      // The same row in the same slot is handed out as the same pair: `{#each}` then sees an
      // unchanged item (a scroll or the overscan rows added leave the rows in view alone).
      const was = before.get(row.row)?.pair;
      const pair = was?.row === row && was.slot === slot ? (was as SlottedRow<R>) : { row, slot };
      byRow.set(row.row, { slot, kind: row.kind, pair });
      return pair;
    });
    this.#byRow = byRow;
    return out;
  }
}
