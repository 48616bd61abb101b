// Presenter mode on a projector (1280×720, large type): every step of the gaming lesson shows the
// room its task, all of its checks and the table with at least eight whole rows and key columns
// whose headers are whole; the presenter keys switch what the room sees (task, table, graph,
// templates, heat), the hint and the solution show in place, and the ? sheet lists the keys.
// Also: key column headers are whole in the studio's own layout.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBuiltApp, watchPage, type PageProblems } from './browser.ts';
import { whollyInView } from './studio-helpers.ts';

async function openAt(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 720 }
): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = await watchPage(page);
  await page.goto(url);
  return { page, problems };
}

const pane = (page: Page) => page.getByRole('region', { name: 'Lesson', exact: true });
const table = (page: Page) => page.locator('[role="table"]');
async function onStep(page: Page, n: number, of: number): Promise<void> {
  await pane(page)
    .getByRole('heading', { level: 3 })
    .filter({ hasText: `Step ${n} of ${of}:` })
    .waitFor();
}

/** Enter presenter mode from the lesson pane, once the step's checks have run. */
async function present(page: Page): Promise<void> {
  await pane(page).locator('li.check[data-pass]').first().waitFor();
  await pane(page).getByRole('button', { name: 'Presenter mode' }).click();
  await page.getByRole('region', { name: 'Presenter mode' }).waitFor();
}

/** Item and collection rows of the table wholly on screen. */
async function rowsInView(page: Page): Promise<number> {
  await table(page).locator('[role="row"][aria-rowindex="2"]').waitFor();
  const rows = await table(page).locator('[role="row"]:not([aria-rowindex="1"])').all();
  let n = 0;
  for (const row of rows) if (await whollyInView(row)) n++;
  return n;
}

/** The key columns' headers (partition key, sort key, entity): each label's text, and whether it is cut. */
function keyHeaders(page: Page): Promise<{ text: string; cut: boolean }[]> {
  return table(page)
    .locator('[role="columnheader"] .label')
    .evaluateAll((labels) =>
      labels.slice(0, 3).map((l) => ({
        text: l.textContent ?? '',
        cut: l.scrollWidth > l.clientWidth + 1
      }))
    );
}

async function allInView(locators: Locator[]): Promise<boolean[]> {
  return Promise.all(locators.map((l) => whollyInView(l)));
}

describe('presenter mode', () => {
  const env = useBuiltApp();

  it.each([1, 2, 3, 4])(
    'gaming lesson step %i at 1280×720 in large type: the room sees the task, every check, 8+ table rows and whole key headers',
    async (n) => {
      const { page, problems } = await openAt(
        env.browser,
        `${env.app.url}#lesson=gaming-keys&step=${n}`
      );
      await onStep(page, n, 4);
      await present(page);
      expect(await page.evaluate(() => document.documentElement.className)).toMatch(/large-type/);
      // The top bar, the editor and the inspector make way for the room.
      expect(await page.locator('header.top-bar').count()).toBe(0);
      expect(await page.locator('#editor-pane').isVisible()).toBe(false);
      expect(await page.locator('#inspector-pane').isVisible()).toBe(false);

      const checks = await pane(page).locator('li.check').all();
      expect(checks.length).toBeGreaterThan(0);
      expect(
        await allInView([
          pane(page).getByRole('heading', { level: 3 }),
          pane(page).locator('.task'),
          ...checks
        ])
      ).toEqual(Array(checks.length + 2).fill(true));

      expect(await rowsInView(page)).toBeGreaterThanOrEqual(8);
      const heads = await keyHeaders(page);
      expect(heads.map((h) => h.text)).toEqual([
        'PK (partition key)',
        n === 1 ? '(no sort key)' : 'SK (sort key)',
        'Entity'
      ]);
      expect(heads.filter((h) => h.cut)).toEqual([]);
      for (const head of await table(page).locator('[role="columnheader"]').all())
        if ((await head.textContent())?.includes('(')) expect(await whollyInView(head)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollHeight === innerHeight)).toBe(
        true
      );
      expect(problems.errors).toEqual([]);
      await page.context().close();
    }
  );

  it('the keys switch what the room sees; the hint and the solution show in place; leaving brings the studio back', async () => {
    const { page, problems } = await openAt(
      env.browser,
      `${env.app.url}#lesson=gaming-keys&step=2`
    );
    await onStep(page, 2, 4);
    await present(page);
    const views = page.getByRole('group', { name: 'What the room sees' });
    const pressed = () => views.locator('button[aria-pressed="true"]').textContent();
    const templates = page.getByRole('textbox', { name: 'SK template for User', exact: true });
    const idea = pane(page).getByText('Profiles and games are read by their id alone');
    const graph = page.locator('[data-node]').first();
    const heat = page.getByTestId('heat-summary');

    // The step is about the table.
    expect(await pressed()).toBe('2 Table');
    expect(await table(page).isVisible()).toBe(true);
    expect(await idea.isVisible()).toBe(false);

    // 1: the step's text across the window, explanation and task side by side.
    await page.keyboard.press('1');
    await idea.waitFor();
    expect(await pressed()).toBe('1 Task');
    expect(await whollyInView(idea)).toBe(true);
    expect(await whollyInView(pane(page).locator('.task'))).toBe(true);
    expect(await table(page).isVisible()).toBe(false);
    expect(await templates.isVisible()).toBe(false);

    // 3: the graph beside the task.
    await page.keyboard.press('3');
    await graph.waitFor();
    expect(await pressed()).toBe('3 Graph');
    expect(await idea.isVisible()).toBe(false);
    expect(await whollyInView(pane(page).locator('.task'))).toBe(true);

    // 4: the key templates, to edit in front of the room.
    await page.keyboard.press('4');
    await templates.waitFor();
    expect(await whollyInView(templates)).toBe(true);
    expect(await graph.isVisible()).toBe(false);

    // 5: the heat.
    await page.keyboard.press('5');
    await heat.waitFor();
    expect(await pressed()).toBe('5 Heat');

    // 2: the table again; the view buttons do the same as the keys.
    await page.keyboard.press('2');
    await table(page).waitFor();
    await views.getByRole('button', { name: 'Graph' }).click();
    await graph.waitFor();
    await page.getByRole('region', { name: 'Presenter mode' }).focus();

    // H: the hint, in place under the checks.
    const hint = pane(page).locator('#lesson-hint');
    await page.keyboard.press('h');
    await hint.getByText('Fixed text costs the caller nothing').waitFor();
    expect(await whollyInView(hint)).toBe(true);
    await page.keyboard.press('h');
    await hint.waitFor({ state: 'hidden' });

    // S: the solution in place of the design, and said so above the task.
    await page.keyboard.press('s');
    const notice = pane(page).getByText("The studio shows this step's solution");
    await notice.waitFor();
    expect(await whollyInView(notice)).toBe(true);
    await page.keyboard.press('s');
    await notice.waitFor({ state: 'detached' });

    // Another step shows the view it is about.
    await page.keyboard.press('n');
    await onStep(page, 3, 4);
    expect(await pressed()).toBe('2 Table');
    await table(page).waitFor();

    // Leaving: the top bar, the panes and the tabs are back, the tab in front as before.
    await pane(page).getByRole('button', { name: 'Leave presenter mode' }).click();
    await page.locator('header.top-bar').waitFor();
    expect(await page.getByRole('tab', { name: 'Items' }).getAttribute('aria-selected')).toBe(
      'true'
    );
    expect(await page.locator('#editor-pane').isVisible()).toBe(true);
    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.context().close();
  });

  it('walks the gaming lesson at 1600×1000 with every view in reach', async () => {
    const { page, problems } = await openAt(
      env.browser,
      `${env.app.url}#lesson=gaming-keys&step=1`,
      { width: 1600, height: 1000 }
    );
    await onStep(page, 1, 4);
    await present(page);
    for (let n = 1; n <= 4; n++) {
      await onStep(page, n, 4);
      await pane(page).locator('li.check[data-pass]').first().waitFor();
      const checks = await pane(page).locator('li.check').all();
      expect(await allInView([pane(page).locator('.task'), ...checks])).toEqual(
        Array(checks.length + 1).fill(true)
      );
      expect(await rowsInView(page)).toBeGreaterThanOrEqual(12);
      expect((await keyHeaders(page)).filter((h) => h.cut)).toEqual([]);
      await page.keyboard.press('ArrowRight');
    }
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('the ? sheet lists the presenter keys', async () => {
    const { page } = await openAt(env.browser, `${env.app.url}#lesson=gaming-keys&step=1`);
    await onStep(page, 1, 4);
    await page.locator('body').press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.getByText("In a lesson's presenter mode").waitFor();
    await sheet.getByText('1 / 2 / 3 / 4 / 5', { exact: true }).waitFor();
    await sheet
      .getByText('show the room the task, the table, the graph, the key templates or the heat')
      .waitFor();
    await page.context().close();
  });
});

describe('the table view', () => {
  const env = useBuiltApp();

  it.each(['#example=gaming', '#lesson=gaming-keys&step=1', '#example=todo-graph'])(
    '%s at 1280×720: the key column headers are whole',
    async (hash) => {
      const { page } = await openAt(env.browser, `${env.app.url}${hash}`);
      await table(page).locator('[role="row"][aria-rowindex="2"]').waitFor();
      const heads = await keyHeaders(page);
      expect(heads.map((h) => h.text)).toEqual([
        expect.stringMatching(/\(partition key\)$/),
        expect.stringMatching(/sort key\)$/),
        'Entity'
      ]);
      expect(heads.filter((h) => h.cut)).toEqual([]);
      await page.context().close();
    }
  );
});
