/**
 * `npm run bench:open`: opening a large design file in the built studio, in Chromium with real
 * IndexedDB, the worker path against the page path in the same run. The design is the gaming
 * example with generated items written out as authored ones, minified, at each size in
 * BENCH_OPEN_MB (default 10 and 49 MB; the import cap is 50 MiB).
 *
 * Two builds are made: the studio as it is (files over 1 MiB open in the worker) and the same
 * code built with VITE_OPEN_ON_PAGE=1, which opens every file on the page as the studio did
 * before (the baseline). Each run starts the studio on the gaming example (so the studio's
 * first render of a design, which any design costs, is behind it: its longest task is shown
 * as `start`), then, from picking the file until the table shows the analysed design and the
 * top bar says "Saved": the time to the analysis, the time to saved and the longest
 * main-thread task (PerformanceObserver 'longtask'); then the same for a reload, which reopens
 * the design from the library (a cold start: compare with `start`). BENCH_RUNS runs each
 * (default 3, a fresh profile each), medians, and the ratios worker / page. The issue's bound:
 * no task over 50 ms while any file the loader accepts is opening. BENCH_TRACE=1 also traces each
 * open and reload and reports its tasks over 50 ms with the CPU each used (task-cpu.ts).
 *
 * Serves the builds with `vite preview` and drives Chromium (CHROME_PATH, else
 * /usr/bin/chromium) with the e2e tests' flags.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { CHROMIUM_ARGS } from '../e2e/browser.ts';
import { largeDesignFile } from '../helpers/large-design-file.ts';
import { median } from './median.ts';
import { traceTaskCpu, type TaskCpu } from './task-cpu.ts';
import { taskCpuLine } from './task-cpu-line.ts';

const root = resolve(import.meta.dirname, '../..');
const SIZES = (process.env['BENCH_OPEN_MB'] ?? '10,49').split(',').map(Number);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const LONG_TASK = 50;
const TRACE = process.env['BENCH_TRACE'] === '1';
/** What the page stamps on its trace once a run is measured (BENCH_TRACE). */
const MEASURED = 'keyscope-bench: measured';
const MODES = ['page', 'worker'] as const;
type Mode = (typeof MODES)[number];

interface Run {
  longestMs: number;
  analysedMs: number;
  savedMs: number;
  /** BENCH_TRACE: the page's tasks meanwhile, by CPU. */
  cpu?: TaskCpu;
}

/** What the start and the reload report: nothing is saved then. */
type Shown = Pick<Run, 'analysedMs' | 'longestMs' | 'cpu'>;

/** With BENCH_TRACE, trace the page while `run` measures, to the moment it is done. */
async function traced<T extends object>(
  page: Page,
  run: () => Promise<T>
): Promise<T & { cpu?: TaskCpu }> {
  if (!TRACE) return run();
  const trace = await traceTaskCpu(page);
  const out = await run();
  await page.evaluate((mark) => console.timeStamp(mark), MEASURED);
  return { ...out, cpu: await trace.stop(MEASURED, LONG_TASK) };
}

/** What the page says on its console each time a design is shown analysed, then its status. */
const SHOWN = 'keyscope-bench: shown';

/**
 * In the page: every long task since it loaded; and, each time the analysis status reads done
 * with a new text while the table shows a collection, when (`__shown`), said on the console too.
 * The reload and the start are timed by that, not by Playwright's locators: its first use in a
 * new document compiles its own script in the page, a main-thread task of 25–100 ms that is not
 * the studio's (docs/benchmarks.md, "Cold start").
 */
const WATCH = (shown: string): void => {
  const w = window as unknown as {
    __longTasks: { start: number; duration: number }[];
    __shown: { text: string; at: number }[];
  };
  w.__longTasks = [];
  w.__shown = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  let last = '';
  new MutationObserver(() => {
    const status = document.querySelector(
      '[role="status"][aria-label="Analysis"][data-analysis-running="false"]'
    );
    const text = status?.textContent?.trim() ?? '';
    if (!text || text === last || !document.querySelector('[role="table"] [role="rowheader"]'))
      return;
    last = text;
    w.__shown.push({ text, at: performance.now() });
    console.debug(`${shown} ${text}`);
    // Only the attribute it reads: the page's task wraps every record for this callback (up to
    // 23 ms of a task, traced), and a render sets thousands of attributes.
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributeFilter: ['data-analysis-running']
  });
};

/**
 * Navigate with `go`, wait until the page says it shows a design of `items` items, then read
 * (once, after a moment for the last long task to be reported) when that was and the longest
 * task before it.
 */
async function shownBy(page: Page, items: string, go: () => Promise<unknown>): Promise<Shown> {
  const said = page.waitForEvent('console', {
    predicate: (m) => m.text().startsWith(SHOWN) && m.text().includes(`${items} items`),
    timeout: 600_000
  });
  await go();
  await said;
  await new Promise((r) => setTimeout(r, 500));
  return page.evaluate((n) => {
    const w = window as unknown as {
      __longTasks: { start: number; duration: number }[];
      __shown: { text: string; at: number }[];
    };
    const at = w.__shown.find((x) => x.text.includes(`${n} items`))!.at;
    const before = w.__longTasks.filter((t) => t.start < at).map((t) => t.duration);
    return { analysedMs: at, longestMs: Math.max(0, ...before) };
  }, items);
}

/** Longest task since `from`. */
const longestSince = (page: Page, from: number) =>
  page.evaluate(
    (t0) =>
      Math.max(
        0,
        ...(window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks
          .filter((t) => t.start + t.duration >= t0)
          .map((t) => t.duration)
      ),
    from
  );

/** Wait until the design with `items` items is analysed, shown and saved; what it took since `t0`. */
async function settle(page: Page, items: string, t0: number): Promise<Run> {
  await page
    .locator('[role="status"][aria-label="Analysis"][data-analysis-running="false"]')
    .filter({ hasText: `${items} items` })
    .waitFor({ timeout: 600_000 });
  const analysedMs = await page.evaluate(() => performance.now());
  await page.locator('[role="table"] [role="rowheader"]').first().waitFor({ timeout: 600_000 });
  await page.locator('[data-save-state="saved"]').waitFor({ timeout: 600_000 });
  const savedMs = await page.evaluate(() => performance.now());
  await page.waitForTimeout(500); // a long task ending now is reported a little later
  const longestMs = await longestSince(page, t0);
  return { longestMs, analysedMs: analysedMs - t0, savedMs: savedMs - t0 };
}

/** Build the studio into a temporary directory and serve it; `page`: every file on the page. */
async function serve(mode: Mode): Promise<{ url: string; server: PreviewServer; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), `keyscope-bench-${mode}-`));
  if (mode === 'page') process.env['VITE_OPEN_ON_PAGE'] = '1';
  try {
    await build({ root, logLevel: 'warn', build: { outDir: dir, emptyOutDir: true } });
  } finally {
    delete process.env['VITE_OPEN_ON_PAGE'];
  }
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir: dir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false }
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server, dir };
}

/**
 * In a fresh profile: start on the example (`#example=gaming`; its longest task until shown:
 * `start`), open the file, then reload (the library reopens it; its longest task until shown).
 */
async function measure(
  url: string,
  path: string,
  items: string
): Promise<{ start: number; open: Run; reload: Shown }> {
  const profile = mkdtempSync(join(tmpdir(), 'keyscope-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 720 }
  });
  try {
    await context.addInitScript(WATCH, SHOWN);
    const page = context.pages()[0] ?? (await context.newPage());
    const { longestMs: start } = await shownBy(page, '22', () =>
      page.goto(`${url}#example=gaming`)
    );
    await page.getByRole('button', { name: 'Open…', exact: true }).click();
    const t0 = await page.evaluate(() => performance.now());
    await page.getByLabel(/Open a design file/).setInputFiles(path);
    const open = await traced(page, () => settle(page, items, t0));
    // The library reopens the design: a cold start, measured up to the design shown analysed.
    const reload = await traced(page, () => shownBy(page, items, () => page.reload()));
    return { start, open, reload };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const served = { page: await serve('page'), worker: await serve('worker') };
  const files = mkdtempSync(join(tmpdir(), 'keyscope-open-'));
  try {
    for (const mb of SIZES) {
      const file = largeDesignFile(mb * 1024 * 1024);
      const path = join(files, `gaming-${mb}mb.json`);
      writeFileSync(path, file.bytes);
      const items = file.items.toLocaleString('en');
      const runs = {
        page: { open: [] as Run[], reload: [] as Shown[], start: [] as number[] },
        worker: { open: [] as Run[], reload: [] as Shown[], start: [] as number[] }
      };
      // Alternate the two builds, so a slow moment of the machine falls on both.
      for (let i = 0; i < RUNS; i++)
        for (const mode of MODES) {
          const { start, open, reload } = await measure(served[mode].url, path, items);
          runs[mode].start.push(start);
          runs[mode].open.push(open);
          runs[mode].reload.push(reload);
        }
      const m = (mode: Mode, kind: 'open' | 'reload', k: 'analysedMs' | 'longestMs') =>
        median(runs[mode][kind].map((r) => r[k]));
      const saved = (mode: Mode) => median(runs[mode].open.map((r) => r.savedMs));
      const ms = (x: number) => `${x.toFixed(0)} ms`;
      const ratio = (kind: 'open' | 'reload', k: 'analysedMs' | 'longestMs') =>
        (m('worker', kind, k) / Math.max(1, m('page', kind, k))).toFixed(2);
      const lines = [
        `${(file.bytes.length / 2 ** 20).toFixed(1)} MiB, ${items} authored items (medians of ${RUNS})`
      ];
      for (const mode of MODES)
        lines.push(
          `  ${mode.padEnd(6)} open: analysed ${ms(m(mode, 'open', 'analysedMs'))}, saved ${ms(saved(mode))}, longest task ${ms(m(mode, 'open', 'longestMs'))}` +
            ` · reload: analysed ${ms(m(mode, 'reload', 'analysedMs'))}, longest task ${ms(m(mode, 'reload', 'longestMs'))}`
        );
      lines.push(
        `  worker / page: open ${ratio('open', 'analysedMs')}× the time, longest task ${ratio('open', 'longestMs')}×; reload ${ratio('reload', 'analysedMs')}× the time, longest task ${ratio('reload', 'longestMs')}×`
      );
      const longest = runs.worker.open.map((r) => r.longestMs);
      const within = longest.filter((x) => x <= LONG_TASK).length;
      lines.push(
        `  worker open: ${within} of ${RUNS} runs with no task over ${LONG_TASK} ms (longest in any run ${ms(Math.max(...longest))})`
      );
      lines.push(
        `  start (a cold start showing the 22-item example, either build): longest task ${ms(median([...runs.page.start, ...runs.worker.start]))}`
      );
      if (TRACE)
        for (const mode of MODES)
          for (const kind of ['open', 'reload'] as const)
            lines.push(`  ${mode} ${kind} ${taskCpuLine(runs[mode][kind], LONG_TASK)}`);
      console.log(lines.join('\n'));
    }
  } finally {
    for (const s of Object.values(served)) {
      await s.server.close();
      rmSync(s.dir, { recursive: true, force: true });
    }
    rmSync(files, { recursive: true, force: true });
  }
}

await main();
