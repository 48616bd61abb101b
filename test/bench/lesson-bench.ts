/**
 * `npm run bench:lesson`: does an open lesson slow the studio's keystroke → paint? The gaming
 * lesson's last step (its own small design, then with 10k generated items), one character typed
 * into "PK template for UserGameMapping": the time until the table marks `keyscope:rows-painted`
 * with the lesson pane open (its checks run a moment after the edit), then the same design with
 * the lesson closed, in the same page. Also what the checks' run after the edit took (the
 * session's `keyscope:lesson-checks` measure) and the longest main-thread task from the
 * keystroke until the checks have run (so their cost shows up if it is long). Medians of 5 keystrokes
 * each (the lesson open first: reopening it would reopen its step's starting design), ratio
 * open / closed.
 *
 * BENCH_TRACE=1 traces each keystroke too (`traceTaskCpu`), until the checks have run, and prints
 * the most CPU any task used and the wall time and CPU of each task over 50 ms, lesson open and
 * closed: the page's own work against its thread's wait for a core.
 *
 * Builds the app into a temporary directory, serves it with `vite preview` and drives Chromium
 * (CHROME_PATH, else /usr/bin/chromium) with the e2e tests' flags.
 */
import { type Page } from 'playwright-core';
import { startBuiltStudio } from './built-studio.ts';
import { median } from './median.ts';
import { traceTaskCpu, type TaskCpu } from './task-cpu.ts';
import { taskCpuLine } from './task-cpu-line.ts';

const FIELD = 'PK template for UserGameMapping';
const ROUNDS = 5;
const LONG_TASK = 50;
const TRACE = process.env['BENCH_TRACE'] === '1';
/** What the page stamps on its trace once a keystroke's checks have run (BENCH_TRACE). */
const CHECKED = 'keyscope-bench: keystroke checked';
interface Run {
  paintMs: number;
  longestMs: number;
  /** The checks' run after the edit (the session's `keyscope:lesson-checks` measure), or 0. */
  checksMs: number;
  /** BENCH_TRACE: the keystroke's tasks, by CPU. */
  cpu?: TaskCpu;
}

/** One character typed; waits for the repaint and (lesson open) for the checks to run. */
async function keystroke(page: Page, char: string): Promise<Run> {
  const field = page.getByRole('textbox', { name: FIELD, exact: true });
  await field.click();
  await field.press('End');
  await page.waitForTimeout(400);
  const before = await page.locator('[role="table"]').getAttribute('data-render-revision');
  await page.evaluate(() => {
    (window as unknown as { __longTasks: unknown[] }).__longTasks.length = 0;
  });
  const trace = TRACE ? await traceTaskCpu(page) : undefined;
  await page.keyboard.type(char);
  await page.waitForFunction(
    (prev) => {
      const rev = document.querySelector('[role="table"]')?.getAttribute('data-render-revision');
      return rev !== null && rev !== undefined && rev !== prev;
    },
    before,
    { polling: 10 }
  );
  // The checks run CHECK_DELAY_MS after the edit; wait past it so their task is counted.
  await page.waitForTimeout(400);
  if (trace) await page.evaluate((mark) => console.timeStamp(mark), CHECKED);
  const cpu = await trace?.stop(CHECKED, LONG_TASK);
  const run: Run = await page.evaluate(() => {
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
    const checks = performance
      .getEntriesByName('keyscope:lesson-checks', 'measure')
      .filter((m) => m.startTime >= w.__keyAt);
    return {
      paintMs: mark.startTime - w.__keyAt,
      longestMs: Math.max(0, ...tasks.map((t) => t.duration)),
      checksMs: checks.reduce((sum, m) => sum + m.duration, 0)
    };
  });
  return cpu ? { ...run, cpu } : run;
}

async function main(): Promise<void> {
  const studio = await startBuiltStudio();
  const { url, browser } = studio;
  const rows: string[] = [];
  try {
    for (const perEntity of [0, 3340]) {
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
      await page.goto(`${url}#lesson=gaming-keys&step=4`);
      await page.locator('[role="table"][data-render-revision]').waitFor();
      if (perEntity) {
        await page.getByRole('spinbutton', { name: 'Items per entity' }).fill(String(perEntity));
        await page.getByRole('button', { name: 'Generate items' }).click();
        await page
          .locator('[role="status"][aria-label="Analysis"]')
          .filter({ hasText: /10,\d{3} items/ })
          .waitFor({ timeout: 120_000 });
      }
      const items = (await page.locator('[aria-label="Analysis"]').textContent())?.match(
        /[\d,]+ items/
      )?.[0];
      const open: Run[] = [];
      const closed: Run[] = [];
      const chars = 'abcdefghijklmnopqrstuvwxyz';
      // Reopening a lesson opens its step's starting design (generated items gone), so the
      // rounds with the lesson open come first, then the same design with it closed.
      for (let i = 0; i < ROUNDS; i++) open.push(await keystroke(page, chars[i]!));
      await page.getByRole('button', { name: 'Close the lesson' }).click();
      await page.locator('#lesson-pane').waitFor({ state: 'detached' });
      for (let i = 0; i < ROUNDS; i++) closed.push(await keystroke(page, chars[ROUNDS + i]!));
      const o = median(open.map((r) => r.paintMs));
      const c = median(closed.map((r) => r.paintMs));
      const checks = median(open.map((r) => r.checksMs));
      const list = (runs: Run[]) => runs.map((r) => r.paintMs.toFixed(0)).join(', ');
      rows.push(
        [
          (items ?? '?').padEnd(12),
          o.toFixed(0).padStart(8),
          c.toFixed(0).padStart(10),
          (o / c).toFixed(2).padStart(6),
          checks.toFixed(1).padStart(10),
          median(open.map((r) => r.longestMs))
            .toFixed(0)
            .padStart(13),
          median(closed.map((r) => r.longestMs))
            .toFixed(0)
            .padStart(15),
          `  (open: ${list(open)}; closed: ${list(closed)})`
        ].join(' ')
      );
      console.log(rows.at(-1));
      if (TRACE)
        rows.push(
          `      open: ${taskCpuLine(open, LONG_TASK)}`,
          `      closed: ${taskCpuLine(closed, LONG_TASK)}`
        );
      await page.close();
    }
  } finally {
    await studio.close();
  }
  console.log('\nKeyscope lesson benchmark (gaming lesson step 4, keystroke in "' + FIELD + '")');
  console.log('items         open ms  closed ms  ratio  checks ms  longest open  longest closed');
  for (const r of rows) console.log(r);
}

await main();
