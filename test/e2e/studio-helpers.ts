// Helpers for the studio e2e tests: open a design and read the virtualized table view.
import type { Browser, Locator, Page, Worker } from 'playwright-core';
import { PAGE_WAIT_MS, watchPage, type PageProblems } from './browser.ts';

export interface RowText {
  kind: 'collection' | 'item';
  /** Collection: its partition key; item: its partition key cell (without a result badge). */
  pk: string;
  sk: string;
  entity: string;
  rank: string | null;
  overwritten: boolean;
  text: string;
}

/**
 * The rows the table view has in the DOM, top to bottom, once its rows beyond the visible ones
 * are in: they come a frame after the first paint (RowsGate), so a read before them would see
 * fewer rows than the same table a moment later (a reload or a new view starts without them).
 */
export async function visibleRows(page: Page): Promise<RowText[]> {
  await page.waitForFunction(
    () =>
      document.querySelector('[role="table"]') !== null &&
      document.querySelector('[role="table"][data-overscan="0"]') === null
  );
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('[role="table"] [role="row"]')] as HTMLElement[];
    rows.sort(
      (a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex'))
    );
    const textWithoutHeat = (row: HTMLElement): string => {
      const copy = row.cloneNode(true) as HTMLElement;
      for (const badge of copy.querySelectorAll('.heat')) badge.remove();
      return copy.textContent ?? '';
    };
    return rows.map((row) => {
      const header = row.querySelector('[role="rowheader"]');
      const item = row.querySelector('.item');
      const cells = [...row.querySelectorAll('[role="cell"]')] as HTMLElement[];
      return {
        kind: header ? 'collection' : 'item',
        pk: header
          ? (header.querySelector('.pk')?.textContent ?? '')
          : (cells[0]?.querySelector('button')?.textContent ?? ''),
        sk: cells[1]?.textContent?.trim() ?? '',
        entity: cells[2]?.textContent?.trim() ?? '',
        rank: item?.getAttribute('data-result-rank') ?? null,
        overwritten: item?.classList.contains('overwritten') ?? false,
        // A collection header's heat badge is left out: it lands once an edit has rested
        // (heat never runs per keystroke), so it is not part of what an edit shows at once;
        // test/e2e/heat.e2e.ts checks it.
        text: textWithoutHeat(row)
      } as const;
    });
  });
}

/**
 * Show the open choices (examples, blank design, file): on the start screen they are shown; with
 * a design open, they are in the top bar's Open menu.
 */
export async function showOpenChoices(page: Page): Promise<void> {
  const start = page.locator('main .start');
  const studio = page.locator('main [data-pane]');
  // First wait until the page shows the start screen or a design. Asked earlier (the start
  // screen still "Loading examples…" on a busy machine), the helper opened the menu beside the
  // start screen's own choices, and two lists of examples were then on the page.
  await start.or(studio).first().waitFor();
  if (await start.isVisible()) {
    await start.getByRole('list', { name: 'Example designs' }).waitFor();
    return;
  }
  await page.getByRole('button', { name: 'Open…', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Open a design' })
    .getByRole('list', { name: 'Example designs' })
    .waitFor();
}

/** Open an example by its button and wait for its table view. */
export async function openExample(page: Page, title: string): Promise<void> {
  await page
    .getByRole('list', { name: 'Example designs' })
    .or(page.getByRole('table'))
    .first()
    .waitFor();
  await showOpenChoices(page);
  await page.getByRole('button', { name: title, exact: true }).click();
  await page.locator('[role="table"] [role="row"]').first().waitFor();
  // The rows beyond the visible ones come a frame after the first paint (RowsGate): a test
  // that reads the rows before an edit and after it reads them both with them.
  await page.locator('[role="table"]:not([data-overscan="0"])').waitFor();
}

/**
 * Generate `perEntity` items for each entity of the open design with the studio's generator and
 * wait until the analysis reports `expectedTotal` items (formatted as the status shows them).
 */
export async function generateItems(
  page: Page,
  perEntity: number,
  expectedTotal: string,
  timeout = PAGE_WAIT_MS
): Promise<void> {
  await page.getByRole('spinbutton', { name: 'Items per entity' }).fill(String(perEntity));
  await page.getByRole('button', { name: 'Generate items' }).click();
  await page
    .getByText(`${expectedTotal} items, analysed in a background worker.`)
    .waitFor({ timeout });
}

/**
 * Whether the element is wholly on screen: inside the viewport, not clipped by any scrolling or
 * clipping ancestor, and not covered at its centre by another element.
 */
export function whollyInView(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const inside = (o: { left: number; top: number; right: number; bottom: number }) =>
      r.left >= o.left - 1 &&
      r.top >= o.top - 1 &&
      r.right <= o.right + 1 &&
      r.bottom <= o.bottom + 1;
    if (!inside({ left: 0, top: 0, right: innerWidth, bottom: innerHeight })) return false;
    for (let a = el.parentElement; a; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        if (!inside(a.getBoundingClientRect())) return false;
      }
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });
}

/**
 * A new page at 1280×720 on the gaming example served at `url`, with `perEntity` items generated
 * for each entity (`expectedTotal` in all, analysed in the worker); `workers`: every worker the
 * page started.
 */
export async function gamingWithItems(
  browser: Browser,
  url: string,
  perEntity: number,
  expectedTotal: string
): Promise<{ page: Page; problems: PageProblems; workers: Worker[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const workers: Worker[] = [];
  page.on('worker', (w) => workers.push(w));
  const problems = await watchPage(page);
  await page.goto(`${url}#example=gaming`);
  await page.locator('[role="table"] [role="row"]').first().waitFor();
  await generateItems(page, perEntity, expectedTotal);
  return { page, problems, workers };
}
