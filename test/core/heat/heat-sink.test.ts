import { describe, expect, it } from 'vitest';
import { HeatSink } from '../../../src/core/heat/heat-sink.ts';

/** Item i in collection i: collectionOf, and the items' orders. */
const one = Int32Array.of(0);
const both = Int32Array.of(0, 1);

describe('HeatSink', () => {
  // Items 0 and 2 share collection 0; item 1 is in none (-1); collection 1 has no item here.
  it('counts an entity’s write units once per collection its items are in, and zeroes them', () => {
    const sink = new HeatSink(2);
    const units = Float64Array.of(5, 0);
    sink.writes(units, 3, Int32Array.of(0, -1, 0), Int32Array.of(0, 1, 2));
    expect([...sink.writeUnits, ...units, sink.byEntity.get(3)]).toEqual([5, 0, 0, 0, 5]);
  });

  // Reader and writer share one array of "most so far": the writes must not be compared
  // against the reads' units.
  it('names each collection’s largest reader and largest writer, each by its own units', () => {
    const sink = new HeatSink(2);
    sink.read(0, 5, 0, 1);
    sink.read(0, 7, 1, 1);
    sink.read(1, 9, 2, 1);
    sink.writes(Float64Array.of(3, 0), 0, both, both);
    sink.writes(Float64Array.of(4, 1), 1, both, both);
    expect([...sink.reader]).toEqual([1, 2]);
    expect([...sink.writer]).toEqual([1, 1]);
    expect([...sink.readUnits, ...sink.writeUnits]).toEqual([12, 9, 7, 1]);
  });

  it('refuses a read after a write: reads are all added first', () => {
    const sink = new HeatSink(1);
    sink.writes(Float64Array.of(1), 0, one, one);
    expect(() => sink.read(0, 1, 0, 1)).toThrow(/reads are added before any write/);
  });

  it('starts a reused sink’s reads afresh', () => {
    const orders = new Int32Array(1);
    const first = HeatSink.reuse(orders, 1, false);
    first.writes(Float64Array.of(1), 0, one, one);
    first.release();
    const again = HeatSink.reuse(orders, 1, false);
    expect(again).toBe(first);
    again.read(0, 2, 3, 1);
    expect([again.reader[0], again.writer[0], again.readUnits[0]]).toEqual([3, -1, 2]);
  });

  describe('reuse in a slot: another view’s arrays written over', () => {
    /** A sink for `n` collections in slot `slot`, loaded on every collection and released. */
    const used = (slot: string, n: number, growth = false) => {
      const orders = new Int32Array(n);
      const sink = HeatSink.reuse(orders, n, growth, slot);
      for (let c = 0; c < n; c++) sink.read(c, 5, 2, 1);
      sink.writes(new Float64Array(n).fill(3), 4, orders, Int32Array.from(orders.keys()));
      sink.growth?.fill(7);
      sink.filled([]);
      sink.release();
      return { orders, sink };
    };
    const fresh = (s: HeatSink) => [
      ...s.readUnits,
      ...s.requests,
      ...s.writeUnits,
      ...s.utilization,
      ...s.reader,
      ...s.writer,
      ...(s.growth ?? [])
    ];

    it('writes a new view’s sink over the last one’s buffers, every array as a new one', () => {
      const last = used('s1', 8).sink;
      const next = HeatSink.reuse(new Int32Array(6), 6, false, 's1');
      expect([next.readUnits.buffer === last.readUnits.buffer, next.readUnits.length]).toEqual([
        true,
        6
      ]);
      expect(fresh(next)).toEqual(fresh(new HeatSink(6)));
    });

    it('zeroes growth as well when the last sink kept it', () => {
      used('s2', 4, true);
      const next = HeatSink.reuse(new Int32Array(4), 4, true, 's2');
      expect(fresh(next)).toEqual(fresh(new HeatSink(4, true)));
    });

    it('leaves the last view unable to rescale what it no longer holds', () => {
      const { orders } = used('s3', 4);
      HeatSink.reuse(new Int32Array(4), 4, false, 's3').release();
      expect(HeatSink.rescaled(orders, [], 2)).toBeNull();
    });

    it.each([
      ['a larger view', 9, false, false],
      ['a view under a quarter of the buffers', 1, false, false],
      ['growth the last sink did not keep', 4, true, false],
      ['a sink still leased', 4, false, true]
    ] as const)('allocates afresh for %s', (_, n, growth, leased) => {
      const slot = `s-${n}-${growth}-${leased}`;
      const last = used(slot, 8).sink;
      if (leased) HeatSink.reuse(used(slot, 8).orders, 8, false, slot);
      const next = HeatSink.reuse(new Int32Array(n), n, growth, slot);
      expect(next.readUnits.buffer === last.readUnits.buffer).toBe(false);
    });
  });

  it('keeps growth only when asked (a table with local secondary indexes)', () => {
    expect([new HeatSink(3, true).growth?.length, new HeatSink(3).growth]).toEqual([3, null]);
  });

  describe('rescaled: the last report’s loads, read at another scale', () => {
    const filledSink = (source: readonly unknown[]) => {
      const orders = new Int32Array(1);
      const sink = HeatSink.reuse(orders, 1, false);
      sink.read(0, 2, 0, 1);
      sink.filled(source);
      sink.release();
      return { orders, sink };
    };
    const source = [{}, {}];

    it('hands back the same sink, its loads untouched and its scale set', () => {
      const { orders, sink } = filledSink(source);
      const again = HeatSink.rescaled(orders, [...source], 3);
      expect([again, again?.scale, again?.readUnits[0]]).toEqual([sink, 3, 2]);
    });

    it.each([
      ['another source', [source[0], {}], 3, false],
      ['a scale of 0', source, 0, false],
      ['a sink still leased', source, 3, true]
    ] as const)('refuses %s', (_, other, scale, leased) => {
      const { orders } = filledSink(source);
      if (leased) HeatSink.rescaled(orders, source, 2);
      expect(HeatSink.rescaled(orders, other, scale)).toBeNull();
    });

    it('refuses a sink reset for another report', () => {
      const { orders } = filledSink(source);
      HeatSink.reuse(orders, 1, false).release();
      expect(HeatSink.rescaled(orders, source, 3)).toBeNull();
    });
  });
});
