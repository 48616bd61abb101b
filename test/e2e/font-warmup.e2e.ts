// The build's first script starts a worker that looks the app's fonts up while the app's code is
// still arriving (src/ui/kit/start-font-warmup.ts), so the first layouts do not wait for them.
// What it looks up must cover what the first studio shows: every font (stack, weight, style)
// and every character beyond ASCII.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_SAMPLE, FONT_STACK_PROPERTIES, fontWarmup } from '../../src/ui/kit/font-warmup.ts';
import { useBuiltApp, watchPage, type PageProblems } from './browser.ts';

/** What the page shows its text in, each as the warm-up writes a font, and its characters. */
interface Shown {
  readonly fonts: string[];
  readonly stacks: string[];
  readonly text: string;
}

/** A stack as a list of names, so `'Segoe UI'` in the CSS and `"Segoe UI"` computed compare. */
const names = (stack: string) =>
  stack
    .split(',')
    .map((name) => name.trim().replace(/^['"]|['"]$/g, ''))
    .join(', ');

describe('font warm-up in the built app', () => {
  const env = useBuiltApp();
  let context: BrowserContext;
  let page: Page;
  let problems: PageProblems;
  const workers: string[] = [];
  let shown: Shown;

  beforeAll(async () => {
    context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
    page = await context.newPage();
    problems = await watchPage(page);
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${env.app.url}#example=gaming`);
    await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    // The parts built after the first paint: the design editor's entities and the inspector.
    await page.getByRole('group', { name: /User/ }).first().waitFor();
    shown = await page.evaluate(
      (properties) => {
        const fonts = new Set<string>();
        for (const element of document.body.querySelectorAll('*')) {
          const own = [...element.childNodes].some(
            (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''
          );
          const control = element.matches('input, textarea, select, button');
          if (!own && !control) continue;
          if (element.getClientRects().length === 0) continue;
          const style = getComputedStyle(element);
          fonts.add(`${style.fontStyle} ${style.fontWeight} 16px ${style.fontFamily}`);
        }
        const root = getComputedStyle(document.documentElement);
        return {
          fonts: [...fonts],
          stacks: properties.map((p) => root.getPropertyValue(p).trim()),
          text: document.body.innerText
        };
      },
      FONT_STACK_PROPERTIES as unknown as string[]
    );
  });
  afterAll(async () => {
    await context.close();
  });

  it('loads the warm-up before the app: the first module script of index.html', () => {
    const html = readFileSync('dist/index.html', 'utf8');
    const scripts = [...html.matchAll(/<script type="module"[^>]* src="\.\/assets\/([^"]+)"/g)];
    expect(scripts.map((m) => m[1]!.replace(/-[\w-]{8}\.js$/, ''))).toEqual([
      'warm-fonts',
      'index'
    ]);
  });

  it('starts its worker, and nothing errs or breaks the CSP', async () => {
    expect(workers.some((url) => /\/font-warm\.worker-[\w-]+\.js$/.test(url))).toBe(true);
    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
  });

  it('looks up every font the first studio shows its text in', () => {
    const warmed = new Set(fontWarmup(shown.stacks).map(names));
    expect(shown.fonts.length).toBeGreaterThan(2);
    expect(shown.fonts.filter((font) => !warmed.has(names(font)))).toEqual([]);
  });

  it('measures every character beyond ASCII the first studio shows', () => {
    const symbols = [...new Set(shown.text)].filter((c) => c.codePointAt(0)! > 127);
    expect(symbols.length).toBeGreaterThan(0);
    expect(symbols.filter((c) => !FONT_SAMPLE.includes(c))).toEqual([]);
  });
});

/** A context that has visited the app once, until its service worker is ready: the next page is served by it. */
async function visitedOnce(browser: Browser, url: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const first = await context.newPage();
  await first.goto(`${url}#example=gaming`);
  await first.evaluate(async () => void (await navigator.serviceWorker.ready));
  await first.close();
  return context;
}

describe('font warm-up on a page the service worker serves', () => {
  const env = useBuiltApp();

  it('starts no worker: the code is there at once, with no download to overlap', async () => {
    const context = await visitedOnce(env.browser, env.app.url);
    const page = await context.newPage();
    const problems = await watchPage(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${env.app.url}#example=gaming`);
    await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(workers.filter((url) => url.includes('font-warm'))).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('measures each font of the warm-up on its own canvas, one per task, before the app mounts', async () => {
    const context = await visitedOnce(env.browser, env.app.url);
    // Each time the page measures the sample: the font it was set to, whether the app had
    // mounted, and the task it was in (a task's microtasks run when it ends, so a measure that
    // finds the flag still set shares its task with the one before).
    await context.addInitScript((sample) => {
      const seen: { font: string; mounted: boolean; task: number }[] = [];
      (window as unknown as { fontMeasures: typeof seen }).fontMeasures = seen;
      let task = 0;
      let inTask = false;
      const proto = OffscreenCanvasRenderingContext2D.prototype;
      const font = Object.getOwnPropertyDescriptor(proto, 'font')!;
      const setTo = new WeakMap<object, string>();
      Object.defineProperty(proto, 'font', {
        ...font,
        set(value: string) {
          setTo.set(this, value);
          font.set!.call(this, value);
        }
      });
      const measure = proto.measureText;
      proto.measureText = function (text: string) {
        if (text === sample) {
          const app = document.getElementById('app');
          if (!inTask) {
            inTask = true;
            task++;
            queueMicrotask(() => (inTask = false));
          }
          seen.push({ font: setTo.get(this) ?? '', mounted: !!app?.firstElementChild, task });
        }
        return measure.call(this, text);
      };
    }, FONT_SAMPLE);
    const page = await context.newPage();
    const problems = await watchPage(page);
    await page.goto(`${env.app.url}#example=gaming`);
    await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    const { measures, stacks } = await page.evaluate(
      (properties) => {
        const root = getComputedStyle(document.documentElement);
        return {
          measures: (
            window as unknown as {
              fontMeasures: { font: string; mounted: boolean; task: number }[];
            }
          ).fontMeasures,
          stacks: properties.map((p) => root.getPropertyValue(p).trim())
        };
      },
      FONT_STACK_PROPERTIES as unknown as string[]
    );
    expect(measures.map((m) => m.font)).toEqual(fontWarmup(stacks));
    expect(measures.filter((m) => m.mounted)).toEqual([]);
    expect(new Set(measures.map((m) => m.task)).size).toBe(measures.length);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
