/**
 * `npm run bench:graph-pan` (part of `npm run bench`): frames per second while panning the
 * graph view in Chromium, on the 10k-item gaming design of the graph benchmark
 * (graph-bench.ts: a tenth users, a fiftieth games, the rest mappings), opened as a file and
 * held by the page. Cases: the entity graph, the item graph as it opens (clusters: SVG), and
 * the item graph with every cluster opened page by page (2,400 nodes and 9,650 edges: canvas),
 * framed whole and zoomed in to full size.
 *
 * A pan is driven inside the page the way a mouse drives d3-zoom: a mousedown on the drawing,
 * then one mousemove per animation frame for PAN_MS, so every frame has a new transform to
 * render. Frames per second = animation frames / elapsed time (the browser's frame rate caps
 * it, 60 here); the slowest frame is reported beside it. Target: 30 fps or better. RUNS runs
 * per case, medians. Builds the app into a temporary directory, serves it with `vite preview`
 * and drives Chromium (CHROME_PATH, else /usr/bin/chromium) with the e2e tests' flags.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { designJson } from '../../src/core/export/design-json.ts';
import { gamingDesign } from './gaming-items.ts';
import { startBuiltStudio } from './built-studio.ts';
import { median } from './median.ts';

const ITEMS = Number(process.env['BENCH_ITEMS'] ?? 10_000);
const RUNS = 3;
const PAN_MS = 3000;
const TARGET_FPS = 30;

interface Pan {
  fps: number;
  slowestMs: number;
}

/**
 * Pan the drawing (SVG or canvas) for `ms`, one mouse move per frame. Written as text: tsx
 * would wrap named functions in a helper the page does not have.
 */
const PAN_SCRIPT = `async (ms) => {
  const target = document.querySelector('svg.drawing, .raster canvas');
  const box = target.getBoundingClientRect();
  const x0 = box.left + 20;
  const y0 = box.top + box.height / 2;
  const at = (x, y, type) =>
    new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, view: window, button: 0 });
  const stage = target.closest('.stage');
  const before = stage.getAttribute('data-zoom');
  let moved = false;
  // Start on empty space: a press on a node would drag it instead.
  target.dispatchEvent(at(x0, y0, 'mousedown'));
  const frames = [];
  await new Promise((done) => {
    const start = performance.now();
    const step = (now) => {
      frames.push(now);
      moved = moved || stage.getAttribute('data-zoom') !== before;
      const t = now - start;
      // Back and forth across a third of the drawing, so it stays on screen.
      const dx = Math.sin(t / 300) * box.width * 0.3;
      window.dispatchEvent(at(x0 + dx, y0 + Math.cos(t / 500) * 40, 'mousemove'));
      if (t < ms) requestAnimationFrame(step);
      else done();
    };
    requestAnimationFrame(step);
  });
  window.dispatchEvent(at(x0, y0, 'mouseup'));
  if (!moved) throw new Error('the pan did not move the view: the press landed on a node?');
  let slowest = 0;
  for (let i = 1; i < frames.length; i++) slowest = Math.max(slowest, frames[i] - frames[i - 1]);
  return { fps: ((frames.length - 1) * 1000) / (frames.at(-1) - frames[0]), slowestMs: slowest };
}`;

function pan(page: Page): Promise<Pan> {
  return page.evaluate(`(${PAN_SCRIPT})(${PAN_MS})`) as Promise<Pan>;
}

async function shown(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.querySelector('.raster');
    const svg = document.querySelector('svg.drawing');
    if (canvas) return `canvas, ${canvas.getAttribute('aria-label')!.replace(/^.*: /, '')}`;
    const nodes = svg!.querySelectorAll('[data-node]').length;
    const edges = svg!.querySelectorAll('.edge').length;
    return `SVG, ${nodes} nodes, ${edges} edges`;
  });
}

async function main(): Promise<void> {
  const studio = await startBuiltStudio();
  const { url, outDir, browser } = studio;
  const rows: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const file = join(outDir, 'gaming-10k.json');
    writeFileSync(file, designJson(gamingDesign(ITEMS, true)));
    await page.goto(url);
    await page.getByLabel(/^Open a design file/).setInputFiles(file);
    // A file over 1 MiB opens in the worker, which then holds its items and analyses them.
    await page
      .getByText(/[\d,]+ items, analysed in (the page|a background worker)/)
      .waitFor({ timeout: 120_000 });
    const items = (await page.locator('[aria-label="Analysis"]').textContent())?.match(
      /[\d,]+ items/
    )?.[0];
    await page.getByRole('tab', { name: 'Graph' }).click();
    const graph = page.getByRole('region', { name: 'Graph' });
    const stage = graph.locator('.stage');
    const cases: [string, () => Promise<void>][] = [
      ['entity graph', () => graph.locator('[data-node]').first().waitFor()],
      [
        'item graph, clustered',
        async () => {
          await graph.getByRole('button', { name: 'Items', exact: true }).click();
          await graph
            .getByRole('button', { name: /^cluster of / })
            .first()
            .waitFor();
        }
      ],
      [
        'item graph, every cluster open',
        async () => {
          await graph.getByRole('button', { name: 'Open all clusters' }).click();
          await graph.locator('.raster, svg.drawing [data-node]:nth-child(200)').first().waitFor({
            timeout: 120_000
          });
        }
      ],
      [
        'every cluster open, at 100 %',
        async () => {
          // From the whole picture framed, zoomed in to full size (labels drawn).
          const scale = async () => Number((await stage.getAttribute('data-zoom'))!.split(',')[2]);
          for (let i = 0; i < 40 && (await scale()) < 1; i++)
            await graph.getByRole('button', { name: 'Zoom in' }).click();
        }
      ]
    ];
    for (const [name, open] of cases) {
      await open();
      await page.waitForTimeout(500);
      const runs: Pan[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await pan(page));
      const fps = median(runs.map((r) => r.fps));
      const slowest = median(runs.map((r) => r.slowestMs));
      rows.push(
        `${name.padEnd(32)} ${(await shown(page)).padEnd(34)} ${fps.toFixed(0).padStart(5)} ${slowest.toFixed(0).padStart(11)}   ${fps >= TARGET_FPS ? 'pass' : 'FAIL'}   (runs: ${runs.map((r) => r.fps.toFixed(0)).join(', ')})`
      );
      console.log(rows.at(-1));
    }
    console.log(
      `\nKeyscope graph panning benchmark (gaming design, ${items ?? '?'}, opened from a file)`
    );
    console.log(
      `case                             drawn as                             fps  slowest ms   target ≥ ${TARGET_FPS} fps`
    );
    for (const r of rows) console.log(r);
  } finally {
    await studio.close();
  }
}

await main();
