/**
 * `npm run bench`: the whole analysis (render templates, validate keys, group,
 * sort, find collisions) at 10k, 100k and 1M items, each beside a floor
 * measured in the same process. Each size runs in its own child process so
 * peak memory (maxRSS) belongs to that size alone. "engine" is a cold analysis
 * (fresh items arrays, so no per-array cache helps); "re-key" is the studio's
 * case, one character typed into the template of the entity with most items,
 * with the previous analysis's KeyCache. "table + 2+3 GSI" adds a GSI whose key is two partition
 * and three sort attributes; its floor groups by the joined pair and sorts part by part.
 * BENCH_SIZES and BENCH_VARIANTS (table,index,multi) pick rows.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { analyzeDesign } from '../../src/core/analysis/analyze-design.ts';
import type { Design } from '../../src/core/model/design.ts';
import { KeyCache } from '../../src/core/views/key-cache.ts';
import { floorAnalysis } from './floor.ts';
import { gamingDesign } from './gaming-items.ts';
import { median } from './median.ts';

const SIZES = (process.env['BENCH_SIZES'] ?? '10000,100000,1000000').split(',').map(Number);

function time(fn: () => unknown): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

/**
 * The design with every items array copied: the engine keeps per-items-array caches (items are
 * immutable values), so a cold analysis needs arrays it has not seen. The items are the same.
 */
function fresh(design: Design): Design {
  return {
    ...design,
    tables: design.tables.map((t) => ({ ...t, items: [...t.items] })),
    entities: design.entities.map((e) => ({ ...e, items: [...e.items] }))
  };
}

/** One character typed at the end of UserGameMapping's partition key template (most items). */
function typed(design: Design, char: string): Design {
  return {
    ...design,
    entities: design.entities.map((e) =>
      e.name === 'UserGameMapping' ? { ...e, keys: { ...e.keys, PK: e.keys['PK'] + char } } : e
    )
  };
}

function child(n: number, mode: 'ratio' | 'memory', variant: string): void {
  const withIndex = variant === 'index';
  const multi = variant === 'multi';
  const design = gamingDesign(n, withIndex, 42, multi);
  if (mode === 'memory') {
    const before = process.resourceUsage().maxRSS;
    const t = time(() => analyzeDesign(design));
    const peak = process.resourceUsage().maxRSS;
    console.log(JSON.stringify({ n, ms: t, peakRssMb: peak / 1024, baselineRssMb: before / 1024 }));
    return;
  }
  const runs = n >= 1_000_000 ? 3 : n >= 100_000 ? 5 : 11;
  const engine: number[] = [];
  const floor: number[] = [];
  // Interleave so drift (GC, CPU frequency) hits both alike; the first pair warms up the JIT.
  for (let i = 0; i < runs + 1; i++) {
    const f = time(() => floorAnalysis(design, withIndex, multi));
    const cold = fresh(design);
    const e = time(() => analyzeDesign(cold));
    if (i > 0) {
      floor.push(f);
      engine.push(e);
    }
  }
  // A keystroke in the studio: the previous analysis's columns are reused (KeyCache).
  const cache = new KeyCache();
  let current = design;
  analyzeDesign(current, { cache });
  const edits: number[] = [];
  for (let i = 0; i < runs + 1; i++) {
    current = typed(current, 'xyz'[i % 3]!);
    const next = current;
    const e = time(() => analyzeDesign(next, { cache }));
    if (i > 0) edits.push(e);
  }
  console.log(
    JSON.stringify({ n, engineMs: median(engine), floorMs: median(floor), editMs: median(edits) })
  );
}

const [, , role, n, mode, index] = process.argv;
if (role === '--child') {
  child(Number(n), mode as 'ratio' | 'memory', index!);
} else {
  const self = fileURLToPath(import.meta.url);
  const run = (args: string[]): Record<string, number> =>
    JSON.parse(
      execFileSync(
        process.execPath,
        ['--max-old-space-size=4096', '--import', 'tsx', self, '--child', ...args],
        { encoding: 'utf8' }
      )
        .trim()
        .split('\n')
        .pop()!
    );
  console.log(
    'Keyscope core benchmark (gaming design; engine = analyzeDesign, floor = bare Map + code-point sort)'
  );
  console.log(
    'items      variant          engine ms   floor ms   engine/floor   1-run ms   peak RSS MB   re-key ms'
  );
  const VARIANTS = new Map([
    ['table', 'table'],
    ['index', 'table + GSI'],
    // A GSI keyed on 2 + 3 attributes (multi-attribute keys).
    ['multi', 'table + 2+3 GSI']
  ]);
  const only = process.env['BENCH_VARIANTS']?.split(',');
  for (const [key, variant] of VARIANTS) {
    if (only && !only.includes(key)) continue;
    for (const size of SIZES) {
      const r = run([String(size), 'ratio', key]);
      const m = run([String(size), 'memory', key]);
      console.log(
        `${String(size).padEnd(10)} ${variant.padEnd(16)} ${r['engineMs']!.toFixed(0).padStart(9)} ${r['floorMs']!.toFixed(0).padStart(10)} ${(r['engineMs']! / r['floorMs']!).toFixed(2).padStart(14)} ${m['ms']!.toFixed(0).padStart(10)} ${m['peakRssMb']!.toFixed(0).padStart(13)} ${r['editMs']!.toFixed(0).padStart(11)}`
      );
    }
  }
}
