import { heatMemory } from '../core/heat/heat-memory.ts';
import type { Design } from '../core/model/design.ts';
import { ArrayRecycler } from '../core/views/array-recycler.ts';

/** Resolves with new buffers of the byte lengths asked for, each page touched (touchPages). */
export type TouchMemory = (lengths: readonly number[]) => Promise<ArrayBuffer[]>;

/**
 * Memory for the first heat of a design just read or generated, touched on another thread
 * while the design is analysed. The worker prepares that heat at once after such an analysis
 * (whether or not the heat view is opened), so the memory is what it would allocate anyway;
 * touched here, the heat writes it at memory speed instead of faulting it in page by page, a
 * third of a first heat at a million items. What the heat did not take is let go once it is
 * prepared, or when another analysis begins.
 *
 * @example
 * const warm = new WarmMemory(touch);
 * warm.ask(design); // before analysing it
 * new AnalysisSession(design, analyzeDesign(design), null, warm.arrays);
 */
export class WarmMemory {
  /** The buffers that arrived and are not taken yet: hand it to the session's heat. */
  readonly arrays = new ArrayRecycler(undefined, Infinity);
  #round = 0;

  constructor(readonly touch: TouchMemory) {}

  /** Ask for the memory `design`'s first heat fills (heatMemory); what waits is let go. */
  ask(design: Design): void {
    this.letGo();
    const lengths = heatMemory(design, this.arrays.minBytes);
    if (lengths.length === 0) return;
    const round = this.#round;
    this.touch(lengths).then(
      (buffers) => {
        if (round === this.#round) this.arrays.retire(buffers);
      },
      // No memory touched ahead (no worker to touch it): the heat allocates its own.
      () => {}
    );
  }

  /** Let what waits go, and whatever is still on its way. */
  letGo(): void {
    this.#round++;
    this.arrays.clear();
  }
}
