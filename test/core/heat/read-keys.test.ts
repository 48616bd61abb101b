import { describe, expect, it } from 'vitest';
import type { HeatSink } from '../../../src/core/heat/heat-sink.ts';
import { readKeys, type KeyReads } from '../../../src/core/heat/read-keys.ts';

/** Keys 0…3 on collections 10…13; key 2's condition cannot be rendered (NaN bytes). */
function reads(mapTo: KeyReads['mapTo']) {
  const calls: [number, number, number, number][] = [];
  const sink = {
    read: (c: number, units: number, pattern: number, requests: number) =>
      calls.push([c, units, pattern, requests])
  } as unknown as HeatSink;
  const read: KeyReads = {
    sink,
    mapTo,
    collections: Int32Array.from([10, 11, 12, 13]),
    bytesOf: Float32Array.from([100, 5000, Number.NaN, 8192]),
    load: { rate: 10, keys: { kind: 'uniform' }, consistency: 'strong' },
    // The key ranked r gets (r + 1) tenths of the requests.
    shares: (r) => (r + 1) / 10,
    index: 7
  };
  return { read, calls };
}

describe('readKeys', () => {
  it.each([
    {
      name: 'every key of the range but one that cannot be queried',
      from: 0,
      to: 4,
      start: 0,
      mapTo: null,
      // key k ranked 3 - k: 10 × (4 - k) / 10 requests, each 1, 2, - or 2 read units (4 KB).
      calls: [
        [10, 4, 7, 4],
        [11, 6, 7, 3],
        [13, 2, 7, 1]
      ],
      total: 12
    },
    {
      name: 'only the keys from…to, added to the total so far',
      from: 1,
      to: 2,
      start: 100,
      mapTo: null,
      calls: [[11, 6, 7, 3]],
      total: 106
    },
    {
      name: 'an LSI key onto its table collection',
      from: 0,
      to: 1,
      start: 0,
      mapTo: (c: number) => c + 100,
      calls: [[110, 4, 7, 4]],
      total: 4
    }
  ])('adds $name', ({ from, to, start, mapTo, calls, total }) => {
    const { read, calls: got } = reads(mapTo);
    expect(readKeys(read, Int32Array.from([3, 2, 1, 0]), from, to, start)).toBe(total);
    expect(got).toEqual(calls);
  });
});
