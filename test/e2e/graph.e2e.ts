import { readFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  findUnnamedControls,
  seriousA11yViolations,
  useBuiltApp,
  watchPage,
  type PageProblems
} from './browser.ts';
import { generateItems } from './studio-helpers.ts';

/** Open an example at 1280×720 and show its graph. */
async function openGraph(
  browser: ReturnType<typeof useBuiltApp>['browser'],
  url: string,
  example: string,
  colorScheme: 'light' | 'dark' = 'light'
): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, colorScheme });
  const page = await context.newPage();
  const problems = await watchPage(page);
  await page.goto(`${url}#example=${example}`);
  await page.locator('[role="table"] [role="row"]').first().waitFor();
  await page.getByRole('tab', { name: 'Graph' }).click();
  await graph(page).locator('[data-node]').first().waitFor();
  return { page, problems };
}

const graph = (page: Page) => page.getByRole('region', { name: 'Graph' });
const node = (page: Page, name: RegExp) => graph(page).getByRole('button', { name });
const edge = (page: Page, name: RegExp) => graph(page).getByRole('img', { name });

/** The accessible names of the graph's nodes and edges, as a screen reader gets them. */
function names(page: Page): Promise<{ nodes: string[]; edges: string[] }> {
  return graph(page)
    .locator('svg.drawing')
    .evaluate((svg) => ({
      nodes: [...svg.querySelectorAll('[data-node]')].map((n) => n.getAttribute('aria-label')!),
      edges: [...svg.querySelectorAll('.edge')].map((n) => n.getAttribute('aria-label')!)
    }));
}

async function download(page: Page, button: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    graph(page).getByRole('button', { name: button, exact: true }).click()
  ]);
  return readFileSync((await file.path())!);
}

async function clean(problems: PageProblems): Promise<void> {
  expect(problems.errors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
}

describe('the graph view', () => {
  const env = useBuiltApp();

  it("shows the gaming example's three entities and their edges, each with an accessible name", async () => {
    const { page, problems } = await openGraph(env.browser, env.app.url, 'gaming');
    const { nodes, edges } = await names(page);
    expect(nodes).toEqual([
      'entity User: 6 items in table "battle-royale", identified by username',
      'entity Game: 4 items in table "battle-royale", identified by gameId',
      'entity UserGameMapping: 12 items in table "battle-royale", identified by gameId and username'
    ]);
    // Shared collection, the reference to User, the inverted index, and the suggestion.
    await edge(page, /^UserGameMapping items live in Game's item collections/).waitFor();
    await edge(
      page,
      /^UserGameMapping's SK "USER#\$\{username\}" names a User by username/
    ).waitFor();
    await edge(page, /^index "InvertedIndex" puts each User's UserGameMapping items/).waitFor();
    await edge(page, /^Game's "creator" values are User ids/).waitFor();
    expect(edges).toHaveLength(4);
    expect(await findUnnamedControls(page)).toEqual([]);

    // One tab stop for the nodes; arrows move between them, Enter picks one.
    const first = node(page, /^entity User:/);
    await first.focus();
    expect(await first.getAttribute('tabindex')).toBe('0');
    const next = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(next).toMatch(/^entity User:/);
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      await page.keyboard.press(key);
      const at = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      if (at !== next) break;
    }
    const moved = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(moved).not.toBe(next);
    expect(moved).toMatch(/^entity /);
    await page.keyboard.press('Enter');
    await graph(page).locator('[data-node][aria-pressed="true"]').waitFor();
    await clean(problems);
    await page.context().close();
  });

  it('clicking Game lights its collections in the table; a collection or a pattern lights the graph', async () => {
    const { page, problems } = await openGraph(env.browser, env.app.url, 'gaming');
    await node(page, /^entity Game:/).click();
    await graph(page).locator('[data-node="Game"][aria-pressed="true"]').waitFor();
    await graph(page).getByRole('button', { name: 'Table beside' }).click();
    const headers = page.locator('[role="rowheader"]');
    await page
      .locator('[role="rowheader"][data-collection^="GAME#"][data-lit="true"]')
      .first()
      .waitFor();
    const lit = await headers.evaluateAll((hs) =>
      hs.map((h) => [h.getAttribute('data-collection'), h.getAttribute('data-lit')])
    );
    expect(lit.length).toBeGreaterThan(4);
    for (const [pk, on] of lit) expect(on).toBe(pk!.startsWith('GAME#') ? 'true' : 'false');
    // Game's items are marked too, UserGameMapping's in its collections are not.
    expect(await page.locator('.item.lit').count()).toBe(
      await page.locator('.item.lit[data-entity="Game"]').count()
    );
    expect(await page.locator('.item.lit').count()).toBeGreaterThan(0);

    // The Items tab shows the same lights.
    await page.getByRole('tab', { name: 'Items' }).click();
    await page
      .locator('[role="rowheader"][data-collection^="GAME#"][data-lit="true"]')
      .first()
      .waitFor();
    await page.getByRole('tab', { name: 'Graph' }).click();
    await node(page, /^entity Game:/).click();
    await graph(page).locator('[data-node][aria-pressed="true"]').waitFor({ state: 'detached' });

    // Selecting a collection in the table lights its entities and the edge between them.
    await page
      .locator('[role="rowheader"][data-collection^="GAME#"]')
      .first()
      .getByRole('button', { name: /^Select collection GAME#/ })
      .click();
    await node(page, /^entity Game: .*; selected$/).waitFor();
    await node(page, /^entity UserGameMapping: .*; selected$/).waitFor();
    expect(await node(page, /^entity User: .*selected/).count()).toBe(0);
    await edge(
      page,
      /^UserGameMapping items live in Game's item collections.*; selected$/
    ).waitFor();

    // Running "Find all users in a game" lights its path: the game, its mappings, their users.
    await page.getByRole('button', { name: 'Find all users in a game', exact: true }).click();
    await page.getByRole('tab', { name: 'Graph' }).click();
    for (const name of ['User', 'Game', 'UserGameMapping'])
      await node(page, new RegExp(`^entity ${name}: .*on the access pattern's path`)).waitFor();
    await edge(page, /names a User by username.*on the access pattern's path/).waitFor();
    await clean(problems);
    await page.context().close();
  });

  it("draws the to-do example's items as relationships: a METADATA node with an edge from each user", async () => {
    const { page, problems } = await openGraph(env.browser, env.app.url, 'todo-graph');
    await graph(page).getByRole('button', { name: 'Items', exact: true }).click();
    const metadata = node(page, /^metadata node METADATA: /);
    await metadata.waitFor();
    expect(await metadata.getAttribute('class')).toContain('metadata');
    for (const user of ['alex', 'barack'])
      await edge(page, new RegExp(`^1 UserMetadata item from USER#${user} to METADATA$`)).waitFor();
    const { nodes, edges } = await names(page);
    expect(nodes.filter((n) => n.startsWith('metadata node'))).toHaveLength(1);
    expect(edges.filter((e) => e.endsWith(' to METADATA'))).toHaveLength(2 + 3 + 3 + 4);
    // The reverse index redraws the same items the other way round.
    await graph(page)
      .getByRole('combobox', { name: 'Items of' })
      .selectOption({ label: 'GSI reverse (sk → pk)' });
    for (const user of ['alex', 'barack'])
      await edge(page, new RegExp(`^1 UserMetadata item from METADATA to USER#${user}$`)).waitFor();
    await clean(problems);
    await page.context().close();
  });

  it('drags a node to pin it, lights an item selected in the table, and resets to the seeded picture', async () => {
    const { page, problems } = await openGraph(env.browser, env.app.url, 'gaming');
    const game = node(page, /^entity Game:/);
    const spot = async () => {
      const box = (await game.locator('circle.body').boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const from = await spot();
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + 12 * i, from.y - 6 * i);
    await page.mouse.up();
    // Laid out again with Game pinned where it was dropped: it stays there.
    await expect
      .poll(async () => {
        const at = await spot();
        return Math.round(Math.hypot(at.x - from.x - 120, at.y - from.y + 60));
      })
      .toBeLessThan(3);
    // The drop did not also pick the entity.
    expect(await game.getAttribute('aria-pressed')).toBe('false');
    await graph(page).getByRole('button', { name: 'Reset layout' }).click();
    await expect.poll(async () => Math.round((await spot()).x - from.x)).not.toBe(120);

    // An item selected in the table lights its edge and both ends in the item graph.
    await graph(page).getByRole('button', { name: 'Items', exact: true }).click();
    await graph(page).getByRole('button', { name: 'Table beside' }).click();
    await page.getByRole('button', { name: 'Inspect item GAME#3d4285f0 / USER#bmiller' }).click();
    await node(page, /^node GAME#3d4285f0: .*; selected$/).waitFor();
    await node(page, /^node USER#bmiller: .*; selected$/).waitFor();
    await edge(
      page,
      /^1 UserGameMapping item from GAME#3d4285f0 to USER#bmiller; selected$/
    ).waitFor();
    // And a node of the item graph, activated, selects its first item in the table.
    await node(page, /^metadata node #METADATA#c6f38a6a: /).press('Enter');
    await page.locator('.item.selected[data-entity="Game"]').waitFor();
    await clean(problems);
    await page.context().close();
  });

  it('exports the picture as a valid SVG file holding the same nodes, and as a PNG, the same every time', async () => {
    const { page, problems } = await openGraph(env.browser, env.app.url, 'gaming');
    const svg = (await download(page, 'Export SVG')).toString('utf8');
    expect(XMLValidator.validate(svg)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, isArray: (n) => n === 'g' }).parse(
      svg
    ) as {
      svg: { g: { '@_class': string; g?: { '@_data-id': string; title: string }[] }[] };
    };
    const group = (c: string) => doc.svg.g.find((g) => g['@_class'] === c)!.g ?? [];
    const { nodes, edges } = await names(page);
    expect(group('nodes').map((g) => g.title)).toEqual(nodes);
    expect(group('nodes').map((g) => g['@_data-id'])).toEqual(['User', 'Game', 'UserGameMapping']);
    expect(group('edges').map((g) => g.title)).toEqual(edges);
    const png = await download(page, 'Export PNG');
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.length).toBeGreaterThan(2000);
    // Seeded: a fresh page gives the very same file.
    const again = await openGraph(env.browser, env.app.url, 'gaming');
    expect((await download(again.page, 'Export SVG')).toString('utf8')).toBe(svg);
    await clean(problems);
    await clean(again.problems);
    await again.page.context().close();
    await page.context().close();
  });

  it('shows findings on the nodes they concern', async () => {
    const { page, problems } = await openGraph(env.browser, env.app.url, 'library-author-only');
    await node(page, /^entity Book: .*; 3 errors: Book at BookTitle = /).waitFor();
    await graph(page).getByRole('button', { name: 'Items', exact: true }).click();
    await node(page, /^node Tides of Memory: .*1 error: /).waitFor();
    expect(await graph(page).locator('.badge.error').count()).toBeGreaterThan(1);
    await clean(problems);
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)(
    'axe finds no serious or critical problem on the graph view in the %s theme',
    async (scheme) => {
      const { page, problems } = await openGraph(env.browser, env.app.url, 'gaming', scheme);
      await node(page, /^entity Game:/).click();
      expect({ scheme, v: await seriousA11yViolations(page) }).toEqual({ scheme, v: [] });
      await graph(page).getByRole('button', { name: 'Items', exact: true }).click();
      await node(page, /^metadata node #METADATA#/)
        .first()
        .waitFor();
      await graph(page).getByRole('button', { name: 'Table beside' }).click();
      await page.locator('[role="table"] [role="row"]').first().waitFor();
      expect({ scheme, at: 'items', v: await seriousA11yViolations(page) }).toEqual({
        scheme,
        at: 'items',
        v: []
      });
      await clean(problems);
      await page.context().close();
    }
  );

  it('paints a large graph on a canvas that the keyboard and screen readers still reach', async () => {
    const { page, problems } = await openGraph(env.browser, env.app.url, 'gaming');
    await page.getByRole('spinbutton', { name: 'Items per entity' }).fill('400');
    await page.getByRole('button', { name: 'Generate items' }).click();
    await page.getByText(/1,222 items, analysed in the page/).waitFor();
    await graph(page).getByRole('button', { name: 'Items', exact: true }).click();
    await node(page, /^cluster of /)
      .first()
      .waitFor();
    await graph(page).getByRole('button', { name: 'Open all clusters' }).click();
    const canvas = graph(page).getByRole('listbox', {
      name: /as relationships: \d+ nodes, \d+ edges/
    });
    await canvas.waitFor();
    expect(await graph(page).locator('canvas').count()).toBe(1);
    const options = canvas.getByRole('option');
    expect(await options.count()).toBeGreaterThan(400);
    await canvas.focus();
    const before = await canvas.getAttribute('aria-activedescendant');
    await page.keyboard.press('End');
    const after = await canvas.getAttribute('aria-activedescendant');
    expect(after).not.toBe(before);
    const active = page.locator(`[id="${after}"]`);
    expect(await active.textContent()).toMatch(/^(metadata node|node) .+: \d+ items?/);
    await page.getByText(/: \d+ edges? — /).waitFor();
    await clean(problems);
    await page.context().close();
  });

  it('draws a design the worker holds from the worker, linked to the table alike', async () => {
    const { page, problems } = await openGraph(env.browser, env.app.url, 'gaming');
    await generateItems(page, 7000, '21,022');
    await node(page, /^entity Game: \d{4} items/).waitFor();
    await node(page, /^entity Game:/).click();
    await graph(page).getByRole('button', { name: 'Table beside' }).click();
    await page
      .locator('[role="rowheader"][data-collection^="GAME#"][data-lit="true"]')
      .first()
      .waitFor();
    await graph(page).getByRole('button', { name: 'Items', exact: true }).click();
    const cluster = node(page, /^cluster of \d+ nodes like USER#/).first();
    await cluster.waitFor();
    const shown = await graph(page).locator('[data-node]').count();
    expect(shown).toBeLessThan(100);
    await cluster.click();
    await expect.poll(() => graph(page).locator('[data-node]').count()).toBeGreaterThan(shown);
    await node(page, /^node USER#/)
      .first()
      .waitFor();
    await clean(problems);
    await page.context().close();
  });
});
