import type { ArrayRecycler } from '../views/array-recycler.ts';

/** Buffers every sink has: read, requests, write, utilization, most (floats); reader, writer. */
const SHARED = 7;

/**
 * The memory under one HeatSink's per-collection arrays, kept so that the next view in the same
 * slot (the same table or index after an edit) writes over it instead of allocating afresh.
 * Fresh memory is what a first heat after an edit paid for: each page is faulted in on first
 * touch (2.5 ms a MB on the 2-core test machine, against 0.04 ms a MB to zero it again), and
 * each 64 MB of typed arrays allocated starts a full collection of the items' heap.
 *
 * @example
 * const b = SinkBuffers.allocate(700_000, false);
 * b.fits(690_000, false); // true: the next analysis's view writes over it
 */
export class SinkBuffers {
  private constructor(readonly buffers: readonly ArrayBufferLike[]) {}

  /**
   * Buffers for `collections`: floats zero, reader and writer -1 (none). From `arrays` when it
   * has them (memory touched ahead of time, see heatMemory), else new.
   */
  static allocate(collections: number, growth: boolean, arrays?: ArrayRecycler): SinkBuffers {
    const out: ArrayBufferLike[] = [];
    for (let i = 0; i < (growth ? SHARED + 1 : SHARED); i++)
      out.push(
        i === 5 || i === 6
          ? (arrays?.int32(collections) ?? new Int32Array(collections)).fill(-1).buffer
          : (arrays?.float64(collections) ?? new Float64Array(collections)).buffer
      );
    return new SinkBuffers(out);
  }

  /**
   * Whether these buffers hold `collections` (and growth, if asked) without waste: a view under
   * a quarter of them allocates its own, so a worker that moves to a small design lets a
   * million-collection set go.
   */
  fits(collections: number, growth: boolean): boolean {
    // Buffers taken from a recycler may each be longer than asked, by different amounts.
    let capacity = Infinity;
    for (let i = 0; i < this.buffers.length; i++)
      capacity = Math.min(capacity, this.buffers[i]!.byteLength / (i === 5 || i === 6 ? 4 : 8));
    return (
      capacity >= collections &&
      collections * 4 >= capacity &&
      (!growth || this.buffers.length > SHARED)
    );
  }

  /** Float array `i` (0–4; growth's is `SHARED`), `n` long. */
  f64(i: number, n: number): Float64Array {
    return new Float64Array(this.buffers[i]!, 0, n);
  }

  /** Int array `i` (5 reader, 6 writer), `n` long. */
  i32(i: number, n: number): Int32Array {
    return new Int32Array(this.buffers[i]!, 0, n);
  }

  /** Whether growth has a buffer. */
  get growth(): boolean {
    return this.buffers.length > SHARED;
  }
}
