import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS } from '../e2e/browser.ts';
const dir = process.env['DIST'] ?? '/tmp/kb-cur';
const server = await preview({ root: resolve(import.meta.dirname, '../..'), logLevel: 'warn', build: { outDir: dir }, preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false } });
const { port } = server.httpServer!.address() as AddressInfo;
const url = `http://127.0.0.1:${port}/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const RUNS = Number(process.env['RUNS'] ?? 8);
let clean = 0;
for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(() => {
    const w = window as any;
    w.__lt = []; w.__loaf = []; w.__paintedAt = 0;
    new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__lt.push({ s: e.startTime, d: e.duration }); }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) w.__loaf.push({ s: e.startTime, d: e.duration, render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0, sl: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0, block: e.blockingDuration, scripts: e.scripts.map((x: any) => ({ s: x.startTime, d: x.duration, inv: x.invoker, fn: x.sourceFunctionName, src: (x.sourceURL || '').split('/').pop(), pos: x.sourceCharPosition, forced: x.forcedStyleAndLayoutDuration, type: x.invokerType })) }); }).observe({ type: 'long-animation-frame', buffered: true });
    const seen = new MutationObserver(() => {
      if (!document.querySelector('[role="table"] [role="rowheader"]')) return;
      seen.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => { w.__paintedAt = performance.now(); console.debug('painted!'); }));
    });
    seen.observe(document, { subtree: true, childList: true });
  });
  const page = await context.newPage();
  const painted = page.waitForEvent('console', { predicate: (m) => m.text() === 'painted!', timeout: 120000 });
  await page.goto(`${url}#example=gaming`);
  await painted;
  await new Promise((r) => setTimeout(r, 2100));
  const r = await page.evaluate(() => { const w = window as any; return { lt: w.__lt, loaf: w.__loaf, p: w.__paintedAt }; });
  const before = r.lt.filter((t: any) => t.s < r.p);
  const long = before.filter((t: any) => t.d > 50);
  if (long.length === 0) clean++;
  console.log(`run ${run}: painted ${r.p.toFixed(0)} longtasks ${before.map((t: any) => `${t.s.toFixed(0)}+${t.d.toFixed(0)}`).join(' ')}`);
  for (const t of long) {
    for (const f of r.loaf.filter((f: any) => f.s <= t.s + 1 && f.s + f.d >= t.s)) {
      console.log(`   loaf ${f.s.toFixed(0)}+${f.d.toFixed(0)} render ${f.render.toFixed(0)} style/layout ${f.sl.toFixed(0)}`);
      for (const x of f.scripts) console.log(`      ${x.s.toFixed(0)}+${x.d.toFixed(0)} ${x.type} ${x.inv} fn=${x.fn} ${x.src}:${x.pos} forced=${x.forced.toFixed(0)}`);
    }
  }
  await context.close();
}
console.log(`clean ${clean}/${RUNS}`);
await browser.close();
await server.close();
