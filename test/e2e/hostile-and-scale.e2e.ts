import { describe, expect, it } from 'vitest';
import { watchPage, useBuiltApp } from './browser.ts';
import { openExample, visibleRows, generateItems } from './studio-helpers.ts';

const IMG = '<img src=x onerror=alert(1)>';
const JS = 'javascript:alert(1)';
const HUGE = 'x'.repeat(1024 * 1024);

/**
 * Lets the test hold back, in the page, every message workers post to it: while
 * `__holdWorkers.on` is set they queue, and `__holdWorkers.release()` hands them over in order.
 * A held analysis is still running however fast the worker is, so what the page does meanwhile
 * is tested without racing the worker. The app sets `worker.onmessage`, so the setter is wrapped.
 */
const HOLD_WORKERS = (): void => {
  const held: (() => void)[] = [];
  const hold = {
    on: false,
    release(): void {
      hold.on = false;
      for (const deliver of held.splice(0)) deliver();
    }
  };
  Object.defineProperty(window, '__holdWorkers', { value: hold });
  const own = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage')!;
  Object.defineProperty(Worker.prototype, 'onmessage', {
    ...own,
    set(this: Worker, handler: ((event: MessageEvent) => void) | null) {
      const deliver = (event: MessageEvent): void => {
        if (hold.on) held.push(() => handler!.call(this, event));
        else handler!.call(this, event);
      };
      own.set!.call(this, handler && deliver);
    }
  });
};

interface HoldWorkers {
  on: boolean;
  release(): void;
}

function hostileDesign(): string {
  const item = (id: string, extra: Record<string, unknown>) => ({ id: { S: id }, ...extra });
  return JSON.stringify({
    format: 'keyscope.design',
    version: 1,
    name: 'Hostile values',
    tables: [
      {
        name: 'Hostile',
        partitionKey: { name: 'id', type: 'S' },
        items: [
          item(IMG, { note: { S: IMG } }),
          item(JS, { link: { S: JS } }),
          item('huge', { blob: { S: HUGE } }),
          // JSON.stringify keeps "__proto__" as an ordinary own key.
          JSON.parse(
            '{"id":{"S":"proto"},"__proto__":{"S":"polluted?"},"constructor":{"S":"ctor"}}'
          )
        ]
      }
    ],
    entities: [],
    accessPatterns: []
  });
}

describe('untrusted values and large designs', () => {
  const env = useBuiltApp();

  it('renders hostile values and attribute names as inert text: no dialog, no element, no link', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(env.app.url);
    await page.getByLabel(/Open a design file/).setInputFiles({
      name: 'hostile.json',
      mimeType: 'application/json',
      buffer: Buffer.from(hostileDesign())
    });
    await page.getByRole('heading', { name: /Hostile values/ }).waitFor();
    await page.locator(`[role="rowheader"][data-collection="${'huge'}"]`).waitFor();

    const rows = await visibleRows(page);
    expect(rows.some((r) => r.kind === 'item' && r.pk === IMG)).toBe(true);
    expect(rows.some((r) => r.text.includes(JS))).toBe(true);
    expect(rows.some((r) => r.text.includes('__proto__') && r.text.includes('polluted?'))).toBe(
      true
    );
    expect(rows.some((r) => r.text.includes('constructor') && r.text.includes('ctor'))).toBe(true);
    // The 1 MB string is cut in its cell…
    const huge = rows.find((r) => r.kind === 'item' && r.pk === 'huge')!;
    expect(huge.text.length).toBeLessThan(2000);
    expect(huge.text).toContain('x'.repeat(200) + '…');
    // …cut (with a note) in the text-only inspector, and whole there on request.
    await page.getByRole('button', { name: 'Inspect item huge' }).click();
    const inspector = page.getByRole('region', { name: 'Item' });
    await inspector
      .getByText(/Long values are shown cut .*blob \(1,048,576 characters\)/)
      .waitFor();
    const cut = await page.getByRole('textbox', { name: 'Item JSON' }).inputValue();
    expect(cut.length).toBeLessThan(70_000);
    const showWhole = inspector.getByRole('button', { name: 'Show whole values' });
    await showWhole.click();
    await showWhole.waitFor({ state: 'detached' });
    const json = await page.getByRole('textbox', { name: 'Item JSON' }).inputValue();
    expect(json.length).toBeGreaterThan(HUGE.length);

    const dom = await page.evaluate(() => ({
      images: document.querySelectorAll('main img').length,
      links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')),
      polluted: ({} as Record<string, unknown>)['S'] !== undefined
    }));
    expect(dom).toEqual({ images: 0, links: [], polluted: false });
    // A dialog blocks the page until the handler above dismisses it, so one opened by anything
    // shown so far was recorded before the evaluate above could answer; with no image or link
    // made, nothing is left that could open one later.
    expect(dialogs).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.close();
  });

  it('100k generated items are analysed in a worker; the page answers input while a template edit is recomputed', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.addInitScript(HOLD_WORKERS);
    await page.goto(env.app.url);
    await openExample(page, 'Gaming (AWS workshop)');
    const status = page.getByRole('status', { name: 'Analysis' });

    await generateItems(page, 34000, '102,022');
    expect(await status.getAttribute('data-analysis-mode')).toBe('worker');
    expect(await status.getAttribute('data-worker-runs')).toBe('1');
    // Only the visible rows exist in the DOM.
    expect(await page.locator('[role="table"] [role="row"]').count()).toBeLessThan(200);

    // Edit a template and, while the worker recomputes, use the page. The worker's answers are
    // held until the page has answered, so the analysis is still running whatever its speed.
    const answered = await page.evaluate(async () => {
      const hold = (window as unknown as { __holdWorkers: HoldWorkers }).__holdWorkers;
      hold.on = true;
      const field = document.getElementById('tpl-1-PK') as HTMLInputElement;
      field.value = 'MATCH#${gameId}';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((done) => setTimeout(done, 0));
      const statusEl = document.querySelector('[aria-label="Analysis"]')!;
      const runningAtEdit = statusEl.getAttribute('data-analysis-running');
      const toggle = [...document.querySelectorAll('button')].find(
        (b) => b.getAttribute('aria-label') === 'Large type'
      )!;
      toggle.click();
      await new Promise((done) => requestAnimationFrame(() => done(null)));
      const seen = {
        runningAtEdit,
        pressed: toggle.getAttribute('aria-pressed'),
        stillRunning: statusEl.getAttribute('data-analysis-running')
      };
      hold.release();
      return seen;
    });
    expect(answered.runningAtEdit).toBe('true');
    expect(answered.pressed).toBe('true');
    expect(answered.stillRunning).toBe('true');

    await page.locator('[data-worker-runs="2"]').waitFor();
    await page.getByRole('searchbox', { name: 'Jump to partition key' }).fill('MATCH#');
    await page.getByRole('button', { name: 'Jump', exact: true }).click();
    await page.locator('[role="rowheader"][data-collection^="MATCH#"]').first().waitFor();
    const rows = await visibleRows(page);
    expect(
      rows.some((r) => r.kind === 'item' && r.entity === 'Game' && r.pk.startsWith('MATCH#'))
    ).toBe(true);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
