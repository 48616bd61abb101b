import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeDesign, type DesignAnalysis } from '../../../src/core/analysis/analyze-design.ts';
import { checkReport } from '../../../src/core/report/check-report.ts';
import { loadDesign } from '../../../src/core/formats/load-design.ts';
import {
  CURRENT_VERSION,
  migrateDesign,
  MIGRATIONS
} from '../../../src/core/formats/migrate-design.ts';

type Json = Record<string, unknown>;
const read = (path: string): Json =>
  JSON.parse(readFileSync(resolve(process.cwd(), path), 'utf8')) as Json;

/** Everything the analysis says, without object identity: views, collisions and findings as the JSON report. */
function summary(a: DesignAnalysis) {
  const r = checkReport(a, { name: 'x', source: 'keyscope' }, []);
  return { views: r.views, collisions: r.collisions, findings: r.findings, summary: r.summary };
}

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}

describe('the version 0 fixture', () => {
  const v0 = read('test/fixtures/designs/v0-gaming.json');
  const v1 = read('public/examples/gaming.json');

  it('really is version 0: gsis/lsis and templates, no globalSecondaryIndexes or keys', () => {
    expect(v0['version']).toBe(0);
    const t = (v0['tables'] as Json[])[0]!;
    expect(Object.keys(t)).toContain('gsis');
    expect(Object.keys(t)).not.toContain('globalSecondaryIndexes');
    for (const e of v0['entities'] as Json[]) {
      expect(Object.keys(e)).toContain('templates');
      expect(Object.keys(e)).not.toContain('keys');
    }
  });

  it('migrates and loads to the same design as the current gaming example, with one info finding', () => {
    const a = loadDesign(v0);
    const b = loadDesign(v1);
    if (!a.ok || !b.ok) throw new Error('did not load');
    expect(a.findings).toEqual([
      {
        severity: 'info',
        code: 'format.migrated',
        message: 'migrated from format version 0 to 4',
        path: '$.version'
      }
    ]);
    expect(b.findings).toEqual([]);
    expect(a.design.tables).toEqual(b.design.tables);
    expect(a.design.entities).toEqual(b.design.entities);
    expect(a.design.accessPatterns).toEqual(b.design.accessPatterns);
  });

  it('gives the same analysis as public/examples/gaming.json', () => {
    const a = loadDesign(v0);
    const b = loadDesign(v1);
    if (!a.ok || !b.ok) throw new Error('did not load');
    const sa = summary(analyzeDesign(a.design));
    expect(sa).toEqual(summary(analyzeDesign(b.design)));
    expect(sa.views.map((v) => [v.index, v.itemCount])).toEqual([
      [null, 22],
      ['InvertedIndex', 22]
    ]);
  });

  it('does not mutate the document it migrates', () => {
    const frozen = deepFreeze(read('test/fixtures/designs/v0-gaming.json'));
    const before = JSON.stringify(frozen);
    const r = migrateDesign(frozen);
    expect(r.ok).toBe(true);
    expect(JSON.stringify(frozen)).toBe(before);
    expect(r.ok && r.doc).not.toBe(frozen);
  });

  it('has a step for every version below the current one', () => {
    for (let v = 0; v < CURRENT_VERSION; v++) expect(MIGRATIONS.has(v)).toBe(true);
  });
});

describe('the version 2 fixture', () => {
  const v2 = read('test/fixtures/designs/v2-gaming.json');
  const current = read('public/examples/gaming.json');

  it('really is version 2: no generation settings', () => {
    expect(v2['version']).toBe(2);
    expect(Object.keys(v2)).not.toContain('generation');
  });

  it('loads to the current gaming example with no generated items, saying it was migrated', () => {
    const a = loadDesign(v2);
    const b = loadDesign(current);
    if (!a.ok || !b.ok) throw new Error('did not load');
    expect(a.findings).toEqual([
      {
        severity: 'info',
        code: 'format.migrated',
        message: 'migrated from format version 2 to 4',
        path: '$.version'
      }
    ]);
    expect(a.design).toEqual(b.design);
    expect(a.design.generation).toBeUndefined();
  });

  it('the version 2 step only bumps the version, never touching its input', () => {
    const doc = { version: 2, name: 'n', generation: 'kept as it is, for the reader to judge' };
    const frozen = JSON.stringify(doc);
    expect(MIGRATIONS.get(2)!(doc)).toEqual({ ...doc, version: 3 });
    expect(JSON.stringify(doc)).toBe(frozen);
  });
});

describe('the version 1 fixture', () => {
  const v1 = read('test/fixtures/designs/v1-gaming.json');
  const v2 = read('public/examples/gaming.json');

  it('really is version 1: rates on the access patterns, no workload', () => {
    expect(v1['version']).toBe(1);
    expect(Object.keys(v1)).not.toContain('workload');
    expect((v1['accessPatterns'] as Json[]).map((p) => p['rate'])).toEqual([120, 40, 50, 20]);
  });

  it('moves each rate into the workload and loads to the current gaming example', () => {
    const a = loadDesign(v1);
    const b = loadDesign(v2);
    if (!a.ok || !b.ok) throw new Error('did not load');
    expect(a.findings).toEqual([
      {
        severity: 'info',
        code: 'format.migrated',
        message: 'migrated from format version 1 to 4',
        path: '$.version'
      }
    ]);
    expect(b.findings).toEqual([]);
    expect(a.design).toEqual(b.design);
    expect(a.design.workload?.accessPatterns).toEqual([
      { pattern: 'Get user profile', rate: 120 },
      { pattern: 'Get game metadata', rate: 40 },
      { pattern: 'Find all users in a game', rate: 50 },
      { pattern: 'Find all games a user has played', rate: 20 }
    ]);
    expect(a.design.accessPatterns.some((p) => 'rate' in p)).toBe(false);
  });

  it('the version 1 step leaves patterns without a rate, and malformed ones, as they are', () => {
    const step1 = MIGRATIONS.get(1)!;
    expect(step1({ version: 1, accessPatterns: [7, { name: 'p' }] })).toEqual({
      version: 2,
      accessPatterns: [7, { name: 'p' }]
    });
    // A rate on a pattern without a name has no workload entry to go to; it is dropped.
    expect(step1({ version: 1, accessPatterns: [{ rate: 3 }, { name: 'q', rate: 4 }] })).toEqual({
      version: 2,
      accessPatterns: [{}, { name: 'q' }],
      workload: { accessPatterns: [{ name: 'q', rate: 4 }], entities: [] }
    });
  });

  it('does not mutate the document it migrates', () => {
    const frozen = deepFreeze(read('test/fixtures/designs/v1-gaming.json'));
    const before = JSON.stringify(frozen);
    expect(migrateDesign(frozen).ok).toBe(true);
    expect(JSON.stringify(frozen)).toBe(before);
  });
});

describe('migrateDesign, the harness', () => {
  /** Each step appends its number to `trail` and bumps the version, never touching its input. */
  const step =
    (n: number) =>
    (doc: Json): Json => ({
      ...doc,
      version: n + 1,
      trail: [...((doc['trail'] as number[]) ?? []), n]
    });
  const three = new Map([
    [0, step(0)],
    [1, step(1)],
    [2, step(2)]
  ]);

  it.each([
    [0, [0, 1, 2]],
    [1, [1, 2]],
    [2, [2]],
    [3, undefined]
  ])('applies the steps from version %i in order', (version, trail) => {
    const r = migrateDesign({ version }, three, 3);
    expect(r).toEqual({
      ok: true,
      doc: { version: 3, ...(trail ? { trail } : {}) },
      from: version
    });
  });

  it('returns the document itself when it is already current', () => {
    const doc = { version: 3 };
    const r = migrateDesign(doc, three, 3);
    expect(r.ok && r.doc).toBe(doc);
  });

  it('refuses when a step is missing, naming it, without running later steps', () => {
    let ran = false;
    const gap = new Map([
      [0, step(0)],
      [2, (d: Json) => ((ran = true), d)]
    ]);
    expect(migrateDesign({ version: 0 }, gap, 3)).toEqual({
      ok: false,
      error: 'no migration from version 1 to 2'
    });
    expect(ran).toBe(false);
  });

  it('refuses a future version, naming both versions', () => {
    const r = migrateDesign({ version: 4 }, three, 3);
    expect(r).toEqual({
      ok: false,
      error:
        'this design is format version 4, newer than this build of Keyscope reads (3); open it with a newer Keyscope'
    });
  });

  it.each([[1.5], [-1], ['1'], [null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'refuses the version %j',
    (version) => {
      const r = migrateDesign({ version }, three, 3);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error).toMatch(
        /^"version" must be a whole number \(this build reads 0 to 3\), got /
      );
    }
  );

  it('reports "nothing" for an absent version', () => {
    expect(migrateDesign({}, three, 3)).toEqual({
      ok: false,
      error: '"version" must be a whole number (this build reads 0 to 3), got nothing'
    });
  });

  it('the real version 0 step keeps unknown or malformed tables and entities as they are', () => {
    const step0 = MIGRATIONS.get(0)!;
    expect(
      step0({ version: 0, tables: [7, { name: 't' }], entities: ['x', { name: 'e' }] })
    ).toEqual({
      version: 1,
      tables: [7, { name: 't', globalSecondaryIndexes: [], localSecondaryIndexes: [] }],
      entities: ['x', { name: 'e', keys: {} }]
    });
  });
});
