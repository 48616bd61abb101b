/** Buffers smaller than this are allocated afresh: their first touch costs little. */
const MIN_BYTES = 1 << 18;
/**
 * Bytes of retired buffers kept at most, the newest: a keystroke at a million items retires
 * about 20 MB and takes about as much; what waits is memory the worker would otherwise free.
 */
const MAX_BYTES = 64 << 20;

/**
 * Large buffers an analysis no longer holds, written over by the next one instead of allocated
 * afresh. At a million items a keystroke's analysis allocated about 30 MB of Int32Arrays (a
 * view's orders and collection starts, a key attribute's ranks, counting sort scratch). Fresh
 * memory is faulted in page by page on first touch (2.5 ms a MB on the 2-core test machine,
 * against 0.04 ms a MB to zero a buffer again), and every 64 MB of typed arrays allocated
 * starts a full collection of the items' heap. Only what the caller proves dead is retired:
 * KeyCache retires what the analysis before last held and the last one did not keep.
 *
 * @example
 * const arrays = new ArrayRecycler();
 * arrays.retire([dropped.orders.buffer]);
 * arrays.int32(n); // zeroed, over the dropped buffer when it holds n
 */
export class ArrayRecycler {
  #free: ArrayBufferLike[] = [];
  #bytes = 0;

  /**
   * `minBytes`: buffers smaller are not kept (0 in tests, to recycle every one); `maxBytes`:
   * the most kept waiting.
   */
  constructor(
    readonly minBytes = MIN_BYTES,
    readonly maxBytes = MAX_BYTES
  ) {}

  /** Buffers nothing reads any more: each is handed out again at most once. */
  retire(buffers: Iterable<ArrayBufferLike>): void {
    for (const b of buffers) {
      if (b.byteLength < this.minBytes || this.#free.includes(b)) continue;
      this.#free.push(b);
      this.#bytes += b.byteLength;
      while (this.#bytes > this.maxBytes) this.#bytes -= this.#free.shift()!.byteLength;
    }
  }

  /**
   * A zeroed Int32Array of `n`: over the smallest retired buffer that holds it without wasting
   * more than half, else a new one.
   */
  int32(n: number): Int32Array {
    const buffer = this.#take(n * 4);
    return buffer ? new Int32Array(buffer, 0, n).fill(0) : new Int32Array(n);
  }

  /** A zeroed Float64Array of `n`, as int32 chooses its buffer. */
  float64(n: number): Float64Array {
    const buffer = this.#take(n * 8);
    return buffer ? new Float64Array(buffer, 0, n).fill(0) : new Float64Array(n);
  }

  /** Let every waiting buffer go (the memory is the collector's again). */
  clear(): void {
    this.#free = [];
    this.#bytes = 0;
  }

  /** The smallest waiting buffer of `bytes` to twice that, taken from the list; or null. */
  #take(bytes: number): ArrayBufferLike | null {
    let best = -1;
    // Every waiting buffer is at least minBytes: an array under half that takes none.
    for (let i = 0; i < this.#free.length; i++) {
      const size = this.#free[i]!.byteLength;
      if (size >= bytes && size <= 2 * bytes && (best < 0 || size < this.#free[best]!.byteLength))
        best = i;
    }
    if (best < 0) return null;
    const [buffer] = this.#free.splice(best, 1);
    this.#bytes -= buffer!.byteLength;
    return buffer!;
  }

  /** How many buffers wait to be written over (for tests and benchmarks). */
  get waiting(): number {
    return this.#free.length;
  }
}
