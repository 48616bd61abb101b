// Files, links and imports in the built app: export then import gives the same design, every
// Workbench fixture shows every item, a link opens read-only in a fresh profile, hostile files
// corrupt nothing, and the new menus and panels pass axe in both themes.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION } from '../../src/core/formats/migrate-design.ts';
import { seriousA11yViolations, useBuiltApp, watchPage, type PageProblems } from './browser.ts';
import { allItemKeys, storedDesigns } from './library-helpers.ts';
import { generateItems, showOpenChoices } from './studio-helpers.ts';

const WORKBENCH = 'test/fixtures/workbench';

async function fresh(
  browser: Browser,
  url: string,
  colorScheme: 'light' | 'dark' = 'light'
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    colorScheme
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(url).origin
  });
  const page = await context.newPage();
  const problems = await watchPage(page);
  await page.goto(url);
  if (url.includes('#')) await page.locator('[role="table"] [role="row"]').first().waitFor();
  else await page.getByRole('list', { name: 'Example designs' }).waitFor();
  return { context, page, problems };
}

async function clean(problems: PageProblems): Promise<void> {
  expect(problems.errors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
}

/** Choose an export format in the Share… menu and download it; the file's name and text. */
async function download(
  page: Page,
  format: string,
  writtenAs?: string
): Promise<{ name: string; text: string }> {
  const menu = page.getByRole('dialog', { name: 'Share or export the design' });
  if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Share…' }).click();
  await menu.getByRole('combobox', { name: 'Format' }).selectOption({ label: format });
  if (writtenAs) await menu.getByRole('combobox', { name: 'Written as' }).selectOption(writtenAs);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    menu.getByRole('button', { name: 'Download' }).click()
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

async function importFile(page: Page, name: string, text: string | Buffer): Promise<void> {
  await showOpenChoices(page);
  const input = page.getByLabel(/Open a design file/);
  const buffer = typeof text === 'string' ? Buffer.from(text) : text;
  if (buffer.length <= 40 * 1024 * 1024) {
    await input.setInputFiles({ name, mimeType: 'application/json', buffer });
    return;
  }
  // Playwright passes large files by path.
  const dir = mkdtempSync(join(tmpdir(), 'keyscope-import-'));
  try {
    writeFileSync(join(dir, name), buffer);
    await input.setInputFiles(join(dir, name));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every item of every table, by table. */
async function everyItem(page: Page): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const choice = page.getByRole('combobox', { name: 'Table', exact: true });
  const tables = (await choice.count()) ? await choice.locator('option').allTextContents() : [''];
  for (const table of tables) {
    if (table) await choice.selectOption({ label: table });
    await page.locator('[role="table"] [role="row"]').first().waitFor();
    out[table] = await allItemKeys(page);
  }
  return out;
}

/** What a colleague sees of the open design: every item, the key templates, the access patterns and the heat. */
async function designSeen(page: Page): Promise<{
  rows: Record<string, string[]>;
  templates: string[];
  patterns: string[];
  heat: string;
}> {
  const rows = await everyItem(page);
  const templates = await page
    .locator('.key-templates fieldset')
    .evaluateAll((sets) =>
      sets.map(
        (f) =>
          `${f.querySelector('legend')?.textContent?.trim()}: ${[...f.querySelectorAll('input')].map((i) => i.value).join(' | ')}`
      )
    );
  const patterns = await page
    .getByRole('region', { name: 'Access patterns' })
    .locator('ul.patterns > li')
    .allTextContents();
  await page.getByRole('tab', { name: 'Heat' }).click();
  const heat = (await page.getByTestId('heat-summary').textContent()) ?? '';
  await page.getByRole('tab', { name: 'Items' }).click();
  await page.locator('[role="table"] [role="row"]').first().waitFor();
  return { rows, templates, patterns, heat };
}

type Opened = Awaited<ReturnType<typeof fresh>>;

/** The gaming example, freshly opened and not yet in the library. */
async function gamingNotSaved(browser: Browser, url: string, scheme: 'light' | 'dark') {
  const shown = await fresh(browser, `${url}#example=gaming`, scheme);
  await shown.page
    .getByRole('status', { name: 'Save state' })
    .getByText(/^Not in library/)
    .waitFor();
  return shown;
}

/** The gaming example, kept in the library (an example is kept from its first edit, or with Ctrl+S). */
async function gamingSaved(browser: Browser, url: string, scheme: 'light' | 'dark') {
  const shown = await gamingNotSaved(browser, url, scheme);
  await shown.page.keyboard.press('Control+s');
  await shown.page
    .getByRole('status', { name: 'Save state' })
    .getByText(/^Saved$/)
    .waitFor();
  return shown;
}

/** The gaming example with its Open… menu showing the library, and "Paste a design" open. */
async function openMenuWithLibrary(browser: Browser, url: string, scheme: 'light' | 'dark') {
  const shown = await gamingSaved(browser, url, scheme);
  await shown.page.getByRole('button', { name: 'Open…' }).click();
  await shown.page.getByRole('list', { name: 'Your designs' }).waitFor();
  await shown.page.getByText('Paste a design').click();
  return shown;
}

/**
 * The menus, panels and banners of sharing and importing, each reached from a fresh page: one
 * axe test per screen and theme, so each has its own limit and its own failure message.
 */
const NEW_SCREENS = new Map<
  string,
  (browser: Browser, url: string, scheme: 'light' | 'dark') => Promise<Opened>
>([
  ['the save state', gamingNotSaved],
  [
    'the share menu with a link and a download',
    async (browser, url, scheme) => {
      const shown = await gamingNotSaved(browser, url, scheme);
      const { page } = shown;
      await page.getByRole('button', { name: 'Share…' }).click();
      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.getByRole('textbox', { name: /Share link/ }).waitFor();
      await download(page, 'NoSQL Workbench model');
      return shown;
    }
  ],
  [
    'generated items',
    async (browser, url, scheme) => {
      const shown = await gamingNotSaved(browser, url, scheme);
      await shown.page.getByRole('spinbutton', { name: 'Items per entity' }).fill('50');
      await shown.page.getByRole('button', { name: 'Generate items' }).click();
      await shown.page.getByRole('group', { name: 'Generated items' }).waitFor();
      return shown;
    }
  ],
  ['the open menu with the library', openMenuWithLibrary],
  [
    'a failed import',
    async (browser, url, scheme) => {
      const shown = await openMenuWithLibrary(browser, url, scheme);
      await shown.page.getByLabel(/Open a design file/).setInputFiles({
        name: 'bad.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"ModelName":"m"}')
      });
      await shown.page.getByRole('alert', { name: 'Could not open the file' }).waitFor();
      return shown;
    }
  ],
  [
    'a design deleted, on the start screen with the library',
    async (browser, url, scheme) => {
      const shown = await gamingSaved(browser, url, scheme);
      const { page } = shown;
      await showOpenChoices(page);
      await page.getByRole('button', { name: 'Delete Battle royale gaming', exact: true }).click();
      await page.getByRole('status', { name: 'Deleted' }).waitFor();
      return shown;
    }
  ],
  [
    'a design from a link',
    async (browser, url, scheme) => {
      const from = await fresh(browser, `${url}#example=library`, scheme);
      await from.page.getByRole('button', { name: 'Share…' }).click();
      await from.page.getByRole('button', { name: 'Copy link' }).click();
      const link = await from.page.getByRole('textbox', { name: /Share link/ }).inputValue();
      await from.context.close();
      const shown = await fresh(browser, link, scheme);
      await shown.page.getByRole('region', { name: 'Design from a link' }).waitFor();
      return shown;
    }
  ]
]);

describe('files, links and imports', () => {
  const env = useBuiltApp();

  it('exports the native file, the Workbench model and CloudFormation; importing our own files gives the same design', async () => {
    const { context, page, problems } = await fresh(env.browser, `${env.app.url}#example=gaming`);
    const rows = await everyItem(page);
    const native = await download(page, 'Keyscope design (JSON)');
    expect(native.name).toBe('Battle-royale-gaming.keyscope.json');
    expect(JSON.parse(native.text)).toMatchObject({
      format: 'keyscope.design',
      version: CURRENT_VERSION
    });
    // Copy puts the same text on the clipboard.
    const menu = page.getByRole('dialog', { name: 'Share or export the design' });
    await menu.getByRole('button', { name: 'Copy', exact: true }).click();
    await menu.getByText(/^Copied Keyscope design/).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(native.text);

    const workbench = await download(page, 'NoSQL Workbench model');
    await menu
      .getByRole('list', { name: 'What this format leaves out' })
      .getByText(/templates/)
      .waitFor();
    expect(JSON.parse(workbench.text)).toMatchObject({ ModelMetadata: { Version: '3.0' } });
    const yaml = await download(page, 'CloudFormation template', 'yaml');
    expect(yaml.name).toBe('Battle-royale-gaming.cloudformation.yaml');
    expect(yaml.text).toContain('AWS::DynamoDB::Table');
    const terraform = await download(page, 'Terraform (HCL)');
    expect(terraform.text).toContain('resource "aws_dynamodb_table"');
    await page.keyboard.press('Escape');

    // Each import is a new design in the library; the open one stays as it was.
    await importFile(page, native.name, native.text);
    await page.getByRole('heading', { name: /Battle-royale-gaming.keyscope.json/ }).waitFor();
    expect(await everyItem(page)).toEqual(rows);
    await importFile(page, workbench.name, workbench.text);
    await page.getByRole('heading', { name: /NoSQL Workbench model/ }).waitFor();
    expect(await everyItem(page)).toEqual(rows);
    // The example itself, never edited, is not kept: the two imports are.
    await expect.poll(async () => (await storedDesigns(page)).length).toBe(2);
    await clean(problems);
    await context.close();
  });

  it('a Workbench export opens again as the same design, generated items included; each format shows its own notes', async () => {
    const { context, page, problems } = await fresh(env.browser, `${env.app.url}#example=gaming`);
    await page.getByRole('spinbutton', { name: 'Items per entity' }).fill('30');
    await page.getByRole('button', { name: 'Generate items' }).click();
    await page.getByRole('group', { name: 'Generated items' }).waitFor();
    const sent = await designSeen(page);
    // 22 items written in the example and 30 generated for each of its 3 entities.
    expect(Object.values(sent.rows).flat()).toHaveLength(112);
    expect(sent.templates).toEqual([
      'User: USER#${username} | #METADATA#${username}',
      'Game: GAME#${gameId} | #METADATA#${gameId}',
      'UserGameMapping: GAME#${gameId} | USER#${username}'
    ]);
    expect(sent.patterns).toHaveLength(4);
    expect(sent.heat).toMatch(/\d/);

    const menu = page.getByRole('dialog', { name: 'Share or export the design' });
    const notes = menu.getByRole('list', { name: 'What this format leaves out' });
    const workbench = await download(page, 'NoSQL Workbench model');
    await notes.getByText(/access patterns and the workload .* "Keyscope" field/).waitFor();
    await menu.getByText(/the 90 generated ones included/).waitFor();
    const model = JSON.parse(workbench.text) as {
      DataModel: { TableFacets: { KeyAttributeAlias: object; TableData: unknown[] }[] }[];
    };
    const facets = model.DataModel[0]!.TableFacets;
    expect(facets.reduce((n, f) => n + f.TableData.length, 0)).toBe(112);
    expect(facets[0]!.KeyAttributeAlias).toEqual({
      PartitionKeyAlias: 'USER#${username}',
      SortKeyAlias: '#METADATA#${username}'
    });
    // Another format shows none of the Workbench notes, then its own after its download.
    await menu
      .getByRole('combobox', { name: 'Format' })
      .selectOption({ label: 'Keyscope design (JSON)' });
    await notes.waitFor({ state: 'detached' });
    await menu.getByText(/^Downloaded/).waitFor({ state: 'detached' });
    await download(page, 'Keyscope design (JSON)');
    expect(await notes.locator('li').allTextContents()).toEqual([
      expect.stringMatching(/^nothing of the design is left out/)
    ]);
    await download(page, 'Terraform (HCL)');
    expect(await notes.locator('li').allTextContents()).toEqual([
      expect.stringMatching(/^only the tables are exported/)
    ]);
    await menu
      .getByRole('combobox', { name: 'Format' })
      .selectOption({ label: 'NoSQL Workbench model' });
    await notes
      .getByText(/"Keyscope" field/)
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    await importFile(page, workbench.name, workbench.text);
    await page.getByRole('heading', { name: /NoSQL Workbench model/ }).waitFor();
    expect(await designSeen(page)).toEqual(sent);
    await clean(problems);
    await context.close();
  });

  it('a Workbench export of a design analysed in the worker holds its generated items too', async () => {
    const { context, page, problems } = await fresh(env.browser, `${env.app.url}#example=gaming`);
    // Past the worker threshold the generated items live in the analysis worker only.
    await generateItems(page, 7000, '21,022', 120_000);
    const workbench = await download(page, 'NoSQL Workbench model');
    const model = JSON.parse(workbench.text) as {
      DataModel: { TableFacets: { TableData: unknown[] }[] }[];
    };
    expect(model.DataModel[0]!.TableFacets.map((f) => f.TableData.length)).toEqual([
      7006, 7004, 7012
    ]);
    await clean(problems);
    await context.close();
  }, 180_000);

  it('a CreateTable export asks which table when the design has several', async () => {
    const { context, page, problems } = await fresh(
      env.browser,
      `${env.app.url}#example=people-music`
    );
    await page.getByRole('button', { name: 'Share…' }).click();
    const menu = page.getByRole('dialog', { name: 'Share or export the design' });
    await menu
      .getByRole('combobox', { name: 'Format' })
      .selectOption({ label: 'CreateTable input (AWS CLI)' });
    await menu.getByRole('combobox', { name: 'Table' }).selectOption('Music');
    const file = await download(page, 'CreateTable input (AWS CLI)');
    expect(JSON.parse(file.text)).toMatchObject({ TableName: 'Music' });
    await clean(problems);
    await context.close();
  });

  it.each(readdirSync(WORKBENCH).filter((f) => f.endsWith('.json')))(
    'imports the NoSQL Workbench fixture %s and shows every item it holds',
    async (name) => {
      const { context, page, problems } = await fresh(env.browser, env.app.url);
      const text = readFileSync(`${WORKBENCH}/${name}`, 'utf8');
      // What the file holds, read here from its JSON: each table's own rows and its facets'.
      const model = JSON.parse(text) as {
        DataModel: {
          TableName: string;
          KeyAttributes: {
            PartitionKey: { AttributeName: string };
            SortKey?: { AttributeName: string };
          };
          TableData?: Record<string, Record<string, string>>[];
          TableFacets?: { TableData?: Record<string, Record<string, string>>[] }[];
        }[];
      };
      const expected: Record<string, string[]> = {};
      for (const t of model.DataModel) {
        const rows = [
          ...(t.TableData ?? []),
          ...(t.TableFacets ?? []).flatMap((f) => f.TableData ?? [])
        ];
        const key = (
          row: Record<string, Record<string, string>>,
          attr?: { AttributeName: string }
        ) => {
          const v = attr ? row[attr.AttributeName] : undefined;
          return v ? Object.values(v)[0]! : '';
        };
        expected[model.DataModel.length > 1 ? t.TableName : ''] = rows
          .map((r) => `${key(r, t.KeyAttributes.PartitionKey)}|${key(r, t.KeyAttributes.SortKey)}`)
          .sort();
      }
      await importFile(page, name, text);
      await page
        .getByRole('heading', { name: new RegExp(`${name} \\(NoSQL Workbench model\\)`) })
        .waitFor();
      expect(await everyItem(page)).toEqual(expected);
      await clean(problems);
      await context.close();
    }
  );

  it('a link opens in a fresh profile, read-only, the same design; "Save to my library" keeps it', async () => {
    const a = await fresh(env.browser, `${env.app.url}#example=gaming`);
    const rows = await everyItem(a.page);
    await a.page.getByRole('button', { name: 'Share…' }).click();
    await a.page.getByRole('button', { name: 'Copy link' }).click();
    const field = a.page.getByRole('textbox', { name: /Share link/ });
    const link = await field.inputValue();
    expect(link).toMatch(/#design=1\.[A-Za-z0-9_-]+$/);
    expect(link.length).toBeLessThan(3000);
    expect(await a.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await clean(a.problems);
    await a.context.close();

    const b = await fresh(env.browser, link);
    await b.page.getByRole('region', { name: 'Design from a link' }).waitFor();
    expect(await everyItem(b.page)).toEqual(rows);
    const template = b.page.getByRole('textbox', { name: 'PK template for Game', exact: true });
    expect(await template.isDisabled()).toBe(true);
    expect(await b.page.getByRole('button', { name: 'Add an access pattern' }).isDisabled()).toBe(
      true
    );
    expect(await storedDesigns(b.page)).toEqual([]);
    await b.page
      .getByRole('region', { name: 'Design from a link' })
      .getByRole('button', { name: 'Save to my library' })
      .click();
    await b.page.getByRole('region', { name: 'Design from a link' }).waitFor({ state: 'detached' });
    expect(await template.isDisabled()).toBe(false);
    await template.fill('MINE#${gameId}');
    await expect
      .poll(async () =>
        (await storedDesigns(b.page)).map((d) => [d.name, JSON.stringify(d.design)])
      )
      .toEqual([['Battle royale gaming', expect.stringContaining('MINE#${gameId}')]]);
    await b.page.reload();
    await b.page.locator('[role="table"] [role="row"]').first().waitFor();
    expect(await template.inputValue()).toBe('MINE#${gameId}');
    expect(await b.page.getByRole('region', { name: 'Design from a link' }).count()).toBe(0);
    await clean(b.problems);
    await b.context.close();
  });

  it('a link with generated items opens in a fresh profile with the same items, pattern results and heat; Generate stays enabled; saved, it is titled as a library design', async () => {
    // The shop of issue 19, without its settings: the sender generates in the studio.
    const { generation: _g, ...bare } = JSON.parse(
      readFileSync('test/fixtures/designs/v3-shop.json', 'utf8')
    );
    const a = await fresh(env.browser, env.app.url);
    await importFile(a.page, 'shop.json', JSON.stringify(bare));
    const status = (page: Page) => page.locator('[data-page-items]');
    await status(a.page).getByText('0 items,').waitFor();
    await a.page.getByRole('spinbutton', { name: 'Items per entity' }).fill('40');
    await a.page.getByRole('spinbutton', { name: 'Seed' }).fill('7');
    await a.page.getByRole('button', { name: 'Generate items' }).click();
    await status(a.page).getByText('120 items,').waitFor();
    await a.page.getByText('Value rules').click();
    const statuses = a.page.getByRole('textbox', { name: 'Order.status values' });
    expect(await statuses.inputValue()).toBe('PENDING, SHIPPED, DELIVERED, CANCELLED');
    await statuses.fill('NEW, PAID, SHIPPED');
    // Enter sets the rule; it does not generate another run.
    await statuses.press('Enter');
    expect(await a.page.getByRole('spinbutton', { name: 'Seed' }).inputValue()).toBe('7');
    // The note and the Seed field say the same seed.
    const note = (page: Page) => page.getByRole('group', { name: 'Generated items' });
    expect(await note(a.page).textContent()).toMatch(
      /120 generated items \(40 per entity, seed 7\)/
    );
    expect(await a.page.getByRole('spinbutton', { name: 'Seed' }).inputValue()).toBe('7');
    const patterns = (page: Page) => page.locator('[data-pattern-status]').allTextContents();
    const sent = await patterns(a.page);
    expect(sent.every((p) => !p.includes('Broken'))).toBe(true);
    const heat = async (page: Page) => {
      await page.getByRole('tab', { name: 'Heat' }).click();
      const text = (await page.getByTestId('heat-summary').textContent()) ?? '';
      await page.getByRole('tab', { name: 'Items' }).click();
      return text.replace(/\s+/g, ' ');
    };
    const sentHeat = await heat(a.page);
    const rows = await everyItem(a.page);
    await a.page.getByRole('button', { name: 'Share…' }).click();
    await a.page.getByRole('button', { name: 'Copy link' }).click();
    const link = await a.page.getByRole('textbox', { name: /Share link/ }).inputValue();
    // The settings travel, not the 120 items.
    expect(link.length).toBeLessThan(2000);
    await clean(a.problems);
    await a.context.close();

    const b = await fresh(env.browser, link);
    await b.page.getByRole('region', { name: 'Design from a link' }).waitFor();
    await status(b.page).getByText('120 items,').waitFor();
    expect(await everyItem(b.page)).toEqual(rows);
    expect(await patterns(b.page)).toEqual(sent);
    expect(await heat(b.page)).toBe(sentHeat);
    expect(await b.page.getByRole('spinbutton', { name: 'Seed' }).inputValue()).toBe('7');
    expect(await note(b.page).textContent()).toMatch(
      /120 generated items \(40 per entity, seed 7\)/
    );
    await b.page.getByText('Value rules').click();
    expect(await b.page.getByRole('textbox', { name: 'Order.status values' }).inputValue()).toBe(
      'NEW, PAID, SHIPPED'
    );
    const generate = b.page.getByRole('button', { name: 'Generate items' });
    expect(await generate.isDisabled()).toBe(false);
    const title = b.page.locator('.top-bar .title');
    expect(await title.textContent()).toMatch(/from a link \(read-only\)/);
    await b.page
      .getByRole('region', { name: 'Design from a link' })
      .getByRole('button', { name: 'Save to my library' })
      .click();
    await b.page.getByRole('region', { name: 'Design from a link' }).waitFor({ state: 'detached' });
    expect(await title.textContent()).not.toMatch(/from a link|read-only/);
    expect(await title.textContent()).toMatch(/your library/);
    const [stored] = await storedDesigns(b.page);
    expect(stored?.design).toMatchObject({
      generation: {
        runs: [{ perEntity: 40, seed: 7 }],
        rules: [{ entity: 'Order', attribute: 'status', values: ['NEW', 'PAID', 'SHIPPED'] }]
      }
    });
    await clean(b.problems);
    await b.context.close();
  }, 240_000);

  it('hostile imports corrupt neither the open design nor the library', async () => {
    const { context, page, problems } = await fresh(env.browser, `${env.app.url}#example=gaming`);
    await page
      .getByRole('textbox', { name: 'PK template for Game', exact: true })
      .fill('KEEP#${gameId}');
    await expect
      .poll(async () => JSON.stringify(await storedDesigns(page)))
      .toContain('KEEP#${gameId}');
    const stored = JSON.stringify(await storedDesigns(page));
    const before = await everyItem(page);
    const design = (extra: string) =>
      `{"format":"keyscope.design","version":1,"name":"Hostile",${extra},"entities":[],"accessPatterns":[]}`;
    const refused: [string, string | Buffer, RegExp][] = [
      [
        'wrong-types.json',
        '{"format":"keyscope.design","version":1,"name":5,"tables":"x","entities":{},"accessPatterns":7}',
        /"tables" must be an array/
      ],
      [
        'proto-only.json',
        '{"__proto__":{"format":"keyscope.design","polluted":true}}',
        /not a design/
      ],
      ['deep-array.json', '['.repeat(100_000) + ']'.repeat(100_000), /not a design|JSON/],
      [
        'not-utf8.json',
        Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]),
        /not valid UTF-8 at byte offset 2 \(line 1, column 3\): byte 0xFF/
      ],
      [
        'over-cap.json',
        Buffer.alloc(50 * 1024 * 1024 + 1, 0x20),
        /Keyscope imports designs up to 50.0 MB/
      ]
    ];
    for (const [name, text, why] of refused) {
      await importFile(page, name, text);
      const failed = page.getByRole('alert', { name: 'Could not open the file' });
      await failed.getByRole('heading', { name: `Could not open ${name}` }).waitFor();
      expect(await failed.textContent()).toMatch(why);
      expect(await failed.textContent()).toContain('the open design is as it was');
      expect(await everyItem(page)).toEqual(before);
      await failed.getByRole('button', { name: 'Dismiss' }).click();
    }
    // Hostile but readable: opened as new designs, with what was refused said, the rest kept.
    const opened: [string, string, RegExp][] = [
      [
        'proto-keys.json',
        design(
          '"__proto__":{"polluted":1},"tables":[{"name":"Things","partitionKey":{"name":"id","type":"S"},"items":[{"id":{"S":"a"},"__proto__":{"S":"x"},"constructor":{"S":"c"}}]}]'
        ),
        /./
      ],
      [
        'deep-item.json',
        design(
          `"tables":[{"name":"Things","partitionKey":{"name":"id","type":"S"},"items":[{"id":{"S":"ok"}},{"id":{"S":"deep"},"x":${'{"M":{"a":'.repeat(5000)}{"S":"z"}${'}}'.repeat(5000)}}]}]`
        ),
        /nested more than 32 levels/
      ],
      [
        'huge-array.json',
        design(
          `"tables":[{"name":"Things","partitionKey":{"name":"id","type":"S"},"items":[{"id":{"S":"ok"}},${Array(200_000).fill('1').join(',')}]}]`
        ),
        /expected an item object/
      ]
    ];
    for (const [name, text, finding] of opened) {
      await importFile(page, name, text);
      await page.getByRole('heading', { name: new RegExp(`Hostile — ${name}`) }).waitFor();
      await page.locator('[role="rowheader"]').first().waitFor();
      const loading = page.getByRole('heading', { name: `While loading ${name}` });
      if (finding.source !== '.') {
        await loading.waitFor();
        expect(await page.getByRole('region', { name: 'Inspector' }).textContent()).toMatch(
          finding
        );
      }
    }
    expect(await page.evaluate(() => ({}) as Record<string, unknown>)).toEqual({});
    expect(
      await page.evaluate(() => (Object.prototype as Record<string, unknown>)['polluted'])
    ).toBeUndefined();
    // The library holds the gaming design as it was, and each readable import as a design.
    await expect.poll(async () => (await storedDesigns(page)).length).toBe(4);
    const all = await storedDesigns(page);
    expect(JSON.stringify(all.filter((d) => d.name === 'Battle royale gaming'))).toBe(stored);
    const proto = all.find((d) => d.text.includes('constructor'))!;
    expect(proto.text).toContain('{"id":{"S":"a"},"__proto__":{"S":"x"},"constructor":{"S":"c"}}');
    await page.reload();
    await page.getByRole('heading', { name: /Hostile/ }).waitFor();
    await showOpenChoices(page);
    await page.getByRole('button', { name: 'Battle royale gaming', exact: true }).click();
    await page.getByRole('heading', { name: /Battle royale gaming/ }).waitFor();
    expect(await everyItem(page)).toEqual(before);
    await clean(problems);
    await context.close();
  });

  it.each(
    [...NEW_SCREENS.keys()].flatMap((screen) =>
      (['light', 'dark'] as const).map((scheme) => [scheme, screen] as const)
    )
  )('axe finds no serious or critical problem in the %s theme: %s', async (scheme, screen) => {
    const shown = await NEW_SCREENS.get(screen)!(env.browser, env.app.url, scheme);
    expect(await seriousA11yViolations(shown.page)).toEqual([]);
    await clean(shown.problems);
    await shown.context.close();
  });
});
