import type { KeyValue } from '../model/attribute-value.ts';
import { SinkBuffers } from './sink-buffers.ts';
import type { ArrayRecycler } from '../views/array-recycler.ts';

/** A key the workload asks for that holds no item (a pattern's sample key, say). */
export interface ExtraKey {
  readonly pk: KeyValue;
  readUnits: number;
  requests: number;
  writeUnits: number;
  reader: number;
  readerUnits: number;
}

const pool = new WeakMap<Int32Array, HeatSink>();

/**
 * The last sink made for each view slot (a table's or index's place in the design), whichever
 * analysis it was for, whose buffers the next view in the slot writes over (SinkBuffers). Held
 * strongly: a worker keeps one set per slot.
 */
const bySlot = new Map<string, HeatSink>();

/** What a sink's loads were added up from, scale aside: compared item by item, by identity. */
export type LoadSource = readonly unknown[];

/**
 * Where the load on one table (its LSIs included) or one global secondary index adds up while
 * heat is computed: read and write units per collection, growth in bytes per second, keys
 * outside the view, load that lands on no known key, and for each collection the pattern and
 * the entity that contribute most. Filled by patternReads and entityWrites at a scale of 1;
 * every load is read multiplied by `scale` (buildHeatView, heatFindings, entityHeat).
 */
export class HeatSink {
  readonly readUnits: Float64Array;
  /** Read requests per second (each Query of a scatter-gather counts). */
  readonly requests: Float64Array;
  readonly writeUnits: Float64Array;
  /**
   * Bytes per second each collection grows by (new items and their LSI entries): kept only for
   * a table with local secondary indexes, the one place a collection has a size limit (10 GB),
   * so a million-key view without one allocates no array it would never read.
   */
  readonly growth: Float64Array | null;
  /**
   * Scratch, so that a first heat at a million items allocates no more million-entry arrays
   * than it must (each 64 MB of them starts a full collection of the items' heap): while
   * entityWrites runs, one entity's write units per collection (`writes` zeroes it again);
   * once buildHeatView has run, each collection's share of a partition's throughput, which
   * entityHeat reads.
   */
  readonly utilization: Float64Array;
  readonly reader: Int32Array;
  readonly writer: Int32Array;
  /**
   * The units of each collection's largest reader while reads are added, then of its largest
   * writer: all reads come before any write (tableSinks), so one array serves both, zeroed at
   * the first write.
   */
  readonly #most: Float64Array;
  #writing = false;
  readonly extra = new Map<string, ExtraKey>();
  unplacedReadUnits = 0;
  unplacedWriteUnits = 0;
  /** Read units per second by access pattern index, and write units by entity index. */
  readonly byPattern = new Map<number, number>();
  readonly byEntity = new Map<number, number>();

  /**
   * The sink of a view, its arrays reused from the last heat of the same view (known by its
   * orders array) and zeroed: heat at another "what if" scale allocates no new million-entry
   * arrays, which is most of what its garbage collection would cost. The sink is leased until
   * `release`: a report built in slices (heatReportSteps) may be half done when another is
   * asked for, which then gets a new sink, pooled in its place; a lease never released (steps
   * left unfinished) only costs the next report that allocation. A view new to the pool (an
   * edit's, or another design's) takes the buffers of the last sink in its `slot` (the table's
   * and view's places, say "0:1"), when they are large enough and not leased; else new buffers
   * from `arrays` (memory touched ahead of time) or allocated.
   */
  static reuse(
    orders: Int32Array,
    collections: number,
    growth: boolean,
    slot = '',
    arrays?: ArrayRecycler
  ): HeatSink {
    const known = pool.get(orders);
    if (
      known &&
      known.collections === collections &&
      (known.growth !== null) === growth &&
      !known.#leased
    ) {
      known.#reset();
      known.#leased = true;
      bySlot.set(slot, known);
      return known;
    }
    const spare = bySlot.get(slot);
    let sink: HeatSink;
    if (spare && !spare.#leased && spare.#buffers.fits(collections, growth)) {
      // The spare's loads belong to another view: it can no longer be rescaled for it.
      if (spare.#orders) pool.delete(spare.#orders);
      spare.#orders = null;
      sink = new HeatSink(collections, growth, spare.#buffers);
      sink.#reset();
    } else
      sink = new HeatSink(collections, growth, SinkBuffers.allocate(collections, growth, arrays));
    sink.#leased = true;
    sink.#orders = orders;
    pool.set(orders, sink);
    bySlot.set(slot, sink);
    return sink;
  }

  readonly #buffers: SinkBuffers;
  #orders: Int32Array | null = null;

  /**
   * The sink of a view as the last report left it, leased, if that report added up the same
   * `source` (the analysis, workload, access patterns and entities, by identity); otherwise
   * null and nothing leased. Loads are kept at a scale of 1 and read multiplied by `scale`
   * (every rate scales linearly, resolveWorkload, and so does every load heat adds up from
   * them; the largest reader and writer stay the largest), so heat at another "what if" scale
   * adds up no access pattern or entity again, and gives the very numbers a cold report does.
   */
  static rescaled(orders: Int32Array, source: LoadSource, scale: number): HeatSink | null {
    const known = pool.get(orders);
    if (!known) return null;
    const filled = known.#filled;
    if (!filled || known.#leased || !(scale > 0)) return null;
    if (filled.some((x, i) => x !== source[i])) return null;
    known.#leased = true;
    known.scale = scale;
    return known;
  }

  /**
   * What every load read from this sink is multiplied by: the "what if" scale, the loads
   * themselves being added up at a scale of 1 (see rescaled).
   */
  scale = 1;

  /** Every access pattern's and entity's load for `source`, at a scale of 1, is added up. */
  filled(source: LoadSource): void {
    this.#filled = source;
  }

  #filled: LoadSource | null = null;
  #leased = false;

  /** The report that leased this sink is built: the next one may reuse it. */
  release(): void {
    this.#leased = false;
  }

  #reset(): void {
    this.#filled = null;
    this.scale = 1;
    this.readUnits.fill(0);
    this.requests.fill(0);
    this.writeUnits.fill(0);
    this.growth?.fill(0);
    this.utilization.fill(0);
    this.reader.fill(-1);
    this.writer.fill(-1);
    this.#most.fill(0);
    this.#writing = false;
    this.extra.clear();
    this.unplacedReadUnits = 0;
    this.unplacedWriteUnits = 0;
    this.byPattern.clear();
    this.byEntity.clear();
  }

  /**
   * `growth`: keep each collection's growth (a table with local secondary indexes). `recycle`:
   * another sink's buffers, large enough, to write over (the caller resets them).
   */
  constructor(
    readonly collections: number,
    growth = false,
    recycle?: SinkBuffers
  ) {
    const b = recycle ?? SinkBuffers.allocate(collections, growth);
    this.#buffers = b;
    this.readUnits = b.f64(0, collections);
    this.requests = b.f64(1, collections);
    this.writeUnits = b.f64(2, collections);
    this.utilization = b.f64(3, collections);
    this.#most = b.f64(4, collections);
    this.reader = b.i32(5, collections);
    this.writer = b.i32(6, collections);
    this.growth = growth ? b.f64(7, collections) : null;
  }

  /** `requests` Queries per second costing `units` read units per second on collection `c`, from `pattern`. */
  read(c: number, units: number, pattern: number, requests: number): void {
    if (this.#writing) throw new Error('HeatSink: reads are added before any write');
    this.readUnits[c]! += units;
    this.requests[c]! += requests;
    if (units > this.#most[c]!) {
      this.#most[c] = units;
      this.reader[c] = pattern;
    }
  }

  /** Count `units` read units per second towards pattern `pattern`'s total. */
  patternTotal(pattern: number, units: number): void {
    this.byPattern.set(pattern, (this.byPattern.get(pattern) ?? 0) + units);
  }

  /**
   * An entity's whole write load per collection, after its pass (`units[c]`, this sink's
   * `utilization` scratch), which is zeroed again for the next entity. Only the collections of
   * the entity's items are visited (`collectionOf` of each of its `orders`, -1 for none): an
   * entity's pass costs its items, not the view's every collection.
   */
  writes(units: Float64Array, entity: number, collectionOf: Int32Array, orders: Int32Array): void {
    if (!this.#writing) {
      this.#most.fill(0);
      this.#writing = true;
    }
    let total = 0;
    for (let i = 0; i < orders.length; i++) {
      const c = collectionOf[orders[i]!]!;
      if (c < 0) continue;
      const u = units[c]!;
      // Zero: no write here, or this collection was counted at an item before.
      if (u === 0) continue;
      units[c] = 0;
      total += u;
      this.writeUnits[c]! += u;
      if (u > this.#most[c]!) {
        this.#most[c] = u;
        this.writer[c] = entity;
      }
    }
    this.byEntity.set(entity, (this.byEntity.get(entity) ?? 0) + total);
  }

  /** Write units per second of an entity that has no items yet to place them on. */
  unplacedWrites(units: number, entity: number): void {
    this.unplacedWriteUnits += units;
    this.byEntity.set(entity, (this.byEntity.get(entity) ?? 0) + units);
  }

  /** Read units per second on a key the view does not hold. */
  readExtra(id: string, pk: KeyValue, units: number, pattern: number, requests: number): void {
    let x = this.extra.get(id);
    if (!x)
      this.extra.set(
        id,
        (x = { pk, readUnits: 0, requests: 0, writeUnits: 0, reader: -1, readerUnits: 0 })
      );
    x.readUnits += units;
    x.requests += requests;
    this.patternTotal(pattern, units);
    if (units > x.readerUnits) {
      x.readerUnits = units;
      x.reader = pattern;
    }
  }
}
