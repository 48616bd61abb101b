import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { previewFix } from '../../../src/core/fixes/preview-fix.ts';
import { suggestFixes } from '../../../src/core/fixes/suggest-fixes.ts';
import { heatReport } from '../../../src/core/heat/heat-report.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { runAccessPattern } from '../../../src/core/query/run-access-pattern.ts';
import { example } from '../../helpers/example.ts';

/** The gaming design under a Zipf workload: players pile into a few popular games. */
const gaming: Design = {
  ...example('gaming'),
  workload: {
    accessPatterns: [
      { pattern: 'Find all users in a game', rate: 2000, keys: { kind: 'zipf', exponent: 1.2 } }
    ],
    entities: [
      { entity: 'UserGameMapping', writeRate: 3000, keys: { kind: 'zipf', exponent: 1.2 } }
    ]
  }
};

describe('gaming under a Zipf workload', () => {
  const analysis = analyzeDesign(gaming);
  const heat = heatReport(gaming, analysis);

  it('flags its hottest game: the one with most players, over a partition’s 1,000 writes', () => {
    const hot = heat.findings.filter((f) => f.code === 'heat.hot-key');
    expect(hot).toHaveLength(1);
    expect(hot[0]!.message).toMatch(
      /^table "battle-royale": partition key "GAME#c6f38a6a" needs 1,586 write units per second, 1\.6× the 1,000 one partition serves; UserGameMapping writes it most/
    );
    expect(hot[0]!.path).toBe('$.entities[2].keys.PK');
    const top = heat.views[0]!.keys[0]!;
    expect(top).toMatchObject({ text: 'GAME#c6f38a6a', writer: 2 });
    expect(top.utilization).toBeGreaterThan(1);
  });

  it('suggests sharding it, by a hash of the player and at random, with the readers’ cost', () => {
    const fixes = suggestFixes(gaming, analysis, heat, { view: 0, key: 'GAME#c6f38a6a' });
    const shards = fixes.filter((f) => f.kind === 'write-sharding');
    expect(shards.map((f) => f.title)).toEqual([
      'Shard UserGameMapping’s PK 6 ways, by a hash of username',
      'Shard UserGameMapping’s PK 6 ways, at random'
    ]);
    expect(shards[0]!.notes).toContain(
      '“Find all users in a game” becomes a scatter-gather: 6 Queries, one per shard, merged by the reader — at least 3 read units per request where one Query cost 0.5'
    );
    expect(shards[0]!.notes[0]).toMatch(/GetItem still works/);
    expect(shards[1]!.notes[0]).toMatch(/every read, even of one item, asks all the shards/);
  });

  it('the suggested sharding, applied, brings the peak under the ceiling as estimated', () => {
    for (const fix of suggestFixes(gaming, analysis, heat, {
      view: 0,
      key: 'GAME#c6f38a6a'
    }).filter((f) => f.kind === 'write-sharding')) {
      const applied = editDesign(gaming, fix.edit!);
      const after = heatReport(applied, analyzeDesign(applied));
      const peak = after.views[0]!.keys[0]!;
      expect(peak.utilization).toBeLessThan(1);
      // Writes follow the items exactly; reads are estimated from the key's average Query.
      expect(peak.utilization).toBeCloseTo(fix.estimate!, 2);
      expect(after.findings.filter((f) => f.code === 'heat.hot-key')).toEqual([]);
      // The preview is the same computation.
      expect(previewFix(gaming, fix, 1).heat.views[0]!.keys[0]!.utilization).toBe(peak.utilization);
      // And every access pattern still runs as one Query (one shard of the scatter-gather).
      const a = analyzeDesign(applied);
      for (const p of applied.accessPatterns) expect(runAccessPattern(a, p).problem).toBe('');
    }
  });

  it('without a target, fixes the peak key of each table and index near its ceiling', () => {
    const all = suggestFixes(gaming, analysis, heat);
    expect(new Set(all.map((f) => f.key))).toEqual(new Set(['GAME#c6f38a6a', 'USER#johnny']));
    expect(new Set(all.map((f) => f.id)).size).toBe(all.length);
  });
});

describe('the library keyed by language', () => {
  const d = example('library-language');
  const analysis = analyzeDesign(d);
  const heat = heatReport(d, analysis);
  const fixes = suggestFixes(d, analysis, heat);

  it('offers another key attribute, an index and a cache, not sharding: reads make the key hot', () => {
    expect(fixes.map((f) => [f.kind, f.title])).toEqual([
      ['key-attribute', 'Key Book by Language and BookTitle'],
      ['index', 'Move “All editions of a title” to a new index on BookTitle'],
      ['cache', 'Cache reads of English (outside the table’s design)']
    ]);
    expect(fixes[2]!.edit).toBeNull();
  });

  it('another key attribute splits "English", and says which pattern it breaks', () => {
    const fix = fixes[0]!;
    expect(fix.notes).toContain(
      '“Books in a language” does not give BookTitle, so it can no longer be one Query on this key: it needs a Scan, or an index keyed on Language.'
    );
    const p = previewFix(d, fix, 1);
    expect(p.heat.views[0]!.keys[0]!.utilization).toBeLessThan(1);
    expect(p.heat.findings.filter((f) => f.code === 'heat.hot-key')).toEqual([]);
    expect(runAccessPattern(p.analysis, p.design.accessPatterns[0]!).problem).toBe(
      'it returns no items'
    );
    expect(runAccessPattern(p.analysis, p.design.accessPatterns[1]!).problem).toBe('');
  });

  it('the index moves the hot read off the table, one key per title', () => {
    const p = previewFix(d, fixes[1]!, 1);
    expect(p.design.tables[0]!.globalSecondaryIndexes.map((g) => g.name)).toEqual(['ByBookTitle']);
    expect(p.design.accessPatterns[1]).toMatchObject({
      index: 'ByBookTitle',
      partitionKey: '${BookTitle}'
    });
    expect(p.heat.views[0]!.keys[0]!.utilization).toBeLessThan(0.1);
    expect(p.heat.views[1]!.keys[0]!.text).toBe('Tides of Memory');
    expect(runAccessPattern(p.analysis, p.design.accessPatterns[1]!).problem).toBe('');
  });

  it('applying a fix is one edit of the design it was made for', () => {
    const before = JSON.stringify(d);
    for (const f of fixes) if (f.edit) editDesign(d, f.edit);
    expect(JSON.stringify(d)).toBe(before);
  });
});
