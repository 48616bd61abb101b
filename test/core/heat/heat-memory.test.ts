import { describe, expect, it, vi } from 'vitest';
import { heatMemory } from '../../../src/core/heat/heat-memory.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import type { Design, Table } from '../../../src/core/model/design.ts';
import { ArrayRecycler } from '../../../src/core/views/array-recycler.ts';
import { example } from '../../helpers/example.ts';
import { gsi, lsi } from '../views/make-design.ts';

const gaming = example('gaming');
const table = gaming.tables[0]!;
/** Gaming's one table, changed, holding `n` items of its own and none of its entities'. */
const withTable = (n: number, change: Partial<Table> = {}): Design => ({
  ...gaming,
  entities: gaming.entities.map((e) => ({ ...e, items: [] })),
  tables: [{ ...table, ...change, items: Array.from({ length: n }, () => ({})) }]
});
/** A sink's arrays for n collections: five of doubles, two of ints. */
const sink = (n: number) => [...Array(6).fill(8 * n), 4 * n, 4 * n];
/** A view's columns for n items: which collection (ints), prefix sums (n + 1 doubles). */
const columns = (n: number) => [4 * n, 8 * (n + 1)];

describe('heatMemory', () => {
  it.each([
    [
      'a table and a GSI projecting every attribute',
      withTable(10),
      [80, ...columns(10), ...columns(10), ...sink(10), ...sink(10)]
    ],
    [
      'a GSI projecting keys only: its entry sizes too',
      withTable(10, {
        globalSecondaryIndexes: [gsi('ByMap', ['map', 'S'], undefined, { type: 'KEYS_ONLY' })]
      }),
      [80, ...columns(10), ...columns(10), 80, ...sink(10), ...sink(10)]
    ],
    [
      'an LSI: its columns, and growth beside the table’s sink',
      withTable(10, {
        globalSecondaryIndexes: [],
        localSecondaryIndexes: [lsi('ByDate', ['createdAt', 'S'])]
      }),
      [80, ...columns(10), ...columns(10), ...sink(10), 80]
    ]
  ] as const)('lists the first heat’s arrays for %s', (_, design, lengths) => {
    expect(heatMemory(design)).toEqual(lengths);
  });

  it('counts an entity’s items in its table', () => {
    const d = generateDesignItems(gaming, 5, 1);
    const n = d.entities.reduce((s, e) => s + e.items.length, 0) + table.items.length;
    expect(heatMemory(d)[0]).toBe(8 * n);
  });

  it('leaves out the lengths under minBytes', () => {
    expect(heatMemory(withTable(10), 81)).toEqual([88, 88]);
  });
});

/** Buffers of these lengths, dirty, in a recycler that keeps them all. */
function stock(lengths: readonly number[]) {
  const arrays = new ArrayRecycler(0, Infinity);
  const buffers = lengths.map((n) => new Uint8Array(n).fill(0xab).buffer);
  arrays.retire(buffers);
  return { arrays, buffers };
}

/** Heat made by modules loaded afresh: no sink, column or size kept from another test. */
async function freshHeat(design: Design, arrays?: ArrayRecycler) {
  vi.resetModules();
  const { heatReport } = await import('../../../src/core/heat/heat-report.ts');
  const { analyzeDesign } = await import('../../../src/core/analysis/analyze-design.ts');
  return heatReport(design, analyzeDesign(design), { scale: 7, arrays });
}

describe('a first heat over the memory heatMemory lists', () => {
  it('takes every buffer of a generated design whose views have a collection per item or two', async () => {
    const d = generateDesignItems(gaming, 2_000, 4);
    const { arrays } = stock(heatMemory(d));
    await freshHeat(d, arrays);
    expect(arrays.waiting).toBe(0);
  });

  it('is the report fresh memory gives, though the memory was dirty', async () => {
    const d = generateDesignItems(gaming, 2_000, 4);
    const { arrays } = stock(heatMemory(d));
    expect(await freshHeat(d, arrays)).toEqual(await freshHeat(d));
  });

  it('is the report fresh memory gives beside a sparse LSI and indexes projecting less', async () => {
    const d = generateDesignItems(
      {
        ...gaming,
        tables: [
          {
            ...table,
            globalSecondaryIndexes: [
              {
                ...table.globalSecondaryIndexes[0]!,
                projection: { type: 'INCLUDE', nonKeyAttributes: ['map'] }
              }
            ],
            localSecondaryIndexes: [lsi('ByDate', ['createdAt', 'S'], { type: 'KEYS_ONLY' })]
          }
        ]
      },
      1_500,
      8
    );
    const { arrays, buffers } = stock(heatMemory(d));
    const got = await freshHeat(d, arrays);
    expect([arrays.waiting < buffers.length, got]).toEqual([true, await freshHeat(d)]);
  });
});
