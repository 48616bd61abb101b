/**
 * `npm run bench:heat`: capacity and heat (`heatReport`) for the gaming design at 10k, 100k and
 * 1M items under a Zipf workload, beside the analysis it reads (`analyzeDesign`), measured in
 * the same process — a cold analysis is the baseline the ratios are to. Each size runs in its own
 * child process. "first" is the first heat after an analysis (item sizes, view columns, key
 * ranks measured); "what if" is heat again at another rate scale, as the studio's slider asks;
 * "after edit" is a workload edit's cost: the analysis again with the KeyCache (nothing to
 * re-key) plus its heat, as the worker does on every design change. "prepared" is heat made
 * as the analysis worker makes it while idle (AnalysisSession.prepareHeat in PREPARE_SLICE_MS
 * slices with a timer turn between them, on a second cold analysis): the work in all slices,
 * the longest slice (what a request arriving meanwhile may wait), and heat asked for after.
 * "generated" is the studio's case, in a child process of its own: the gaming example with
 * `generateDesignItems` (what the analysis worker generates), generated and analysed cold, then
 * its first heat, as the Heat tab opened the moment the analysis ends asks it.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { analyzeDesign } from '../../src/core/analysis/analyze-design.ts';
import { heatReport } from '../../src/core/heat/heat-report.ts';
import type { Design } from '../../src/core/model/design.ts';
import { KeyCache } from '../../src/core/views/key-cache.ts';
import { AnalysisSession } from '../../src/core/session/analysis-session.ts';
import { PREPARE_SLICE_MS } from '../../src/workers/host-timers.ts';
import { example } from '../helpers/example.ts';
import { generateDesignItems } from '../../src/core/generate/generate-design-items.ts';
import { gamingDesign } from './gaming-items.ts';
import { median } from './median.ts';

const SIZES = (process.env['BENCH_SIZES'] ?? '10000,100000,1000000').split(',').map(Number);

function time(fn: () => unknown): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

/** The bench's gaming items with the example's access patterns and a Zipf workload. */
function design(n: number): Design {
  const gaming = example('gaming');
  return {
    ...gamingDesign(n, true),
    accessPatterns: gaming.accessPatterns,
    workload: {
      accessPatterns: gaming.accessPatterns.map((p) => ({
        pattern: p.name,
        rate: 500,
        keys: { kind: 'zipf', exponent: 1.1 }
      })),
      entities: gaming.entities.map((e) => ({ entity: e.name, writeRate: 200 }))
    }
  };
}

/** The design with every items array copied: a cold analysis and a cold first heat. */
function fresh(d: Design): Design {
  return { ...d, entities: d.entities.map((e) => ({ ...e, items: [...e.items] })) };
}

/** Heat prepared in slices, as the worker prepares it: work, longest slice, heat after. */
async function prepared(n: number) {
  const d = fresh(design(n));
  const session = new AnalysisSession(d, analyzeDesign(d));
  const slices: number[] = [];
  for (;;) {
    const t = performance.now();
    const end = t + PREPARE_SLICE_MS;
    const done = session.prepareHeat(1, () => performance.now() < end);
    slices.push(performance.now() - t);
    if (done) break;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const after = time(() => session.fixes(1));
  return {
    workMs: slices.reduce((a, b) => a + b, 0),
    slices: slices.length,
    longestSliceMs: Math.max(...slices),
    afterMs: after
  };
}

async function child(n: number): Promise<void> {
  // Warm the JIT on a small design, so "first" measures a million items' columns, not compiling.
  const small = design(20_000);
  heatReport(small, analyzeDesign(small));
  const cache = new KeyCache();
  // The baseline: the cold analysis heat reads (fresh items arrays, so no per-array cache helps).
  const d = fresh(design(n));
  let analysis = analyzeDesign(fresh(d));
  const analyse = time(() => (analysis = analyzeDesign(d, { cache })));
  const runs = n >= 1_000_000 ? 5 : 9;
  const first = time(() => heatReport(d, analysis));
  const whatIf: number[] = [];
  for (let i = 0; i < runs; i++)
    whatIf.push(time(() => heatReport(d, analysis, { scale: 1.5 + i })));
  const edits: number[] = [];
  const reanalyses: number[] = [];
  let current = d;
  for (let i = 0; i < runs; i++) {
    current = { ...current, workload: { ...current.workload!, hotShare: 0.3 + i / 100 } };
    const next = current;
    let a = analysis;
    reanalyses.push(time(() => (a = analyzeDesign(next, { cache }))));
    edits.push(time(() => heatReport(next, a)));
  }
  const p = await prepared(n);
  console.log(
    JSON.stringify({
      n,
      ...p,
      analyseMs: analyse,
      firstMs: first,
      whatIfMs: median(whatIf),
      reanalyseMs: median(reanalyses),
      editHeatMs: median(edits)
    })
  );
}

/** The studio's generated items: generation, the cold analysis, then the first heat. */
function generated(n: number): void {
  // Warm the JIT on a small design first, as `child` does.
  const small = generateDesignItems(example('gaming'), 5000, 2);
  heatReport(small, analyzeDesign(small));
  let d: Design = small;
  const generateMs = time(() => (d = generateDesignItems(example('gaming'), Math.round(n / 3), 1)));
  let analysis = analyzeDesign(small);
  const analyseMs = time(() => (analysis = analyzeDesign(d)));
  const firstMs = time(() => heatReport(d, analysis));
  console.log(JSON.stringify({ n, generateMs, analyseMs, firstMs }));
}

const run = (args: string[]) =>
  JSON.parse(
    execFileSync(process.execPath, ['--max-old-space-size=4096', '--import', 'tsx', ...args], {
      encoding: 'utf8'
    })
      .trim()
      .split('\n')
      .pop()!
  ) as Record<string, number>;

const [, , role, n] = process.argv;
if (role === '--child') await child(Number(n));
else if (role === '--generated') generated(Number(n));
else {
  const self = fileURLToPath(import.meta.url);
  console.log(
    'Keyscope heat benchmark (gaming design + GSI, Zipf workload; baseline = a cold analysis)'
  );
  console.log(
    'items      analysis ms   first heat ms   first/analysis   what-if ms   what-if/analysis   workload edit ms (re-analysis + heat)   prepared: work ms, slices, longest slice ms, heat after ms   generated: generate ms, analysis ms, first heat ms (first/analysis)'
  );
  for (const size of SIZES) {
    const r = JSON.parse(
      execFileSync(
        process.execPath,
        ['--max-old-space-size=4096', '--import', 'tsx', self, '--child', String(size)],
        {
          encoding: 'utf8'
        }
      )
        .trim()
        .split('\n')
        .pop()!
    ) as Record<string, number>;
    const g = run([self, '--generated', String(size)]);
    console.log(
      `${String(size).padEnd(10)} ${r['analyseMs']!.toFixed(0).padStart(11)} ${r['firstMs']!.toFixed(0).padStart(15)} ${(r['firstMs']! / r['analyseMs']!).toFixed(2).padStart(16)} ${r['whatIfMs']!.toFixed(0).padStart(12)} ${(r['whatIfMs']! / r['analyseMs']!).toFixed(2).padStart(18)} ${(r['reanalyseMs']! + r['editHeatMs']!).toFixed(0).padStart(10)} (${r['reanalyseMs']!.toFixed(0)} + ${r['editHeatMs']!.toFixed(0)})   ${r['workMs']!.toFixed(0)}, ${r['slices']}, ${r['longestSliceMs']!.toFixed(0)}, ${r['afterMs']!.toFixed(1)}   ${g['generateMs']!.toFixed(0)}, ${g['analyseMs']!.toFixed(0)}, ${g['firstMs']!.toFixed(0)} (${(g['firstMs']! / g['analyseMs']!).toFixed(2)})`
    );
  }
}
