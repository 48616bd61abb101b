/**
 * `npm run bench:studio`: the studio in Chromium at 10k, 100k and 1M items (the gaming example
 * with generated items). For each size, the time from one keystroke in a key template to the
 * updated table being painted (the table marks `keyscope:rows-painted` one frame after the
 * rows of a new analysis are in the DOM), and the longest main-thread task meanwhile
 * (PerformanceObserver 'longtask'). Each size runs 3 times; medians are printed.
 *
 * BENCH_TRACE=1 traces each keystroke too (`traceTaskCpu`) and prints the wall time and CPU of
 * each task over 50 ms, so a task that waited for a core on a busy machine shows as one.
 *
 * BENCH_GRAPH=entities (or items) measures the same with the Graph tab in front, that graph
 * drawn and the table beside it (the table is what is timed), so the graph's cost to a
 * keystroke shows as the ratio to a run without it.
 *
 * Builds the app into a temporary directory, serves it with `vite preview` and drives
 * Chromium (CHROME_PATH, else /usr/bin/chromium) with the e2e tests' flags.
 */
import { type Page } from 'playwright-core';
import { startBuiltStudio } from './built-studio.ts';
import { median } from './median.ts';
import { traceTaskCpu, type TaskCpu } from './task-cpu.ts';
import { taskCpuLine } from './task-cpu-line.ts';

const SIZES = (process.env['BENCH_SIZES'] ?? '10000,100000,1000000').split(',').map(Number);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const FIELD = 'PK template for UserGameMapping';
/** keystroke → paint targets (the issue's), by item count. */
const target = (n: number): number => (n <= 10_000 ? 50 : n <= 100_000 ? 200 : 2000);
const LONG_TASK = 50;
const GRAPH = process.env['BENCH_GRAPH'] as 'entities' | 'items' | undefined;
const TRACE = process.env['BENCH_TRACE'] === '1';
/** What the page stamps on its trace once the keystroke's rows are painted (BENCH_TRACE). */
const PAINTED = 'keyscope-bench: keystroke painted';

interface Run {
  paintMs: number;
  longestMs: number;
  /** BENCH_TRACE: the page's tasks meanwhile, by CPU. */
  cpu?: TaskCpu;
}

async function openWithItems(page: Page, url: string, n: number): Promise<void> {
  await page.goto(`${url}#example=gaming`);
  await page.locator('[role="table"] [role="row"]').first().waitFor();
  const perEntity = Math.round(n / 3);
  await page.getByRole('spinbutton', { name: 'Items per entity' }).fill(String(perEntity));
  await page.getByRole('button', { name: 'Generate items' }).click();
  await page
    .locator(`[role="status"][aria-label="Analysis"][data-analysis-running="false"]`)
    .filter({ hasText: /\d{2},\d{3} items|\d,\d{3},\d{3} items/ })
    .waitFor({ timeout: 600_000 });
  await page.locator('[role="table"][data-render-revision]').waitFor({ timeout: 600_000 });
  if (!GRAPH) return;
  await page.getByRole('tab', { name: 'Graph' }).click();
  const graph = page.getByRole('region', { name: 'Graph' });
  if (GRAPH === 'items') await graph.getByRole('button', { name: 'Items', exact: true }).click();
  await graph.getByRole('button', { name: 'Table beside' }).click();
  await graph.locator('[data-node]').first().waitFor({ timeout: 600_000 });
  await page.locator('[role="table"][data-render-revision]').waitFor({ timeout: 600_000 });
}

async function keystroke(page: Page, char: string): Promise<Run> {
  const field = page.getByRole('textbox', { name: FIELD, exact: true });
  await field.click();
  await field.press('End');
  await page.waitForTimeout(300); // let GC and focus effects settle
  const before = await page.locator('[role="table"]').getAttribute('data-render-revision');
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    w.__longTasks.length = 0;
  });
  const trace = TRACE ? await traceTaskCpu(page) : undefined;
  await page.keyboard.type(char);
  await page.waitForFunction(
    (prev) => {
      const el = document.querySelector('[role="table"]');
      const rev = el?.getAttribute('data-render-revision');
      const busy = document.querySelector('[data-analysis-running="true"]');
      return rev !== null && rev !== undefined && rev !== prev && !busy;
    },
    before,
    { timeout: 600_000, polling: 50 }
  );
  if (trace) await page.evaluate((mark) => console.timeStamp(mark), PAINTED);
  const cpu = await trace?.stop(PAINTED, LONG_TASK);
  const run = await page.evaluate(() => {
    const w = window as unknown as {
      __keyAt: number;
      __longTasks: { start: number; duration: number }[];
    };
    const rev = document.querySelector('[role="table"]')!.getAttribute('data-render-revision');
    const mark = performance
      .getEntriesByName('keyscope:rows-painted', 'mark')
      .filter((m) => String((m as PerformanceMark).detail) === rev)
      .at(0)!;
    const tasks = w.__longTasks.filter((t) => t.start + t.duration >= w.__keyAt);
    return {
      paintMs: mark.startTime - w.__keyAt,
      longestMs: Math.max(0, ...tasks.map((t) => t.duration))
    };
  });
  return cpu ? { ...run, cpu } : run;
}

async function main(): Promise<void> {
  const studio = await startBuiltStudio();
  const { url, browser } = studio;
  const rows: string[] = [];
  try {
    for (const n of SIZES) {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      await page.addInitScript(() => {
        const w = window as unknown as {
          __keyAt: number;
          __longTasks: { start: number; duration: number }[];
        };
        w.__keyAt = 0;
        w.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            w.__longTasks.push({ start: e.startTime, duration: e.duration });
        }).observe({ type: 'longtask', buffered: true });
        document.addEventListener('keydown', () => (w.__keyAt = performance.now()), true);
      });
      await openWithItems(page, url, n);
      const items = (await page.locator('[aria-label="Analysis"]').textContent())?.match(
        /[\d,]+ items/
      )?.[0];
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await keystroke(page, 'xyz'[i % 3]!));
      const paint = median(runs.map((r) => r.paintMs));
      const longest = median(runs.map((r) => r.longestMs));
      const pass = paint <= target(n) && longest <= LONG_TASK;
      rows.push(
        `${(items ?? String(n)).padEnd(16)} ${paint.toFixed(0).padStart(12)} ${longest.toFixed(0).padStart(12)} ${`≤${target(n)} / ≤${LONG_TASK}`.padStart(14)}   ${pass ? 'pass' : 'FAIL'}   (runs: ${runs.map((r) => `${r.paintMs.toFixed(0)}/${r.longestMs.toFixed(0)}`).join(', ')})`
      );
      if (TRACE) rows.push(`      ${taskCpuLine(runs, LONG_TASK)}`);
      console.log(rows.at(-1));
      await page.close();
    }
  } finally {
    await studio.close();
  }
  console.log(
    `\nKeyscope studio benchmark (gaming design, keystroke in "${FIELD}"${GRAPH ? `, ${GRAPH} graph beside the table` : ''})`
  );
  console.log('items            paint ms     longest ms   target (ms)      result');
  for (const r of rows) console.log(r);
}

await main();
