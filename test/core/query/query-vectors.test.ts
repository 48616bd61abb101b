import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';
import { compareKeyValues, keyValueId } from '../../../src/core/keys/compare-key-values.ts';
import type { AttributeMap, KeyValue } from '../../../src/core/model/attribute-value.ts';
import { runQuery } from '../../../src/core/query/run-query.ts';
import { parseQueryArgs } from '../../../src/cli/parse-query-args.ts';

/**
 * Every query of test/fixtures/query-vectors was answered by a real
 * DynamoDB Local; Keyscope must give the same answer.
 */
const DIR = resolve(process.cwd(), 'test/fixtures/query-vectors');

interface VectorCase {
  readonly args: string[];
  readonly n?: string[];
  readonly Count?: number;
  readonly ScannedCount?: number;
  readonly LastEvaluatedKey?: string[] | null;
  readonly CapacityUnits?: number;
  readonly error?: string;
  readonly message?: string;
}

const cases = JSON.parse(
  readFileSync(resolve(DIR, 'expected-queries.json'), 'utf8')
) as VectorCase[];
const loaded = loadDesignText(readFileSync(resolve(DIR, 'query-model.json'), 'utf8'));
if (!loaded.ok)
  throw new Error(`query-model.json did not load: ${JSON.stringify(loaded.findings)}`);
const analysis = analyzeDesign(loaded.design);

/** The model's items by their `n` attribute, read straight from the design, to know each item's GSI sort key. */
const itemByN = new Map<string, AttributeMap>();
for (const t of loaded.design.tables) {
  for (const item of t.items) {
    const n = item['n'];
    if (n && 'N' in n) itemByN.set(n.N, item);
  }
}

function nOf(item: AttributeMap): string {
  const n = item['n'];
  if (!n || !('N' in n)) throw new Error(`item without a numeric "n": ${JSON.stringify(item)}`);
  return n.N;
}

/**
 * Split an answer into runs of items with equal index sort key. DynamoDB does not
 * specify the order within such a run (fixtures README), so each run is compared
 * as a multiset; the runs themselves must come in the expected order.
 */
function runsByIndexSortKey(ns: readonly string[], sortKey: string): string[][] {
  const runs: string[][] = [];
  let prev: KeyValue | undefined;
  for (const n of ns) {
    const item = itemByN.get(n);
    const v = item?.[sortKey] as KeyValue | undefined;
    if (!v) throw new Error(`item n=${n} has no "${sortKey}"`);
    const last = runs[runs.length - 1];
    if (last && prev && compareKeyValues(prev, v) === 0) last.push(n);
    else runs.push([n]);
    prev = v;
  }
  return runs.map((r) => [...r].sort());
}

const describeCase = (c: VectorCase): string => c.args.filter((a) => !a.startsWith('--')).join(' ');

describe('runQuery agrees with DynamoDB Local on every query vector', () => {
  it('loads the query model without errors and with all 40 items', () => {
    expect(loaded.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(itemByN.size).toBe(40);
    expect(cases.length).toBe(41);
  });

  it.each(cases.map((c, i) => [i, describeCase(c), c] as const))('case %i: %s', (_i, _label, c) => {
    const parsed = parseQueryArgs(['query-model.json', ...c.args]);
    if (!parsed.ok) throw new Error(parsed.error);
    const answer = runQuery(analysis, parsed.request);
    if (c.error !== undefined) {
      expect(answer.ok).toBe(false);
      if (answer.ok) return;
      expect(answer.error.name).toBe(c.error);
      expect(answer.error.message).toBe(c.message);
      return;
    }
    if (!answer.ok) throw new Error(`${answer.error.name}: ${answer.error.message}`);
    const r = answer.response;
    const got = (r.Items ?? []).map(nOf);
    const index = parsed.request.IndexName;
    if (index === undefined) {
      // Table sort keys are unique, so the order is fully specified.
      expect(got).toEqual(c.n);
    } else {
      // Exception 1: equal GSI sort keys come back in no specified order.
      const gsi = loaded.design.tables[0]!.globalSecondaryIndexes.find((g) => g.name === index)!;
      expect(runsByIndexSortKey(got, gsi.sortKey!.name)).toEqual(
        runsByIndexSortKey(c.n!, gsi.sortKey!.name)
      );
    }
    expect(r.Count).toBe(c.Count);
    expect(r.ScannedCount).toBe(c.ScannedCount);
    expect(r.LastEvaluatedKey ? Object.keys(r.LastEvaluatedKey).sort() : null).toEqual(
      c.LastEvaluatedKey
    );
    if (c.Count === 0 && c.CapacityUnits === 0) {
      // Exception 2: DynamoDB Local charged 0 for a query that matched nothing,
      // but AWS documents a minimum of one read unit per Query (half of one when
      // eventually consistent). Keyscope charges the documented minimum.
      expect(r.ConsumedCapacity?.CapacityUnits).toBe(parsed.request.ConsistentRead ? 1 : 0.5);
    } else {
      expect(r.ConsumedCapacity?.CapacityUnits).toBe(c.CapacityUnits);
    }
  });

  it('has at least one empty-result case, so the minimum-charge exception is exercised', () => {
    expect(cases.some((c) => c.Count === 0 && c.CapacityUnits === 0)).toBe(true);
  });

  it('groups equal GSI sort keys into one run (the helper itself)', () => {
    // Two items with distinct nums are two runs; the helper must not merge them.
    const ns = [...itemByN.keys()].filter((n) => itemByN.get(n)?.['num']).slice(0, 2);
    expect(runsByIndexSortKey(ns, 'num')).toHaveLength(2);
    // The same item twice has an equal key with itself: one run.
    expect(runsByIndexSortKey([ns[0]!, ns[0]!], 'num')).toHaveLength(1);
    expect(keyValueId({ N: '1' })).toBe(keyValueId({ N: '1.0' }));
  });
});
