import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { readUnits } from '../../../src/core/capacity/read-units.ts';
import { writeUnits } from '../../../src/core/capacity/write-units.ts';
import { heatReport, heatReportSteps } from '../../../src/core/heat/heat-report.ts';
import { MAX_ILLUSTRATED_PARTITIONS } from '../../../src/core/heat/heat-partition-need.ts';
import type { HeatReport } from '../../../src/core/heat/heat-types.ts';
import { SIZE_STEP, storedSizes } from '../../../src/core/heat/view-columns.ts';
import { HeatSink } from '../../../src/core/heat/heat-sink.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import { keyValueId } from '../../../src/core/keys/compare-key-values.ts';
import type { KeyType, KeyValue } from '../../../src/core/model/attribute-value.ts';
import type { AccessPattern, Design } from '../../../src/core/model/design.ts';
import type { KeyDistribution, Workload } from '../../../src/core/model/workload.ts';
import {
  MAX_RATE,
  MAX_ZIPF_EXPONENT,
  workloadProblems
} from '../../../src/core/workload/workload-problems.ts';
import { evaluateQuery } from '../../../src/core/query/evaluate-query.ts';
import { matchTemplate } from '../../../src/core/templates/match-template.ts';
import { parseTemplate } from '../../../src/core/templates/parse-template.ts';
import { renderWithParameters } from '../../../src/core/templates/render-template.ts';
import { storedItem } from '../../../src/core/views/resolve-items.ts';
import type { View } from '../../../src/core/views/view.ts';
import { example } from '../../helpers/example.ts';
import { gsi, item, lsi, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

const EXAMPLES = ['gaming', 'library', 'library-language', 'todo-graph', 'people-music'];
const quiet = (d: Design): Workload => ({
  accessPatterns: d.accessPatterns.map((p) => ({ pattern: p.name, rate: 0 })),
  entities: d.entities.map((e) => ({ entity: e.name, writeRate: 0 }))
});

const asKey = (text: string, type: KeyType): KeyValue =>
  type === 'S' ? { S: text } : type === 'N' ? { N: text } : { B: text };

/** Heat of one table and entity under one strongly consistent pattern, `get`, at 40 a second. */
function heatOfGet(
  table: Design['tables'][number],
  entity: Design['entities'][number],
  pattern: Pick<AccessPattern, 'partitionKey' | 'sortKey' | 'parameters'>
): HeatReport {
  const d = makeDesign(
    [table],
    [entity],
    [
      {
        name: 'get',
        table: table.name,
        index: null,
        scanIndexForward: true,
        consistentRead: true,
        expectedEntities: [entity.name],
        ...pattern
      }
    ]
  );
  return heatReport(
    { ...d, workload: { accessPatterns: [{ pattern: 'get', rate: 40 }], entities: [] } },
    analyzeDesign(d)
  );
}

/** What evaluateQuery charges for one of the pattern's Queries on the collection keyed `pk`. */
function oracleCost(d: Design, p: AccessPattern, view: View, pk: KeyValue): number {
  const ta = analyzeDesign(d).tables.find((t) => t.table.name === p.table)!;
  const pkT = parseTemplate(p.partitionKey);
  if (!pkT.ok) throw pkT.error;
  const fields = 'S' in pk ? matchTemplate(pkT.template, pk.S) : new Map<string, string>();
  const params = new Map([...Object.entries(p.parameters), ...(fields ?? [])]);
  const render = (src: string) => {
    const t = parseTemplate(src);
    if (!t.ok) throw t.error;
    const r = renderWithParameters(t.template, params);
    if (!r.ok) throw new Error(r.missing);
    return asKey(r.text, view.spec.sortKey!.type);
  };
  const sort = p.sortKey
    ? {
        operator: p.sortKey.operator,
        value: render(p.sortKey.value),
        ...(p.sortKey.upper !== undefined ? { upper: render(p.sortKey.upper) } : {})
      }
    : undefined;
  const v = ta.views.find((x) => x.spec.index === p.index)!;
  return evaluateQuery(
    ta.resolved,
    v,
    { partitionValue: pk, ...(sort ? { sort } : {}) },
    {
      scanIndexForward: p.scanIndexForward,
      consistentRead: p.consistentRead,
      ...(p.limit !== undefined ? { limit: p.limit } : {})
    }
  ).capacityUnits;
}

describe('heatReport reads, against evaluateQuery', () => {
  it.each(EXAMPLES)(
    '%s: every key a pattern reaches costs what evaluateQuery charges its Query there',
    (name) => {
      const d = example(name);
      const a = analyzeDesign(d);
      let checked = 0;
      d.accessPatterns.forEach((p, i) => {
        const ta = a.tables.find((t) => t.table.name === p.table)!;
        const view = ta.views.find((x) => x.spec.index === p.index)!;
        const pkT = parseTemplate(p.partitionKey);
        if (!pkT.ok) return;
        for (const c of view.collections) {
          if ('S' in c.pk && !matchTemplate(pkT.template, c.pk.S)) continue;
          const text = keyValueId(c.pk);
          const workload = quiet(d);
          const loads = workload.accessPatterns.map((l, j) =>
            j === i ? { ...l, rate: 10, keys: { kind: 'hot' as const, key: text, share: 1 } } : l
          );
          const heat = heatReport({ ...d, workload: { ...workload, accessPatterns: loads } }, a);
          const hv = heat.views.find(
            (v) =>
              v.tableName === p.table && v.index === (view.spec.kind === 'lsi' ? null : p.index)
          )!;
          const key = hv.keys.find((k) => k.id === text)!;
          expect({ name, pattern: p.name, key: text, units: key.readUnits }).toEqual({
            name,
            pattern: p.name,
            key: text,
            units: expect.closeTo(10 * oracleCost(d, p, view, c.pk), 9)
          });
          expect(key.reader).toBe(i);
          checked++;
        }
      });
      expect(checked).toBeGreaterThan(0);
    }
  );

  it('charges a strongly consistent read twice an eventual one, a transactional one four times', () => {
    const d = example('gaming');
    const a = analyzeDesign(d);
    const load = (consistentRead: boolean, transactional: boolean) => {
      const design: Design = {
        ...d,
        accessPatterns: d.accessPatterns.map((p, i) => (i === 1 ? { ...p, consistentRead } : p)),
        workload: {
          ...quiet(d),
          accessPatterns: d.accessPatterns.map((p, i) => ({
            pattern: p.name,
            rate: i === 1 ? 100 : 0,
            ...(i === 1 && transactional ? { transactional } : {})
          }))
        }
      };
      return heatReport(design, a).views[0]!.readUnits;
    };
    const eventual = load(false, false);
    expect(eventual).toBe(50); // 100 reads of a small item, half a unit each
    expect(load(true, false)).toBe(2 * eventual);
    expect(load(false, true)).toBe(4 * eventual);
  });

  // Its condition names a value neither the key nor the pattern has: no Query is ever sent.
  it('a pattern whose sort key condition renders for no key puts no load anywhere', () => {
    const d = example('gaming');
    const design: Design = {
      ...d,
      accessPatterns: d.accessPatterns.map((p, i) =>
        i === 1 ? { ...p, sortKey: { operator: '=', value: '#METADATA#${gameId}#${season}' } } : p
      ),
      workload: {
        ...quiet(d),
        accessPatterns: d.accessPatterns.map((p, i) => ({
          pattern: p.name,
          rate: i === 1 ? 100 : 0
        }))
      }
    };
    expect(heatReport(design, analyzeDesign(design)).views[0]!.readUnits).toBe(0);
  });

  // `x1` is no number: the Query cannot be made, so the pattern reads nothing (runAccessPattern
  // reports it), however small the collections it would have read.
  it('a pattern whose number sort key condition renders as no number puts no load anywhere', () => {
    const heat = heatOfGet(
      makeTable({ sk: ['n', 'N'] }),
      makeEntity('E', { PK: 'P#${id}', n: '${id}' }, [item({ id: '1' }), item({ id: '2' })]),
      {
        partitionKey: 'P#${id}',
        sortKey: { operator: '=', value: 'x${id}' },
        parameters: { id: '1' }
      }
    );
    expect(heat.views[0]!.readUnits).toBe(0);
  });

  it('a pattern whose key holds no item yet is charged the minimum read on its sample key', () => {
    const heat = heatOfGet(makeTable(), makeEntity('E', { PK: 'E#${id}', SK: 'X' }, []), {
      partitionKey: 'E#${id}',
      parameters: { id: '7' }
    });
    expect(heat.views[0]!.keys[0]).toMatchObject({ text: 'E#7', collection: -1, readUnits: 40 });
  });
});

describe('heatReport writes', () => {
  it('charges table writes by item size and GSI writes with key changes counted twice', () => {
    const big = 'x'.repeat(1500);
    const d = makeDesign(
      [makeTable({ gsis: [gsi('ByG', ['g', 'S'])] })],
      [
        makeEntity('E', { PK: 'P#${id}', SK: 'S' }, [
          item({ id: '1', g: 'a', blob: big }),
          item({ id: '2', g: 'b' }),
          item({ id: '3' })
        ])
      ]
    );
    const heat = heatReport(
      {
        ...d,
        workload: {
          accessPatterns: [],
          entities: [{ entity: 'E', writeRate: 30, indexKeyChanges: 0.5 }]
        }
      },
      analyzeDesign(d)
    );
    const [table, index] = heat.views;
    // 10 writes/s per item: the 1.5 KB item costs 2 units, the others 1.
    expect(table!.writeUnits).toBeCloseTo(10 * 2 + 10 + 10, 9);
    expect(table!.keys.find((k) => k.text === 'P#1')!.writeUnits).toBeCloseTo(20, 9);
    // Two items are in the index; half the writes change its key (2 writes), half do not (1).
    expect(index!.writeUnits).toBeCloseTo(10 * 1.5 * 2 + 10 * 1.5 * 1, 9);
    expect(heat.entities[0]!.writeUnits).toBeCloseTo(40 + 45, 9);
  });

  it('charges LSI entry writes to the table, in the item’s own collection', () => {
    const d = makeDesign(
      [makeTable({ lsis: [lsi('ByN', ['n', 'N'])] })],
      [makeEntity('E', { PK: 'P', SK: 'S#${id}' }, [item({ id: '1', n: 5 }), item({ id: '2' })])]
    );
    const heat = heatReport(
      {
        ...d,
        workload: {
          accessPatterns: [],
          entities: [{ entity: 'E', writeRate: 2, indexKeyChanges: 0 }]
        }
      },
      analyzeDesign(d)
    );
    expect(heat.views).toHaveLength(1);
    expect(heat.views[0]!.writeUnits).toBeCloseTo(1 + 1 + 1, 9);
  });

  // Only a table with an LSI limits a collection to 10 GB, so only its sink keeps growth.
  it.each([
    ['with', [lsi('ByN', ['n', 'N'])], true],
    ['without', [], false]
  ] as const)(
    'warns of a collection passing 10 GB within the horizon %s an LSI',
    (_, lsis, warned) => {
      const d = makeDesign(
        [makeTable({ lsis: [...lsis] })],
        [makeEntity('E', { PK: 'P', SK: 'S#${id}' }, [item({ id: '1', n: 5 })])]
      );
      const heat = heatReport(
        {
          ...d,
          workload: {
            accessPatterns: [],
            // 100 new items a second, each the 28 bytes of its first item and its LSI entry.
            entities: [{ entity: 'E', writeRate: 100, newItems: 1 }]
          }
        },
        analyzeDesign(d)
      );
      const found = heat.findings.filter((f) => f.code === 'heat.collection-size');
      expect(found.map((f) => f.message)).toEqual(
        warned
          ? [expect.stringMatching(/"P" holds 28 B and grows 230.7 MB a day .*in about 45 days/)]
          : []
      );
    }
  );

  it('an entity with no items lands on no key but counts in the table', () => {
    const d = makeDesign([makeTable()], [makeEntity('E', { PK: 'P#${id}', SK: 'S' }, [])]);
    const heat = heatReport(
      {
        ...d,
        workload: { accessPatterns: [], entities: [{ entity: 'E', writeRate: 5, itemSize: 3000 }] }
      },
      analyzeDesign(d)
    );
    expect(heat.views[0]).toMatchObject({ writeUnits: 15, unplacedWriteUnits: 15, keys: [] });
    expect(heat.views[0]!.partitions[0]!.writeUnits).toBe(15);
  });
});

/** Small random designs: one table, an optional GSI, two entities, items over a few keys, patterns. */
const smallDesign = fc
  .record({
    gsi: fc.boolean(),
    keys: fc.integer({ min: 1, max: 6 }),
    items: fc.array(
      fc.record({
        e: fc.integer({ min: 0, max: 1 }),
        k: fc.integer({ min: 0, max: 5 }),
        s: fc.integer({ min: 0, max: 30 }),
        g: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
        pad: fc.integer({ min: 0, max: 3000 })
      }),
      { maxLength: 40 }
    ),
    rates: fc.array(fc.double({ min: 0, max: 5000, noNaN: true }), { minLength: 4, maxLength: 4 }),
    writes: fc.array(fc.double({ min: 0, max: 3000, noNaN: true }), { minLength: 2, maxLength: 2 }),
    limit: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
    forward: fc.boolean(),
    consistent: fc.boolean(),
    changes: fc.double({ min: 0, max: 1, noNaN: true }),
    scale: fc.double({ min: 0.1, max: 50, noNaN: true })
  })
  .map((r): Design => {
    const entity = (n: number) =>
      makeEntity(
        `E${n}`,
        { PK: `K#\${k}`, SK: `E${n}#\${s}` },
        r.items
          .filter((x) => x.e === n)
          .map((x) =>
            item({
              k: String(x.k % r.keys),
              s: String(x.s).padStart(3, '0'),
              ...(x.g !== undefined ? { g: `G${x.g}` } : {}),
              blob: 'b'.repeat(x.pad)
            })
          )
      );
    const pattern = (
      i: number,
      index: string | null,
      pk: string,
      sort?: AccessPattern['sortKey']
    ): AccessPattern => ({
      name: `P${i}`,
      table: 'tbl',
      index,
      partitionKey: pk,
      parameters: { k: '0', g: 'G0' },
      ...(sort ? { sortKey: sort } : {}),
      scanIndexForward: r.forward,
      consistentRead: index === null && r.consistent,
      ...(r.limit !== undefined ? { limit: r.limit } : {}),
      expectedEntities: []
    });
    return {
      ...makeDesign(
        [makeTable({ gsis: r.gsi ? [gsi('ByG', ['g', 'S'], ['SK', 'S'])] : [] })],
        [entity(0), entity(1)],
        [
          pattern(0, null, 'K#${k}'),
          pattern(1, null, 'K#${k}', { operator: 'begins_with', value: 'E1#' }),
          pattern(2, null, 'K#${k}', { operator: 'BETWEEN', value: 'E0#005', upper: 'E1#010' }),
          ...(r.gsi ? [pattern(3, 'ByG', '${g}')] : [])
        ]
      ),
      workload: {
        accessPatterns: r.rates.map((rate, i) => ({
          pattern: `P${i}`,
          rate,
          keys: { kind: 'uniform' } as KeyDistribution
        })),
        entities: r.writes.map((writeRate, i) => ({
          entity: `E${i}`,
          writeRate,
          indexKeyChanges: r.changes
        })),
        hotShare: 0.5
      }
    };
  });

describe('heatReport, property: it adds up', () => {
  it('units per second summed over partitions equal the table’s, which equal a brute-force sum over patterns and items', () => {
    fc.assert(
      fc.property(smallDesign, fc.double({ min: 0.1, max: 20, noNaN: true }), (d, scale) => {
        const a = analyzeDesign(d);
        const heat = heatReport(d, a, { scale, topKeys: 1000 });
        const ta = a.tables[0]!;
        for (const hv of heat.views) {
          const sum = (f: (p: (typeof hv.partitions)[number]) => number) =>
            hv.partitions.reduce((s, p) => s + f(p), 0);
          expect(sum((p) => p.readUnits)).toBeCloseTo(hv.readUnits, 6);
          expect(sum((p) => p.writeUnits)).toBeCloseTo(hv.writeUnits, 6);
          expect(hv.keys.reduce((s, k) => s + k.readUnits, 0) + hv.unplacedReadUnits).toBeCloseTo(
            hv.readUnits,
            6
          );
          // The oracle: each pattern's rate spread evenly over the keys its template reaches,
          // each costing what evaluateQuery charges; each entity's writes spread over its items.
          const view = ta.views[hv.view]!;
          let reads = 0;
          d.accessPatterns.forEach((p, i) => {
            if (p.index !== hv.index) return;
            const t = parseTemplate(p.partitionKey);
            if (!t.ok) return;
            const reached = view.collections.filter(
              (c) => 'S' in c.pk && matchTemplate(t.template, c.pk.S)
            );
            const rate = d.workload!.accessPatterns[i]!.rate! * scale;
            if (reached.length === 0)
              reads += rate * readUnits(0, p.consistentRead ? 'strong' : 'eventual');
            for (const c of reached)
              reads += (rate / reached.length) * oracleCost(d, p, view, c.pk);
          });
          expect(hv.readUnits).toBeCloseTo(reads, 6);
          let writes = 0;
          d.entities.forEach((e, i) => {
            const live = ta.views[0]!.collections.flatMap((c) => c.entries);
            const mine = live.filter((x) => !x.overwrittenBy && x.item.entity === e.name);
            const rate = d.workload!.entities[i]!.writeRate! * scale;
            const changes = d.workload!.entities[i]!.indexKeyChanges!;
            // No item yet: the writes still count, at the default item size, on no key.
            if (mine.length === 0 && hv.index === null) writes += rate * writeUnits(1024);
            for (const entry of mine) {
              const per = rate / mine.length;
              if (hv.index === null)
                writes += per * writeUnits(ta.resolved.storedSize(entry.item.order));
              else if (view.locate(entry.item.order) !== null)
                writes +=
                  per * (1 + changes) * writeUnits(ta.resolved.storedSize(entry.item.order));
            }
          });
          expect(hv.writeUnits).toBeCloseTo(writes, 6);
        }
      }),
      { seed: 13, numRuns: 60 }
    );
  });

  it('reused across scales, workload and pattern edits on one analysis, gives what a cold report does', () => {
    // Heat keeps what each Query reads per key (by view and Query shape): a later report on the
    // same analysis must still be exactly a report made from nothing.
    const cold = (d: Design, scale: number) => {
      const again = { ...d, entities: d.entities.map((e) => ({ ...e, items: [...e.items] })) };
      return heatReport(again, analyzeDesign(again), { scale });
    };
    // Large items of unequal sizes, so a Query's Limit, direction and sort key condition each
    // change what it reads.
    const base = example('gaming');
    const d: Design = {
      ...base,
      entities: base.entities.map((e) =>
        e.name === 'UserGameMapping' || e.name === 'Game'
          ? {
              ...e,
              items: e.items.map((i, n) => ({
                ...i,
                notes: { S: 'x'.repeat(e.name === 'Game' ? 4100 : n % 3 ? 300 : 5000) }
              }))
            }
          : e
      )
    };
    const a = analyzeDesign(d);
    heatReport(d, a);
    expect(heatReport(d, a, { scale: 7 })).toEqual(cold(d, 7));
    const users = d.accessPatterns.findIndex((p) => p.name === 'Find all users in a game');
    const edits: ((p: AccessPattern) => AccessPattern)[] = [
      (p) => ({ ...p, limit: 1 }),
      (p) => ({ ...p, limit: 1, scanIndexForward: !p.scanIndexForward }),
      (p) => ({ ...p, sortKey: undefined })
    ];
    const game = (h: HeatReport) =>
      h.views[0]!.keys.find((k) => k.text === 'GAME#c6f38a6a')!.readUnits;
    let before = game(heatReport(d, a, { scale: 3 }));
    for (const edit of edits) {
      const next: Design = {
        ...d,
        accessPatterns: d.accessPatterns.map((p, i) => (i === users ? edit(p) : p))
      };
      const heat = heatReport(next, a, { scale: 3 });
      expect(heat).toEqual(cold(next, 3));
      // Each edit reads another amount from the biggest game than the one before it.
      expect(game(heat)).not.toBe(before);
      before = game(heat);
    }
    const busier: Design = {
      ...d,
      workload: { ...d.workload!, entities: [{ entity: 'UserGameMapping', writeRate: 900 }] }
    };
    expect(heatReport(busier, a)).toEqual(cold(busier, 1));
  });

  // Another scale reads the last report's loads multiplied (HeatSink.scale), but a scale of 0
  // is no load at all: no key has a reader or a writer.
  it.each([0, 0.5, 1, 40])('at scale %s after scale 3, gives what a cold report does', (scale) => {
    const d = example('gaming');
    const a = analyzeDesign(d);
    heatReport(d, a, { scale: 3 });
    const copy = { ...d, entities: d.entities.map((e) => ({ ...e, items: [...e.items] })) };
    expect(heatReport(d, a, { scale })).toEqual(heatReport(copy, analyzeDesign(copy), { scale }));
  });

  it('does not change the design or the analysis', () => {
    const d = example('gaming');
    const a = analyzeDesign(d);
    const before = JSON.stringify(d);
    const view = a.tables[0]!.views[0]!;
    const orders = [...view.orders];
    heatReport(d, a, { scale: 3 });
    expect(JSON.stringify(d)).toBe(before);
    expect([...view.orders]).toEqual(orders);
    void storedItem;
  });
});

describe('hot partitions, as seed 001 warns', () => {
  const d = example('library-language');
  const a = analyzeDesign(d);
  const distributions: KeyDistribution[] = [
    { kind: 'uniform' },
    { kind: 'zipf', exponent: 0.5 },
    { kind: 'zipf', exponent: 1.2 },
    { kind: 'hot', key: 'German', share: 0.7 }
  ];

  it.each(distributions)(
    'Language as the hash key is hot under any workload that reaches the ceiling: %j',
    (keys) => {
      const withLoad = (rate: number): Design => ({
        ...d,
        workload: {
          accessPatterns: d.accessPatterns.map((p) => ({ pattern: p.name, rate, keys })),
          entities: [{ entity: 'Book', writeRate: 0 }]
        }
      });
      // Loads are linear in the rate: find the rate that brings the busiest key to 3,000.
      const unit = heatReport(withLoad(1), a).views[0]!;
      const peak = unit.keys[0]!.readUnits;
      const atCeiling = 3000 / peak;
      const hot = (rate: number) =>
        heatReport(withLoad(rate), a).findings.filter((f) => f.code === 'heat.hot-key');
      expect(hot(atCeiling * 0.99)).toEqual([]);
      const over = hot(atCeiling * 1.01);
      expect(over.length).toBeGreaterThanOrEqual(1);
      expect(over[0]!.message).toContain(`partition key "${unit.keys[0]!.text}"`);
      // Three keys: the table is throttled before 9,000 read units per second, whatever the spread.
      expect(unit.readUnits * atCeiling).toBeLessThanOrEqual(9000 + 1e-6);
    }
  );

  it('the example’s own workload is flagged hot on "English", its biggest language', () => {
    const heat = heatReport(d, a);
    expect(heat.findings.filter((f) => f.severity === 'error').map((f) => f.code)).toEqual([
      'heat.hot-key'
    ]);
    expect(heat.findings[0]!.message).toMatch(
      /^table "BooksByLanguage": partition key "English" needs 3,327 read units per second/
    );
    expect(heat.views[0]!.keys[0]).toMatchObject({ text: 'English', reader: 1 });
  });
});

describe('physical partitions and cost', () => {
  it('needs as many partitions as the load, each key on the one a stable hash picks', () => {
    const d = example('gaming');
    const a = analyzeDesign(d);
    const heat = heatReport(d, a, { scale: 400 });
    const table = heat.views[0]!;
    expect(table.partitions).toHaveLength(
      Math.ceil(table.readUnits / 3000 + table.writeUnits / 1000)
    );
    expect(table.partitions.reduce((n, p) => n + p.keys, 0)).toBe(table.keyCount);
    expect(heatReport(d, a, { scale: 400 }).views[0]!.keys.map((k) => k.partition)).toEqual(
      table.keys.map((k) => k.partition)
    );
  });

  it('prices each table and index in every mode and adds them up', () => {
    const d = example('gaming');
    const heat = heatReport(d, analyzeDesign(d));
    const sum = heat.views.reduce((s, v) => s + v.cost.onDemand, 0);
    expect(heat.cost.onDemand).toBeCloseTo(sum, 9);
    expect(heat.views[1]!.cost.onDemand).toBeGreaterThan(0);
    expect(heat.region).toBe('us-east-1');
  });
});

describe('heat in slices (heatReportSteps)', () => {
  const cold = (d: Design, scale: number) => {
    const again = { ...d, entities: d.entities.map((e) => ({ ...e, items: [...e.items] })) };
    return heatReport(again, analyzeDesign(again), { scale });
  };

  it.each(EXAMPLES)(
    '%s: made a step at a time, with other reports of the same analysis made between the steps, is what heatReport makes',
    (name) => {
      const d = example(name);
      const a = analyzeDesign(d);
      const steps = heatReportSteps(d, a, { scale: 40 });
      let between: HeatReport | null = null;
      let count = 0;
      for (let r = steps.next(); ; r = steps.next()) {
        if (r.done) {
          expect(r.value).toEqual(cold(d, 40));
          break;
        }
        count++;
        // Another report meanwhile reuses the same views' million-entry arrays unless leased.
        between = heatReport(d, a, { scale: 3 });
      }
      expect(count).toBeGreaterThan(1);
      expect(between).toEqual(cold(d, 3));
    }
  );

  // Each view slot's sink is written over by the next analysis's (HeatSink.reuse): a report
  // made over another one's arrays must be the report a fresh worker makes.
  it('made over the arrays of another analysis’s report, is the one a fresh module makes', async () => {
    const larger = generateDesignItems(example('gaming'), 200, 5);
    const smaller = generateDesignItems(example('gaming'), 120, 6);
    heatReport(larger, analyzeDesign(larger), { scale: 30 });
    const got = heatReport(smaller, analyzeDesign(smaller), { scale: 30 });
    vi.resetModules();
    const fresh = await import('../../../src/core/heat/heat-report.ts');
    const analysis = await import('../../../src/core/analysis/analyze-design.ts');
    expect(got).toEqual(fresh.heatReport(smaller, analysis.analyzeDesign(smaller), { scale: 30 }));
  });

  it('left unfinished, takes nothing from the reports made after it', () => {
    const d = example('gaming');
    const a = analyzeDesign(d);
    for (let stop = 1; stop < 12; stop++) {
      const steps = heatReportSteps(d, a, { scale: 9 });
      for (let i = 0; i < stop; i++) steps.next();
      if (stop % 2) steps.return(undefined as never);
      expect(heatReport(d, a, { scale: 9 })).toEqual(cold(d, 9));
    }
  });

  it('yields at least once per SIZE_STEP items measured, so no step measures a million at once', () => {
    const d = generateDesignItems(example('gaming'), 25_000, 3);
    const items = d.entities.reduce((n, e) => n + e.items.length, 0);
    expect(items).toBeGreaterThan(2 * SIZE_STEP);
    const a = analyzeDesign(d);
    let count = 0;
    const steps = heatReportSteps(d, a);
    while (!steps.next().done) count++;
    expect(count).toBeGreaterThanOrEqual(Math.floor(items / SIZE_STEP));
  });
});

describe('an entity of more than SIZE_STEP items, written in steps', () => {
  const items = generateDesignItems(example('gaming'), SIZE_STEP + 2_000, 5);
  // Every entity written to, one by a skewed key distribution, one changing index keys.
  const d: Design = {
    ...items,
    workload: {
      ...items.workload!,
      entities: [
        { entity: 'User', writeRate: 30, keys: { kind: 'zipf', exponent: 1 } },
        { entity: 'Game', writeRate: 10 },
        { entity: 'UserGameMapping', writeRate: 50, indexKeyChanges: 0.5, newItems: 0.2 }
      ]
    }
  };
  const a = analyzeDesign(d);
  const cold = () => {
    const again = { ...d, entities: d.entities.map((e) => ({ ...e, items: [...e.items] })) };
    return heatReport(again, analyzeDesign(again));
  };
  it('gives what heatReport gives, with another report made between its steps', () => {
    const steps = heatReportSteps(d, a);
    let r = steps.next();
    for (let i = 0; !r.done; i++, r = steps.next()) if (i % 8 === 0) heatReport(d, a, { scale: 3 });
    expect(r.value).toEqual(cold());
  });

  it('dropped between two pieces of an entity, leaves nothing behind for the next report', () => {
    // Stop right after a sink took the first SIZE_STEP items of an entity: the rest of that
    // entity's load is still in the sinks' scratch when the steps are dropped.
    // An analysis of its own: the other test's report is kept with its analysis.
    const mine = analyzeDesign(d);
    const writes = vi.spyOn(HeatSink.prototype, 'writes');
    const dropped = heatReportSteps(d, mine);
    while (!writes.mock.calls.some((c) => c[3].length === SIZE_STEP))
      if (dropped.next().done) throw new Error('no entity was written in pieces');
    writes.mockRestore();
    dropped.return(undefined as never);
    expect(heatReport(d, mine)).toEqual(cold());
  });
});

describe('item sizes for heat', () => {
  it('are each item’s stored size, its rendered keys in place of any it carries (property)', () => {
    fc.assert(
      fc.property(smallDesign, (d) => {
        const withOwn: Design = {
          ...d,
          entities: d.entities.map((e, i) =>
            i === 0
              ? {
                  ...e,
                  items: e.items.map((it, j) => (j % 2 ? item({ ...it, PK: 'own value' }) : it))
                }
              : e
          )
        };
        const ta = analyzeDesign(withOwn).tables[0]!;
        const sizes = storedSizes(ta.resolved);
        for (let order = 0; order < ta.resolved.count; order++)
          expect(sizes[order]).toBe(ta.resolved.storedSize(order));
      }),
      { seed: 13, numRuns: 60 }
    );
  });
});

describe('item sizes for heat, of generated items', () => {
  const sizesMatch = (d: Design) => {
    const ta = analyzeDesign(d).tables[0]!;
    const sizes = storedSizes(ta.resolved);
    return Array.from(sizes, (s, order) => s === ta.resolved.storedSize(order)).every(Boolean);
  };

  it('are each item’s stored size where the generator says no item carries a key attribute', () => {
    expect(sizesMatch(generateDesignItems(example('gaming'), 300, 3))).toBe(true);
  });

  it('are each item’s stored size where generated items carry a key attribute their template renders', () => {
    const gaming = example('gaming');
    const carrying: Design = {
      ...gaming,
      entities: gaming.entities.map((e) =>
        e.name === 'UserGameMapping'
          ? { ...e, attributes: [...e.attributes, { name: 'PK', type: 'S' as const }] }
          : e
      )
    };
    const d = generateDesignItems(carrying, 300, 3);
    const mapping = d.entities.find((e) => e.name === 'UserGameMapping')!;
    expect([mapping.items.at(-1)!['PK'] !== undefined, sizesMatch(d)]).toEqual([true, true]);
  });
});

describe('heatReport over every accepted workload number', () => {
  // Issue: a rate of 1e12 made 3×10⁸ partitions and the tab died. workloadProblems bounds every
  // number; over those bounds heat stays finite and its partitions an array a tab can hold.
  const gamingDesign = example('gaming');
  const analysis = analyzeDesign(gamingDesign);
  const rate = fc.oneof(fc.constant(MAX_RATE), fc.double({ min: 0, max: MAX_RATE, noNaN: true }));
  const keys = fc.oneof(
    fc.constant<KeyDistribution>({ kind: 'uniform' }),
    fc
      .double({ min: 0, max: MAX_ZIPF_EXPONENT, noNaN: true })
      .map((exponent): KeyDistribution => ({ kind: 'zipf', exponent })),
    fc
      .double({ min: 0, max: 1, noNaN: true })
      .map((share): KeyDistribution => ({ kind: 'hot', key: 'GAME#x', share }))
  );
  const workload = fc.record({
    accessPatterns: fc
      .constant(gamingDesign.accessPatterns)
      .chain((ps) =>
        fc.tuple(...ps.map((p) => fc.record({ pattern: fc.constant(p.name), rate, keys })))
      ),
    entities: fc.constant(gamingDesign.entities).chain((es) =>
      fc.tuple(
        ...es.map((e) =>
          fc.record({
            entity: fc.constant(e.name),
            writeRate: rate,
            keys,
            indexKeyChanges: fc.double({ min: 0, max: 1, noNaN: true }),
            newItems: fc.double({ min: 0, max: 1, noNaN: true })
          })
        )
      )
    ),
    hotShare: fc.double({ min: 0, max: 1, noNaN: true }),
    targetUtilization: fc.double({ min: 0.2, max: 0.9, noNaN: true })
  });

  it('is finite, with at most MAX_ILLUSTRATED_PARTITIONS illustrated per view', () => {
    fc.assert(
      fc.property(workload, (w: Workload) => {
        expect(workloadProblems(gamingDesign, w)).toEqual([]);
        const report = heatReport({ ...gamingDesign, workload: w }, analysis);
        for (const v of report.views) {
          expect(Number.isFinite(v.readUnits) && Number.isFinite(v.writeUnits)).toBe(true);
          expect(v.partitions.length).toBe(Math.min(v.partitionCount, MAX_ILLUSTRATED_PARTITIONS));
          for (const k of v.keys) expect(Number.isFinite(k.utilization)).toBe(true);
          expect(Number.isFinite(v.cost.onDemand) && Number.isFinite(v.cost.autoScaled)).toBe(true);
        }
      }),
      { numRuns: 40 }
    );
  });
});
