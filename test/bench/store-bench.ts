/**
 * `npm run bench:store`: how long saving a design to the library takes in Chromium with real
 * IndexedDB, at 10k authored items (and 1k, 50k), and how long the main thread is held
 * meanwhile (the issue's bound: 50 ms). Baselines from the same run: one JSON.stringify of the
 * whole design, and structuredClone of the design as objects, which is what IndexedDB would do
 * on the main thread if the library stored object trees instead of text. 5 runs, medians.
 *
 * Serves the repository with Vite's dev server (test/bench/store-bench.html runs
 * store-bench-page.ts) on a free loopback port and drives Chromium (CHROME_PATH, else
 * /usr/bin/chromium) with the e2e tests' flags.
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS } from '../e2e/browser.ts';
import type { StoreBenchRun } from './store-bench-page.ts';
import { median } from './median.ts';

const root = resolve(import.meta.dirname, '../..');
const SIZES = (process.env['BENCH_SIZES'] ?? '1000,10000,50000').split(',').map(Number);
const RUNS = 5;
const BLOCK_LIMIT = 50;

async function main(): Promise<void> {
  const server = await createServer({
    root,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, strictPort: true, hmr: false }
  });
  await server.listen();
  const { port } = server.httpServer!.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS
  });
  const lines: string[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/test/bench/store-bench.html`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 120_000 });
    for (const n of SIZES) {
      const runs: StoreBenchRun[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(
          await page.evaluate(
            (items) =>
              (
                window as unknown as { runStoreBench(n: number): Promise<StoreBenchRun> }
              ).runStoreBench(items),
            n
          )
        );
      const m = (k: keyof StoreBenchRun) => median(runs.map((r) => r[k]));
      const block = Math.max(
        m('serializeBlockMs'),
        m('saveRelaxedBlockMs'),
        m('saveStrictBlockMs')
      );
      lines.push(
        [
          `${String(m('items')).padStart(6)} items (${(m('textBytes') / 1e6).toFixed(2)} MB of JSON)`,
          `  save, relaxed: ${m('saveRelaxedMs').toFixed(0)} ms (main thread held at most ${m('saveRelaxedBlockMs').toFixed(1)} ms)`,
          `  save, strict:  ${m('saveStrictMs').toFixed(0)} ms (main thread held at most ${m('saveStrictBlockMs').toFixed(1)} ms)`,
          `  of which serializeDesign: ${m('serializeMs').toFixed(0)} ms in slices (longest hold ${m('serializeBlockMs').toFixed(1)} ms)`,
          `  baselines: one JSON.stringify ${m('stringifyMs').toFixed(1)} ms; structuredClone of the objects ${m('cloneObjectsMs').toFixed(1)} ms vs of the text ${m('cloneTextMs').toFixed(1)} ms (${(m('cloneObjectsMs') / Math.max(0.01, m('cloneTextMs'))).toFixed(0)}×)`,
          `  long tasks during the saves: ${m('longTasks')}   ${block <= BLOCK_LIMIT ? 'pass' : 'FAIL'} (≤ ${BLOCK_LIMIT} ms held)`
        ].join('\n')
      );
      console.log(lines.at(-1));
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
