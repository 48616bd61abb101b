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
