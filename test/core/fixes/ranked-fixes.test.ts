import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { rankedFixes } from '../../../src/core/fixes/ranked-fixes.ts';
import { heatReport } from '../../../src/core/heat/heat-report.ts';
import type { Design } from '../../../src/core/model/design.ts';
import type { KeyDistribution } from '../../../src/core/model/workload.ts';
import { runAccessPattern } from '../../../src/core/query/run-access-pattern.ts';
import { parseTemplate } from '../../../src/core/templates/parse-template.ts';
import { example } from '../../helpers/example.ts';
import { shopDesign } from '../../helpers/shop-design.ts';

/**
 * The oracle, from first principles: the design after the edit, analysed and heated afresh —
 * its hottest key anywhere under one partition, every access pattern one Query returning its
 * expected items, and none reading a key whose shard suffix it cannot compute.
 */
function reallyFixes(design: Design, applied: Design, scale: number): boolean {
  const a = analyzeDesign(applied);
  const heat = heatReport(applied, a, { scale, topKeys: 1000 });
  const peak = Math.max(0, ...heat.views.flatMap((v) => v.keys.map((k) => k.utilization)));
  if (peak > 1) return false;
  const before = analyzeDesign(design);
  return applied.accessPatterns.every((p) => {
    const was = design.accessPatterns.find((x) => x.name === p.name);
    // A pattern broken before the fix counts against no fix.
    if (was && !runAccessPattern(before, was).ok) return true;
    const run = runAccessPattern(a, p);
    if (!run.ok || run.operation !== 'query') return false;
    const pk = parseTemplate(p.partitionKey);
    return (applied.workload?.entities ?? []).every(
      (l) =>
        !l.sharding ||
        !pk.ok ||
        !pk.template.fields.includes(l.sharding.attribute) ||
        (l.sharding.suffix === 'calculated' &&
          l.sharding.from !== undefined &&
          l.sharding.from in p.parameters)
    );
  });
}

const shop = shopDesign();

describe('rankedFixes on the shop, one customer hot', () => {
  const analysis = analyzeDesign(shop);
  const heat = heatReport(shop, analysis);
  const fixes = rankedFixes(shop, analysis, heat);

  it('is hot on the busy customer, over the ceiling', () => {
    expect(heat.views[0]!.keys[0]!.text).toBe('CUSTOMER#cust-000008i');
    expect(heat.views[0]!.keys[0]!.utilization).toBeGreaterThan(2);
  });

  it('ranks first a fix that brings the peak under the ceiling, every pattern answered', () => {
    const first = fixes[0]!;
    expect(first.title).toBe('Move “Track an order” to a new index on orderId');
    expect(first.outcome?.fixes).toBe(true);
    expect(reallyFixes(shop, editDesign(shop, first.edit!), 1)).toBe(true);
  });

  it('says in its title that keying Order by placedAt breaks the newest-first list, and ranks it last', () => {
    const key = fixes.at(-1)!;
    expect(key.kind).toBe('key-attribute');
    expect(key.title).toBe(
      'Key Order by customerId and placedAt — breaks “Orders of a customer, newest first”'
    );
    expect(key.outcome?.breaks).toEqual(['Orders of a customer, newest first']);
    const after = key.outcome!.patterns.find(
      (p) => p.name === 'Orders of a customer, newest first'
    );
    expect(after).toMatchObject({ state: 'broken', problem: 'it returns no items' });
  });

  it('names a cache as advice outside the design, with nothing to apply, after the fixes that fix', () => {
    const cache = fixes.find((f) => f.kind === 'cache')!;
    expect(cache.edit).toBeNull();
    expect(cache.title).toMatch(/outside the table’s design/);
    expect(fixes.indexOf(cache)).toBeGreaterThan(0);
  });

  it('at three times the load, the index leaves the key over the ceiling and says so', () => {
    const h3 = heatReport(shop, analysis, { scale: 3 });
    const index = rankedFixes(shop, analysis, h3).find((f) => f.kind === 'index')!;
    expect(index.outcome?.over).toBe(true);
    expect(index.title).toMatch(
      /^Move “Track an order” to a new index on orderId — still \d+% of a partition$/
    );
  });
});

/** A workload drawn for a design: each pattern's rate and spread, each entity's write rate. */
function workloads(d: Design) {
  const spread: fc.Arbitrary<KeyDistribution | undefined> = fc.oneof(
    fc.constant(undefined),
    fc.constant<KeyDistribution>({ kind: 'uniform' }),
    fc
      .double({ min: 0.5, max: 1.6, noNaN: true })
      .map<KeyDistribution>((exponent) => ({ kind: 'zipf', exponent }))
  );
  return fc.record({
    scale: fc.double({ min: 0.2, max: 4, noNaN: true }),
    patterns: fc.array(fc.tuple(fc.integer({ min: 0, max: 20_000 }), spread), {
      minLength: d.accessPatterns.length,
      maxLength: d.accessPatterns.length
    }),
    writes: fc.array(fc.integer({ min: 0, max: 3_000 }), {
      minLength: d.entities.length,
      maxLength: d.entities.length
    })
  });
}

describe('a fix marked as fixing, applied, really fixes (brute-force oracle)', () => {
  // Gaming's fixes shard keys its patterns read whole, so none there leaves every pattern one
  // Query: the property holds vacuously, and only the others must meet fixes that fix.
  it.each([
    ['shop', true],
    ['gaming', false],
    ['library-language', true]
  ])('%s under drawn workloads', (name, meets) => {
    const base = name === 'shop' ? shopDesign() : example(name);
    let checked = 0;
    fc.assert(
      fc.property(workloads(base), ({ scale, patterns, writes }) => {
        const d: Design = {
          ...base,
          workload: {
            accessPatterns: base.accessPatterns.map((p, i) => ({
              pattern: p.name,
              rate: patterns[i]![0],
              ...(patterns[i]![1] ? { keys: patterns[i]![1] } : {})
            })),
            entities: base.entities.map((e, i) => ({ entity: e.name, writeRate: writes[i]! }))
          }
        };
        const a = analyzeDesign(d);
        for (const fix of rankedFixes(d, a, heatReport(d, a, { scale }))) {
          if (!fix.outcome?.fixes) continue;
          expect(reallyFixes(d, editDesign(d, fix.edit!), scale), fix.title).toBe(true);
          checked++;
        }
      }),
      { seed: 19, numRuns: 12 }
    );
    // The draws met fixes that fix: the property was not vacuous.
    if (meets) expect(checked).toBeGreaterThan(0);
  });

  it('ranks every fix that fixes above every one that does not', () => {
    const d = shopDesign();
    const a = analyzeDesign(d);
    for (const scale of [0.5, 1, 2, 3]) {
      const ranks = rankedFixes(d, a, heatReport(d, a, { scale })).map((f) =>
        f.edit === null ? 1 : f.outcome?.fixes ? 0 : 2
      );
      expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    }
  });
});
