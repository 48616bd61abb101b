import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  findUnnamedControls,
  seriousA11yViolations,
  useBuiltApp,
  watchPage,
  type PageProblems
} from './browser.ts';
import { visibleRows, whollyInView } from './studio-helpers.ts';

const SIZES = [
  [1280, 720],
  [1600, 1000]
] as const;

async function openAt(
  browser: Browser,
  url: string,
  size: readonly [number, number],
  colorScheme: 'light' | 'dark' = 'light'
): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext({
    viewport: { width: size[0], height: size[1] },
    colorScheme
  });
  const page = await context.newPage();
  const problems = await watchPage(page);
  await page.goto(url);
  if (url.includes('#example='))
    await page.locator('[role="table"] [role="row"]').first().waitFor();
  return { page, problems };
}

/** The aria-rowindex of the first collection's header and of each of its items. */
async function firstCollectionRows(page: Page): Promise<number[]> {
  // visibleRows lists every row by aria-rowindex, the column headers (1) first.
  const rows = await visibleRows(page);
  const at = rows.findIndex((r) => r.kind === 'collection');
  let end = at + 1;
  while (end < rows.length && rows[end]!.kind === 'item') end++;
  return Array.from({ length: end - at }, (_, i) => at + i + 1);
}

/** Every template field of the gaming example, the view selector and the first collection. */
/** Whether the top bar is one row: no taller than one and a half of its buttons. */
async function topBarOneRow(page: Page): Promise<boolean> {
  return page.locator('header.top-bar').evaluate((bar) => {
    const button = bar.querySelector('button')!.getBoundingClientRect().height;
    return bar.getBoundingClientRect().height < button * 1.6;
  });
}

/** The key template fields whose text does not fit in them (it would be cut). */
async function cutTemplates(page: Page): Promise<string[]> {
  return page
    .locator('.key-templates input')
    .evaluateAll((inputs) =>
      (inputs as HTMLInputElement[])
        .filter((i) => i.scrollWidth > i.clientWidth)
        .map((i) => `${i.id}: ${i.value}`)
    );
}

async function outOfView(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const entity of ['User', 'Game', 'UserGameMapping'])
    for (const key of ['PK', 'SK']) {
      const field = page.getByRole('textbox', {
        name: `${key} template for ${entity}`,
        exact: true
      });
      if (!(await whollyInView(field))) out.push(`${key} template for ${entity}`);
    }
  if (!(await whollyInView(page.getByRole('combobox', { name: 'View' })))) out.push('View');
  const rows = await firstCollectionRows(page);
  expect(rows.length).toBeGreaterThan(1);
  // Its header's key and counts, and each item's partition key, sort key and entity (attribute
  // columns may run on to the right, behind a horizontal scroll).
  for (const r of rows) {
    const row = page.locator(`[role="table"] [role="row"][aria-rowindex="${r}"]`);
    const parts = (await row.locator('[role="rowheader"]').count())
      ? [row.locator('.pk'), row.locator('.meta')]
      : [0, 1, 2].map((i) => row.locator('[role="cell"]').nth(i));
    for (const [i, part] of parts.entries())
      if (!(await whollyInView(part))) out.push(`row ${r} part ${i}`);
  }
  return out;
}

/**
 * Scroll the table view from top to bottom and return every partition key, sort key and entity
 * text that neither fits its cell nor is whole in the cell's tooltip, and every overwrite
 * explanation that does not fit its cell; with how many rows were seen of how many.
 */
function cutKeyCells(page: Page): Promise<{ seen: number; total: number; cut: string[] }> {
  return page.locator('[role="table"]').evaluate(async (table) => {
    const total = Number(table.getAttribute('aria-rowcount')) - 1;
    const seen = new Set<string>();
    const cut: string[] = [];
    const rowHeight = parseFloat(getComputedStyle(table).getPropertyValue('--row-height'));
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const shows = (row: number) =>
      table.querySelector(`.spacer > [role="row"][aria-rowindex="${row + 2}"]`) !== null;
    for (let y = 0; ; y += table.clientHeight / 2) {
      table.scrollTop = y;
      table.dispatchEvent(new Event('scroll'));
      // Wait until the rows in view at this position are drawn (fetched and rendered), however
      // long that takes: the first one under the column headers and the last one in view.
      const top = table.scrollTop;
      const from = Math.floor(top / rowHeight);
      const to = Math.min(total, Math.ceil((top + table.clientHeight) / rowHeight)) - 1;
      while (!shows(from) || !shows(to)) await frame();
      for (const row of table.querySelectorAll('.spacer > [role="row"]')) {
        const index = row.getAttribute('aria-rowindex')!;
        seen.add(index);
        const cells = [...row.querySelectorAll<HTMLElement>('[role="cell"]')];
        const texts = [
          cells[0]?.querySelector('button'),
          cells[1]?.querySelector('.text'),
          cells[2]?.querySelector('.text')
        ];
        texts.forEach((el, i) => {
          if (!el) return;
          const cell = cells[i]!;
          const fits =
            el.scrollWidth <= el.clientWidth + 1 &&
            el.getBoundingClientRect().right <= cell.getBoundingClientRect().right + 1;
          const whole = cell.getAttribute('title') === el.textContent;
          if (!fits && !whole) cut.push(`row ${index} cell ${i}: ${el.textContent}`);
        });
        const why = row.querySelector<HTMLElement>('.why');
        if (
          why &&
          (why.scrollWidth > why.clientWidth + 1 || why.scrollHeight > why.clientHeight + 1)
        )
          cut.push(`row ${index} explanation: ${why.textContent}`);
      }
      if (y >= table.scrollHeight - table.clientHeight) break;
    }
    return { seen: seen.size, total, cut };
  });
}

/** The screens axe checks, as [name, example opened (null: the start screen)]. */
const A11Y_SCREENS: readonly (readonly [string, string | null])[] = [
  ['the start screen', null],
  ...[
    'gaming',
    'library',
    'library-author-only',
    'library-language',
    'todo-graph',
    'people-music'
  ].map((id) => [`the ${id} example`, id] as const),
  ['a collision shown in the inspector', 'library-author-only'],
  ['an access pattern run', 'gaming'],
  ['the Open dialog', 'gaming'],
  ['the quick-jump box', 'gaming']
];

/** How to get from the opened page to a screen, where it takes more than opening it. */
const A11Y_SHOW = new Map<string, (page: Page) => Promise<void>>([
  ['the start screen', (page) => page.getByRole('list', { name: 'Example designs' }).waitFor()],
  [
    'a collision shown in the inspector',
    async (page) => {
      // An overwritten item selected and described in the inspector.
      await page.locator('.item.overwritten button.open').first().click();
      await page
        .getByRole('region', { name: 'Item' })
        .getByText(/Overwritten by the later/)
        .waitFor();
    }
  ],
  [
    'an access pattern run',
    async (page) => {
      await page
        .getByRole('button', { name: 'Find all games a user has played', exact: true })
        .click();
      await page.locator('[data-result-rank="1"]').waitFor();
    }
  ],
  [
    'the Open dialog',
    async (page) => {
      await page.getByRole('button', { name: 'Open…' }).click();
      await page.getByRole('dialog', { name: 'Open a design' }).waitFor();
    }
  ],
  [
    'the quick-jump box',
    async (page) => {
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: /Jump to/ }).waitFor();
    }
  ]
]);

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const DARK_BG = 'rgb(18, 20, 24)';
const LIGHT_BG = 'rgb(255, 255, 255)';

describe('the studio shell', () => {
  const env = useBuiltApp();

  for (const size of SIZES) {
    it(`at ${size[0]}×${size[1]}, gaming: all key template fields, the view selector and the first collection are in view; typing regroups the table while both stay in view`, async () => {
      const { page, problems } = await openAt(env.browser, `${env.app.url}#example=gaming`, size);
      expect(await outOfView(page)).toEqual([]);
      // One row of actions above, and every template read whole, not cut by its field.
      expect(await topBarOneRow(page)).toBe(true);
      expect(await cutTemplates(page)).toEqual([]);
      const before = await visibleRows(page);
      expect(before[1]).toMatchObject({ kind: 'collection' });
      expect(before[2]).toMatchObject({ kind: 'item', entity: 'Game' });
      const scrolled = () => page.locator('[role="table"]').evaluate((t) => t.scrollTop);
      const scrollBefore = await scrolled();

      // A character after the game id: the game's item moves to its own partition, after the
      // players' (GAME#x sorts before GAME#xS).
      const field = page.getByRole('textbox', { name: 'PK template for Game', exact: true });
      await field.click();
      await field.press('End');
      await page.keyboard.type('S');
      await page.waitForFunction(
        () =>
          document
            .querySelector('[role="table"] [role="row"][aria-rowindex="3"] [data-entity]')
            ?.getAttribute('data-entity') === 'UserGameMapping'
      );
      const after = await visibleRows(page);
      expect(after[1]!.pk).toBe(before[1]!.pk);
      expect(
        after.find((r) => r.kind === 'collection' && r.pk === `${before[1]!.pk}S`)
      ).toBeTruthy();
      expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await scrolled()).toBe(scrollBefore);
      expect(await outOfView(page)).toEqual([]);

      await page.keyboard.press('Backspace');
      await page.waitForFunction(
        () =>
          document
            .querySelector('[role="table"] [role="row"][aria-rowindex="3"] [data-entity]')
            ?.getAttribute('data-entity') === 'Game'
      );
      expect(await visibleRows(page)).toEqual(before);
      expect(problems.errors).toEqual([]);
      await page.context().close();
    });
  }

  it.each(['gaming', 'library', 'library-author-only', 'todo-graph'])(
    'no partition key, sort key or entity cell of the %s example is cut, in any view; overwrite explanations read whole',
    async (id) => {
      const { page, problems } = await openAt(
        env.browser,
        `${env.app.url}#example=${id}`,
        SIZES[0]
      );
      const views = await page
        .getByRole('combobox', { name: 'View' })
        .locator('option')
        .allTextContents();
      for (const view of views) {
        await page.getByRole('combobox', { name: 'View' }).selectOption({ label: view });
        await page.locator('[role="table"] [role="row"][aria-rowindex="2"]').waitFor();
        const { seen, total, cut } = await cutKeyCells(page);
        expect({ view, cut }).toEqual({ view, cut: [] });
        expect(seen).toBe(total);
      }
      if (id === 'library-author-only')
        expect(await page.locator('.item.overwritten .why').count()).toBeGreaterThan(0);
      expect(problems.errors).toEqual([]);
      await page.context().close();
    }
  );

  it('keeps the collection of the top rows named above them while they scroll', async () => {
    const { page, problems } = await openAt(env.browser, `${env.app.url}#example=gaming`, SIZES[0]);
    const first = (await visibleRows(page))[1]!.pk;
    expect(await page.locator('.pin').count()).toBe(0);
    await page.locator('[role="table"]').evaluate((t) => {
      t.scrollTop = 2 * 28 + 5;
      t.dispatchEvent(new Event('scroll'));
    });
    const pin = page.locator('.pin');
    await pin.locator('.pin-pk').waitFor();
    expect(await pin.textContent()).toContain(first);
    expect(await pin.textContent()).toMatch(/\d items · \d+ B/);
    expect(await pin.getAttribute('aria-hidden')).toBe('true');
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('follows prefers-color-scheme: dark, and the toggle switches the theme and is remembered', async () => {
    const { page, problems } = await openAt(
      env.browser,
      `${env.app.url}#example=gaming`,
      SIZES[0],
      'dark'
    );
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    expect(await background(page)).toBe(DARK_BG);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await background(page)).toBe(LIGHT_BG);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    // Inputs take the theme's colours too, not the browser's defaults.
    const field = page.getByRole('textbox', { name: 'PK template for Game', exact: true });
    expect(await field.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(LIGHT_BG);
    await page.reload();
    await page.locator('[role="table"] [role="row"]').first().waitFor();
    expect(await background(page)).toBe(LIGHT_BG);
    // Back in step with the system: the choice is forgotten and the system followed again.
    await toggle.click();
    expect(await background(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => localStorage.getItem('keyscope.theme'))).toBeNull();
    expect(await field.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(LIGHT_BG);
    expect(problems.errors).toEqual([]);
    await page.context().close();

    const { page: light } = await openAt(
      env.browser,
      `${env.app.url}#example=gaming`,
      SIZES[0],
      'light'
    );
    expect(await background(light)).toBe(LIGHT_BG);
    await light.getByRole('button', { name: 'Dark theme' }).click();
    expect(await background(light)).toBe(DARK_BG);
    await light.context().close();
  });

  it.each(
    (['light', 'dark'] as const).flatMap((scheme) =>
      A11Y_SCREENS.map(([screen, example]) => ({ scheme, screen, example }))
    )
  )(
    'axe finds no serious or critical problem in the $scheme theme: $screen',
    async ({ scheme, screen, example }) => {
      const url = example ? `${env.app.url}#example=${example}` : env.app.url;
      const { page, problems } = await openAt(env.browser, url, SIZES[0], scheme);
      await A11Y_SHOW.get(screen)?.(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      expect(await problems.cspViolations()).toEqual([]);
      await page.context().close();
    }
  );

  it('the shortcuts sheet (?) and the quick-jump box (Ctrl+K) go to a partition key, an entity, an access pattern and a finding', async () => {
    const { page, problems } = await openAt(env.browser, `${env.app.url}#example=gaming`, SIZES[0]);
    await page.locator('body').press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.getByText('Ctrl+K', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    const box = page.getByRole('combobox', { name: /Jump to/ });
    // A partition key: the table view finds it (the view's own lookup) and scrolls to it.
    await page.keyboard.press('Control+k');
    await box.fill('USER#johnny');
    const options = page.getByRole('listbox', { name: 'Places to jump to' }).getByRole('option');
    expect(await options.first().textContent()).toContain('Partition key');
    await page.keyboard.press('Enter');
    await box.waitFor({ state: 'hidden' });
    const header = page.locator('[role="rowheader"][data-collection="USER#johnny"] .pk');
    await expect.poll(() => whollyInView(header)).toBe(true);
    // …and says so when there is none.
    await page.keyboard.press('Control+k');
    await box.fill('NOPE#');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'No partition key in this view' }).waitFor();
    await page.keyboard.press('Escape');

    // An entity: its first key template field takes the focus.
    await page.keyboard.press('Control+k');
    await box.fill('usergame');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'tpl-2-PK');

    // An access pattern: run, its result highlighted, its button focused.
    await page.keyboard.press('Control+k');
    await box.fill('games a user');
    await page.keyboard.press('Enter');
    const pattern = page.getByRole('button', {
      name: 'Find all games a user has played',
      exact: true
    });
    await page.waitForFunction(() => document.activeElement?.id === 'pattern-3');
    expect(await pattern.getAttribute('aria-pressed')).toBe('true');
    await page.locator('[data-result-rank="1"]').waitFor();
    expect(problems.errors).toEqual([]);
    await page.context().close();

    // A finding: the item it is about is selected and shown.
    const { page: lib, problems: libProblems } = await openAt(
      env.browser,
      `${env.app.url}#example=library-author-only`,
      SIZES[0]
    );
    await lib.keyboard.press('Control+k');
    const libBox = lib.getByRole('combobox', { name: /Jump to/ });
    await libBox.fill('overwritten by');
    const finding = lib
      .getByRole('listbox', { name: 'Places to jump to' })
      .getByRole('option')
      .filter({ hasText: 'Finding' })
      .first();
    await finding.waitFor();
    await lib.keyboard.press('ArrowDown');
    expect(await finding.getAttribute('aria-selected')).toBe('true');
    await lib.keyboard.press('Enter');
    await lib.locator('.item.selected').waitFor();
    await lib
      .getByRole('region', { name: 'Item' })
      .getByText(/Overwritten by the later/)
      .waitFor();
    expect(libProblems.errors).toEqual([]);
    await lib.context().close();
  });

  it('every pane and tab is reachable by keyboard: F6 between panes, dividers resize and hide panes, column edges resize columns', async () => {
    const { page, problems } = await openAt(env.browser, `${env.app.url}#example=gaming`, SIZES[0]);
    const paneOfFocus = () =>
      page.evaluate(() =>
        document.activeElement?.closest('[data-pane]')?.getAttribute('data-pane')
      );
    const order: (string | null | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('F6');
      order.push(await paneOfFocus());
    }
    expect(order).toEqual([
      'top-bar',
      'editor-pane',
      'views',
      'inspector-pane',
      'status-bar',
      'top-bar'
    ]);
    await page.keyboard.press('Shift+F6');
    expect(await paneOfFocus()).toBe('status-bar');

    // The view tabs: one per view, the table view selected; End goes to (and shows) the last,
    // Home back to the first.
    const tablist = page.getByRole('tablist', { name: 'Views of the design' });
    const tab = tablist.getByRole('tab', { name: 'Items' });
    const last = tablist.getByRole('tab').last();
    expect(await tablist.getByRole('tab').allTextContents()).toEqual([
      'Items',
      'Graph',
      'Heat',
      'Live'
    ]);
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    await tab.focus();
    await page.keyboard.press('End');
    expect(await last.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await last.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await tablist.getByRole('tab', { name: 'Heat' }).getAttribute('aria-selected')).toBe(
      'true'
    );
    await page.keyboard.press('Home');
    expect(await tab.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await tab.getAttribute('aria-selected')).toBe('true');

    // The editor's divider: ←/→ resize, Enter hides; the rail's button shows it again.
    const divider = page.getByRole('separator', { name: 'Resize the design editor' });
    const width = () =>
      page.locator('#editor-pane').evaluate((el) => el.getBoundingClientRect().width);
    const w0 = await width();
    await divider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await width()).toBe(w0 + 32);
    expect(Number(await divider.getAttribute('aria-valuenow'))).toBe(w0 + 32);
    await page.keyboard.press('Enter');
    const show = page.getByRole('button', { name: 'Show the design editor' });
    await show.waitFor();
    expect(await width()).toBeLessThan(60);
    await page.keyboard.press('F6');
    await page.keyboard.press('F6');
    expect(await show.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'PK template for Game', exact: true }).waitFor();
    expect(await width()).toBe(w0 + 32);

    // The inspector hides from its own button.
    await page.getByRole('button', { name: 'Hide the inspector' }).click();
    await page.getByRole('button', { name: 'Show the inspector' }).click();
    await page.getByRole('region', { name: 'Item' }).first().waitFor();

    // A column edge: the partition key column widens by the steps pressed, rows with it.
    const edge = page.getByRole('separator', { name: /^Resize column PK/ });
    const pkWidth = () =>
      page
        .locator('[role="table"] [role="row"][aria-rowindex="3"] [role="cell"]')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width);
    const p0 = await pkWidth();
    await edge.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      (before) =>
        (document
          .querySelector('[role="table"] [role="row"][aria-rowindex="3"] [role="cell"]')
          ?.getBoundingClientRect().width ?? 0) >=
        before + 47,
      p0
    );
    expect(Math.round((await pkWidth()) - p0)).toBe(48);
    expect(await findUnnamedControls(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.context().close();
  });

  it('a dragged divider resizes its pane without breaking the CSP', async () => {
    const { page, problems } = await openAt(env.browser, `${env.app.url}#example=gaming`, SIZES[0]);
    const divider = page.getByRole('separator', { name: 'Resize the inspector' });
    const box = (await divider.boundingBox())!;
    const width = () =>
      page.locator('#inspector-pane').evaluate((el) => el.getBoundingClientRect().width);
    const w0 = await width();
    await page.mouse.move(box.x + box.width / 2, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + 200, { steps: 4 });
    await page.mouse.up();
    expect(Math.round((await width()) - w0)).toBe(60);
    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.context().close();
  });
});
