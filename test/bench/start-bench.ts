/**
 * `npm run bench:start`: the cold start. The built app in Chromium, opened at
 * `#example=gaming` (the 22-item example) BENCH_RUNS times (default 7), each in a new browser
 * context (no HTTP cache, no service worker, empty storage), at 1280×720; and as many returning
 * visits: the same context opened a second time, once the first visit has installed the
 * service worker, which serves every file from its cache. For each run, from
 * navigation to the first item collection painted (two frames after the table's first
 * collection header is in the DOM): every main-thread long task (a PerformanceObserver
 * registered before any of the page's scripts, `buffered: true`), giving the longest task, the
 * count over 50 ms and their blocking time (the sum of each task's time over 50 ms); and the
 * time to the first collection. Then the longest task in the AFTER_MS (2 s) after it, while
 * the parts the first paint leaves for later (the design editor, the inspector) are built.
 * Medians over the runs. The issue's bound: no task over 50 ms.
 *
 * BENCH_BASE=<dir> (a built app, e.g. another commit's `dist/`) is served beside this one and
 * the runs alternate between the two, so a slow moment of the machine falls on both; the
 * figures are then printed for both, with the ratios this / base.
 *
 * BENCH_TRACE=1 traces each run too (`traceTaskCpu`) and prints, for the tasks before the first
 * collection, the most CPU any one used and the CPU of each one over 50 ms of wall time: how much
 * of a long task was the page's own work, and how much its thread waiting for a core. Tracing
 * slows the page, so compare such a run's wall figures only with another traced run's.
 *
 * Builds the app into a temporary directory, serves it with `vite preview` and drives Chromium
 * (CHROME_PATH, else /usr/bin/chromium) with the e2e tests' flags.
 */
import { type Browser } from 'playwright-core';
import { startBuiltStudio } from './built-studio.ts';
import { median } from './median.ts';
import { serveDir } from './serve-dir.ts';
import { traceTaskCpu, type TaskCpu } from './task-cpu.ts';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 7);
const BASE = process.env['BENCH_BASE'];
const TRACE = process.env['BENCH_TRACE'] === '1';
const LONG_TASK = 50;
const AFTER_MS = 2000;
/** What the page writes on its console once the first collection is painted. */
const PAINTED = 'keyscope-bench: first collection painted';

interface Run {
  longestMs: number;
  /** Tasks over LONG_TASK ms. */
  over: number;
  /** The sum of each long task's time past LONG_TASK ms. */
  blockingMs: number;
  /** Navigation to the first collection painted. */
  firstMs: number;
  /** The longest task in the AFTER_MS after the first collection painted. */
  afterMs: number;
  /** BENCH_TRACE: the tasks before the first collection, by CPU. */
  cpu?: TaskCpu;
}

/** The figures a run has of every run, traced or not. */
type Figure = Exclude<keyof Run, 'cpu'>;

/**
 * In the page, before any of its scripts: every long task, and when the first collection
 * header was painted (the frame after the one that put it in the DOM), said on the console too.
 */
const WATCH = (painted: string): void => {
  const w = window as unknown as {
    __longTasks: { start: number; duration: number }[];
    __paintedAt: number;
    __observer: PerformanceObserver;
  };
  w.__longTasks = [];
  w.__paintedAt = 0;
  w.__observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__longTasks.push({ start: e.startTime, duration: e.duration });
  });
  w.__observer.observe({ type: 'longtask', buffered: true });
  const seen = new MutationObserver(() => {
    if (!document.querySelector('[role="table"] [role="rowheader"]')) return;
    seen.disconnect();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        w.__paintedAt = performance.now();
        console.timeStamp(painted);
        console.debug(painted);
      })
    );
  });
  seen.observe(document, { subtree: true, childList: true });
};

/**
 * One start of the app at `url#example=gaming`, in a new context: a first visit (nothing cached),
 * or, `returning`, a second one in the same context once the first has installed the service
 * worker, which then serves every file from its cache (where Chromium keeps their compiled code
 * too). Measured from the navigation to the first collection painted, as `WATCH` records it.
 */
async function start(browser: Browser, url: string, returning: boolean): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    await context.addInitScript(WATCH, PAINTED);
    if (returning) {
      const first = await context.newPage();
      await first.goto(`${url}#example=gaming`);
      await first.evaluate(async () => void (await navigator.serviceWorker.ready));
      await first.close();
    }
    const page = await context.newPage();
    // Nothing is evaluated in the page until the AFTER_MS after the first collection are over:
    // Playwright's first evaluation in a new renderer compiles its own script there, a main-thread
    // task of 25–100 ms that a polling waitForFunction put among the page's own (a trace showed
    // it in 4 of 5 first visits). The page says when it painted on its console instead, and a
    // wait of AFTER_MS from there in Node ends after AFTER_MS of page time.
    const painted = page.waitForEvent('console', {
      predicate: (m) => m.text() === PAINTED,
      timeout: 120_000
    });
    const trace = TRACE ? await traceTaskCpu(page) : undefined;
    await page.goto(`${url}#example=gaming`);
    await painted;
    await new Promise((r) => setTimeout(r, AFTER_MS + 100));
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (controlled !== returning)
      throw new Error(
        `the ${returning ? 'returning' : 'first'} visit was ${controlled ? '' : 'not '}served by the service worker`
      );
    const cpu = await trace?.stop(PAINTED, LONG_TASK);
    // A long task is reported a little after it ends: take what the observer has not delivered yet.
    const run: Run = await page.evaluate(
      ({ limit, after }) => {
        const w = window as unknown as {
          __longTasks: { start: number; duration: number }[];
          __paintedAt: number;
          __observer: PerformanceObserver;
        };
        for (const e of w.__observer.takeRecords())
          w.__longTasks.push({ start: e.startTime, duration: e.duration });
        const tasks = w.__longTasks.filter((t) => t.start < w.__paintedAt).map((t) => t.duration);
        const later = w.__longTasks
          .filter((t) => t.start >= w.__paintedAt && t.start < w.__paintedAt + after)
          .map((t) => t.duration);
        return {
          longestMs: Math.max(0, ...tasks),
          over: tasks.filter((d) => d > limit).length,
          blockingMs: tasks.reduce((sum, d) => sum + Math.max(0, d - limit), 0),
          firstMs: w.__paintedAt,
          afterMs: Math.max(0, ...later)
        };
      },
      { limit: LONG_TASK, after: AFTER_MS }
    );
    return cpu ? { ...run, cpu } : run;
  } finally {
    await context.close();
  }
}

const ms = (x: number) => `${x.toFixed(0)} ms`;

function summary(label: string, runs: readonly Run[]): string {
  const m = (k: Figure) => median(runs.map((r) => r[k]));
  const within = runs.filter((r) => r.over === 0).length;
  return [
    `${label.padEnd(6)} longest task ${ms(m('longestMs')).padStart(7)}, tasks over ${LONG_TASK} ms ${String(m('over')).padStart(2)}, blocking ${ms(m('blockingMs')).padStart(7)}, first collection ${ms(m('firstMs')).padStart(7)}`,
    `       ${within} of ${runs.length} runs with no task over ${LONG_TASK} ms   ${within === runs.length ? 'pass' : 'FAIL'}`,
    `       then, in the ${AFTER_MS / 1000} s after the first collection: longest task ${ms(m('afterMs'))}`,
    `       runs (longest/over/first/after): ${runs.map((r) => `${r.longestMs.toFixed(0)}/${r.over}/${r.firstMs.toFixed(0)}/${r.afterMs.toFixed(0)}`).join(', ')}`,
    ...(TRACE ? [cpuLine(runs)] : [])
  ].join('\n');
}

/** BENCH_TRACE's figures: the most CPU a task used, and the wall/CPU of the tasks over the limit. */
function cpuLine(runs: readonly Run[]): string {
  const over = runs.flatMap((r) => r.cpu?.over ?? []);
  const cpu = over.map((t) => t.cpuMs);
  return [
    `       by CPU (traced): the most a task used, median ${ms(median(runs.map((r) => r.cpu?.longestCpuMs ?? 0)))}, most ${ms(Math.max(0, ...runs.map((r) => r.cpu?.longestCpuMs ?? 0)))};`,
    over.length === 0
      ? `no task over ${LONG_TASK} ms of wall time`
      : `the ${over.length} task${over.length === 1 ? '' : 's'} over ${LONG_TASK} ms of wall time used ${ms(Math.min(...cpu))}–${ms(Math.max(...cpu))} of CPU (wall/CPU: ${over.map((t) => `${t.wallMs.toFixed(0)}/${t.cpuMs.toFixed(0)}`).join(', ')})`
  ].join(' ');
}

type Visit = 'first' | 'returning';

async function main(): Promise<void> {
  const studio = await startBuiltStudio();
  const base = BASE ? await serveDir(BASE) : undefined;
  const visits: Visit[] = ['first', 'returning'];
  const runs = new Map(visits.map((v) => [v, { this: [] as Run[], base: [] as Run[] }]));
  try {
    for (let i = 0; i < RUNS; i++)
      for (const visit of visits) {
        const returning = visit === 'returning';
        runs.get(visit)!.this.push(await start(studio.browser, studio.url, returning));
        if (base) runs.get(visit)!.base.push(await start(studio.browser, base.url, returning));
      }
  } finally {
    await base?.server.close();
    await studio.close();
  }
  for (const visit of visits) {
    const { this: mine, base: theirs } = runs.get(visit)!;
    console.log(
      visit === 'first'
        ? `\nKeyscope cold start, a first visit (#example=gaming, 22 items, 1280×720, a new context each run; medians of ${RUNS})`
        : `\nKeyscope start, a returning visit (the same, a second time in the context: the service worker serves the files; medians of ${RUNS})`
    );
    console.log(summary('this', mine));
    if (!base) continue;
    console.log(summary('base', theirs));
    const ratio = (k: Figure) => {
      const b = median(theirs.map((r) => r[k]));
      // A figure that is 0 on the base (no long task after the first collection) has no ratio.
      return b > 0 ? `${(median(mine.map((r) => r[k])) / b).toFixed(2)}×` : 'n/a';
    };
    console.log(
      `this / base: longest task ${ratio('longestMs')}, blocking ${ratio('blockingMs')}, first collection ${ratio('firstMs')}, longest task after it ${ratio('afterMs')}`
    );
  }
}

await main();
