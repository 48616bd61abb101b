import { describe, expect, it } from 'vitest';
import { findUnnamedControls, watchPage, useBuiltApp } from './browser.ts';
import { openExample, showOpenChoices, visibleRows } from './studio-helpers.ts';

describe('opening a design and reading its table view', () => {
  const env = useBuiltApp();

  /** The gaming example in its InvertedIndex view, and that index's projection control. */
  async function invertedIndex() {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(`${env.app.url}#example=gaming`);
    await page
      .getByRole('combobox', { name: 'View' })
      .selectOption({ label: 'GSI InvertedIndex (SK, PK)' });
    return { page, problems, projection: page.getByRole('combobox', { name: /Projection/ }) };
  }

  it('a #example=gaming link opens the gaming design: each GAME# collection starts with its #METADATA# item', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(`${env.app.url}#example=gaming`);
    await page.getByRole('heading', { name: /Battle royale gaming/ }).waitFor();
    await page.locator('[role="rowheader"][data-collection^="GAME#"]').first().waitFor();

    const rows = await visibleRows(page);
    const games = rows.filter((r) => r.kind === 'collection' && r.pk.startsWith('GAME#'));
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      const at = rows.indexOf(game);
      const items: typeof rows = [];
      for (let i = at + 1; i < rows.length && rows[i]!.kind === 'item'; i++) items.push(rows[i]!);
      expect(items[0]!.sk).toBe(`#METADATA#${game.pk.slice('GAME#'.length)}`);
      expect(items[0]!.entity).toBe('Game');
      expect(items.length).toBeGreaterThan(1);
      for (const rest of items.slice(1)) {
        expect(rest.sk.startsWith('USER#')).toBe(true);
        expect(rest.entity).toBe('UserGameMapping');
      }
      // The header counts the items and sizes the collection.
      expect(game.text).toMatch(new RegExp(`${items.length} items · \\d+ B`));
    }
    // Entities are colour-coded with a legend.
    const legend = page.getByRole('list', { name: 'Entity colours' });
    for (const name of ['User', 'Game', 'UserGameMapping']) {
      await legend.getByText(name, { exact: true }).waitFor();
    }
    expect(await findUnnamedControls(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.close();
  });

  it('switching to the InvertedIndex groups one user’s games together and reports absent items', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Gaming (AWS workshop)');
    await page
      .getByRole('combobox', { name: 'View' })
      .selectOption({ label: 'GSI InvertedIndex (SK, PK)' });
    // The view is virtualized: jump to the user's collection to bring it into the DOM.
    await page.getByRole('searchbox', { name: 'Jump to partition key' }).fill('USER#johnny');
    await page.getByRole('button', { name: 'Jump', exact: true }).click();
    await page.locator('[role="rowheader"][data-collection="USER#johnny"]').waitFor();

    const rows = await visibleRows(page);
    const at = rows.findIndex((r) => r.kind === 'collection' && r.pk === 'USER#johnny');
    const games: string[] = [];
    for (let i = at + 1; i < rows.length && rows[i]!.kind === 'item'; i++) {
      expect(rows[i]!.entity).toBe('UserGameMapping');
      games.push(rows[i]!.sk);
    }
    expect(games.length).toBeGreaterThan(1);
    expect(games.every((g) => g.startsWith('GAME#'))).toBe(true);
    expect([...games].sort()).toEqual(games);

    // Sparse membership: the metadata items are in the index too, nothing is absent here.
    await page.getByText('0 items are not in index InvertedIndex').waitFor();
    const toggle = page.getByRole('button', { name: 'Collapse USER#johnny' });
    await toggle.click();
    await page.getByRole('button', { name: 'Expand USER#johnny' }).waitFor();
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('an index projecting less than the whole item shows, and says, only what its entries hold', async () => {
    const { page, problems, projection } = await invertedIndex();
    const columns = page.locator('[role="columnheader"]');
    const columnNames = async () => (await columns.allTextContents()).map((t) => t.trim());
    const game = page.locator('[role="row"]', { hasText: 'GAME#0ab37cf1' }).first();
    // ALL: the game's own attributes are columns, and its row has their cells.
    await expect.poll(() => columnNames()).toContain('map');
    await expect.poll(() => game.textContent()).toMatch(/Dirty Desert/);
    await projection.selectOption({ label: 'INCLUDE (keys and listed attributes)' });
    const include = page.getByRole('textbox', { name: /Non-key attributes/ });
    await include.fill('map');
    await include.press('Enter');
    // INCLUDE map: the keys and map, nothing else of the game.
    const holds = page.getByText(/^INCLUDE: entries hold/);
    await expect.poll(() => holds.textContent()).toBe('INCLUDE: entries hold PK, SK and map');
    await expect.poll(() => columnNames()).not.toContain('gameId');
    await expect.poll(() => columnNames()).toContain('map');
    await expect.poll(() => game.textContent()).not.toMatch(/chen88/);
    expect(await game.textContent()).toMatch(/Dirty Desert/);
    await projection.selectOption({ label: 'KEYS_ONLY (table and index keys)' });
    // KEYS_ONLY: the keys are all an entry holds, as a Query of the index returns it.
    await page.getByText('KEYS_ONLY: entries hold PK and SK only').waitFor();
    await expect.poll(() => columnNames()).not.toContain('map');
    expect(await game.textContent()).not.toMatch(/Dirty Desert/);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('the inspector shows an item whole, and says what the index in view holds of it when that is less', async () => {
    const { page, problems, projection } = await invertedIndex();
    await projection.selectOption({ label: 'KEYS_ONLY (table and index keys)' });
    await page.getByText('KEYS_ONLY: entries hold PK and SK only').waitFor();
    await page
      .getByRole('button', { name: 'Inspect item #METADATA#0ab37cf1 / GAME#0ab37cf1' })
      .click();
    const inspector = page.locator('#inspector-pane');
    const json = inspector.getByRole('textbox', { name: 'Item JSON' });
    await expect.poll(() => json.inputValue()).toMatch(/Dirty Desert/);
    const note = inspector.locator('#inspector-holds');
    expect((await note.textContent())!.replace(/\s+/g, ' ').trim()).toBe(
      'The whole item, as the table holds it. Index InvertedIndex holds less (KEYS_ONLY: entries hold PK and SK only): a Query of it returns only those.'
    );
    expect(await json.getAttribute('aria-describedby')).toBe('inspector-holds');
    // ALL: the index holds the whole item, and there is nothing to say.
    await projection.selectOption({ label: 'ALL (every attribute)' });
    await expect.poll(() => note.count()).toBe(0);
    expect(await json.inputValue()).toMatch(/Dirty Desert/);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('opens a blank design and a dropped-in file, showing what loading found', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await page.getByRole('button', { name: 'New blank design' }).click();
    await page.getByRole('heading', { name: /Untitled design/ }).waitFor();

    const design = {
      format: 'keyscope.design',
      version: 1,
      name: 'From a file',
      tables: [
        {
          name: 'Things',
          partitionKey: { name: 'id', type: 'S' },
          items: [{ id: { S: 'a' } }, { id: { X: 1 } }]
        }
      ],
      entities: [],
      accessPatterns: []
    };
    await showOpenChoices(page);
    await page.getByLabel(/Open a design file/).setInputFiles({
      name: 'things.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(design))
    });
    await page.getByRole('heading', { name: /From a file/ }).waitFor();
    await page.getByRole('heading', { name: 'While loading things.json' }).waitFor();
    await page.locator('[role="rowheader"][data-collection="a"]').waitFor();
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('an example clicked while an older tab holds the library up stays open, keeps what is typed, and is saved once that tab lets go', async () => {
    const context = await env.browser.newContext();
    // A tab of the build before (library version 2) holds up the library's upgrade, as a slow
    // disk on a busy machine did: the examples are listed and clicked before the library is ready.
    const holder = await context.newPage();
    await holder.goto(`${env.app.url}favicon.svg`);
    await holder.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const request = indexedDB.open('keyscope-library', 2);
          request.onupgradeneeded = () => {
            const db = request.result;
            db.createObjectStore('entries', { keyPath: 'id' }).createIndex(
              'updatedAt',
              'updatedAt'
            );
            db.createObjectStore('designs', { keyPath: 'id' });
            db.createObjectStore('progress', { keyPath: 'lessonId' });
          };
          request.onsuccess = () => resolve();
        })
    );
    const page = await context.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await page.getByText(/another Keyscope tab still has it open/).waitFor();
    await openExample(page, 'Gaming (AWS workshop)');
    const field = page.getByRole('textbox', { name: 'New entity name' });
    await field.fill('Tournament');
    await holder.close();
    await page.getByRole('button', { name: 'Add entity', exact: true }).click();
    await page.getByRole('group', { name: 'Tournament', exact: true }).waitFor();
    await expect.poll(() => page.getByText('Saved', { exact: true }).count()).toBe(1);
    expect(await page.getByText(/another Keyscope tab still has it open/).count()).toBe(0);
    // Opened once: one design in the library, the example with the entity added.
    await showOpenChoices(page);
    const yours = page.getByRole('list', { name: 'Your designs' }).getByRole('listitem');
    await yours.first().waitFor();
    expect(await yours.count()).toBe(1);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
