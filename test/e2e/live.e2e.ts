// The live studio in Chromium against a real dynalite on a free loopback port, seeded with the
// examples' tables (as `npm start` seeds its embedded one) and a larger table for Stop. The built
// app is served pointed at it the way `npm start` points the dev server: the endpoint in
// KEYSCOPE_LOCAL_DYNAMODB_ENDPOINT, written into the page by config/embedded-endpoint-plugin.ts.
import { createServer } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_SOURCES } from '../../config/csp.ts';
import { EMBEDDED_ENDPOINT_ENV } from '../../config/embedded-endpoint-plugin.ts';
import { seedLocalTable } from '../../scripts/seed-local-table.ts';
import { startDynalite, type LocalDynamo } from '../live/dynalite-server.ts';
import {
  findUnnamedControls,
  launchChromium,
  seriousA11yViolations,
  serveBuiltApp,
  watchPage,
  type PageProblems,
  type ServedApp
} from './browser.ts';
import { dialog, leftovers, listen, seedPagedTable, text } from './live-helpers.ts';
import { visibleRows } from './studio-helpers.ts';

const BIG = 'big-scan';
const BIG_ITEMS = 3000;
/** What the credentials test types, to look for afterwards. */
const SECRET = {
  accessKeyId: 'ASIAE2ETESTKEY7Q3W9X',
  secretAccessKey: 'e2e-secret-3f9d1c7a-never-store-me',
  sessionToken: 'e2e-session-token-b81e55-never-store-me'
};

let dynamo: LocalDynamo;
let app: ServedApp;
let browser: Browser;
const previous = process.env[EMBEDDED_ENDPOINT_ENV];

beforeAll(async () => {
  dynamo = await startDynalite();
  for (const example of ['gaming', 'library', 'todo-graph', 'people-music'])
    await seedLocalTable(dynamo.seeder, `public/examples/${example}.json`);
  await seedPagedTable(dynamo, BIG, BIG_ITEMS);
  process.env[EMBEDDED_ENDPOINT_ENV] = dynamo.url;
  app = await serveBuiltApp();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await dynamo?.close();
  if (previous === undefined) delete process.env[EMBEDDED_ENDPOINT_ENV];
  else process.env[EMBEDDED_ENDPOINT_ENV] = previous;
});

async function open(
  colorScheme: 'light' | 'dark' = 'light',
  hash = ''
): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    colorScheme,
    // The policy's Copy button writes to the clipboard; the test reads it back.
    permissions: ['clipboard-read', 'clipboard-write']
  });
  const page = await context.newPage();
  const problems = await watchPage(page);
  await page.goto(app.url + hash);
  if (hash) await page.locator('[role="table"] [role="row"]').first().waitFor();
  else await page.getByRole('button', { name: 'Connect…' }).waitFor();
  return { page, problems };
}

async function clean(page: Page, problems: PageProblems): Promise<void> {
  expect(problems.errors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
  await page.context().close();
}

/** Connect to the embedded table (the default choice) and describe `table`. */
async function connectEmbedded(page: Page, table: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect…' }).click();
  await expect
    .poll(() =>
      dialog(page)
        .getByRole('radio', { name: /The embedded local table/ })
        .isChecked()
    )
    .toBe(true);
  await dialog(page).getByRole('button', { name: 'Connect', exact: true }).click();
  await dialog(page).getByRole('radio', { name: table, exact: true }).check();
  await dialog(page)
    .getByRole('heading', { name: `Table ${table}` })
    .waitFor();
}

/** Every template field of the design editor, as `entity PK SK`. */
async function templates(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Map<string, Record<string, string>>();
    for (const input of document.querySelectorAll('input')) {
      const label = input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? '';
      // The label reads "PK" and, for screen readers, " template for Game".
      const m = /^(PK|SK)\s*template for (.+)$/.exec(label.replace(/\s+/g, ' ').trim());
      if (!m) continue;
      const row = out.get(m[2]!) ?? {};
      row[m[1]!] = input.value;
      out.set(m[2]!, row);
    }
    return [...out.values()].map((r) => `${r['PK']} ${r['SK']}`).sort();
  });
}

describe('live tables in the studio', () => {
  it('connects to the embedded table, loads the gaming table and infers its design', async () => {
    const { page, problems } = await open();
    // The live-table code (and the AWS SDK) is not loaded until Connect.
    const before = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name)
    );
    expect(before.some((n) => n.includes('live-module'))).toBe(false);
    await connectEmbedded(page, 'battle-royale');
    const after = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name)
    );
    expect(after.some((n) => n.includes('live-module'))).toBe(true);

    // The description: key schema, the inverted index and its projection, the item count.
    const d = dialog(page);
    await expect
      .poll(() => d.getByText('partition PK (S); sort SK (S)').first().isVisible())
      .toBe(true);
    await expect
      .poll(() => d.getByRole('rowheader', { name: /InvertedIndex/ }).isVisible())
      .toBe(true);
    await expect
      .poll(() => d.getByLabel('Cost of a full scan').textContent())
      .toMatch(/scan|size/i);
    // The least-privilege policy for the chosen table.
    await d.getByText('Least-privilege read-only IAM policy').click();
    const policy = await d.getByRole('textbox', { name: 'Policy JSON' }).inputValue();
    const [table, list] = JSON.parse(policy).Statement;
    expect(table.Action).toEqual([
      'dynamodb:DescribeTable',
      'dynamodb:Query',
      'dynamodb:Scan',
      'dynamodb:GetItem',
      'dynamodb:BatchGetItem'
    ]);
    expect(table.Resource[0]).toMatch(
      /^arn:aws:dynamodb:[a-z0-9-]+:(\d{12}|\*):table\/battle-royale$/
    );
    expect(table.Resource).toEqual([table.Resource[0], `${table.Resource[0]}/index/*`]);
    expect(list).toMatchObject({ Action: ['dynamodb:ListTables'], Resource: '*' });
    expect(await d.textContent()).toContain("IAM is your account's guarantee");
    // …and it copies, as shown.
    await d.getByRole('button', { name: 'Copy policy' }).click();
    await expect
      .poll(() => text(d.getByRole('status').filter({ hasText: 'Copied' })))
      .toBe('Copied the policy.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(policy);

    await d.getByRole('button', { name: 'Load', exact: true }).click();
    // The first items close the dialog and show in the Items view as collections.
    await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    const rows = await visibleRows(page);
    const collections = rows.filter((r) => r.kind === 'collection').map((r) => r.pk);
    expect(collections).toEqual(
      expect.arrayContaining([expect.stringMatching(/^GAME#/), expect.stringMatching(/^USER#/)])
    );

    // When the load ends the studio shows the inferred design: the gaming example's three
    // entities' templates (inference names the mapping from its words: GameUser).
    await expect
      .poll(() => templates(page))
      .toEqual([
        'GAME#${gameId} #METADATA#${gameId}',
        'GAME#${gameId} USER#${username}',
        'USER#${username} #METADATA#${username}'
      ]);
    // An item of the inferred design is shown as the table stores it, and said to be read.
    await page
      .getByRole('button', { name: /^Inspect item USER#[a-z_0-9]+ \/ #METADATA#/ })
      .first()
      .click();
    const inspector = page.getByRole('region', { name: 'Item' });
    const json = inspector.getByRole('textbox', { name: 'Item JSON' });
    await json.waitFor();
    expect(Object.keys(JSON.parse(await json.inputValue()))).toEqual(
      expect.arrayContaining(['username', 'email'])
    );
    expect(await text(inspector)).toContain(
      'Read from the live table, shown as it is stored there.'
    );
    expect(await text(inspector)).not.toContain('generated');
    // The graph draws the live table's inferred design too: its three entities, the mapping in
    // Game's collections, joined to User by the inverted index and by its sort key.
    await page.getByRole('tab', { name: 'Graph' }).click();
    const graph = page.getByRole('region', { name: 'Graph' });
    await graph.locator('[data-node]').first().waitFor();
    const drawn = await graph.locator('svg.drawing').evaluate((svg) => ({
      nodes: [...svg.querySelectorAll('[data-node]')].map((n) => n.getAttribute('data-node')!),
      edges: [...svg.querySelectorAll('.edge')].map((n) => n.getAttribute('aria-label')!)
    }));
    expect(drawn.nodes.sort()).toEqual(['Game', 'GameUser', 'User']);
    expect(drawn.edges).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GameUser items live in Game's item collections/),
        expect.stringMatching(/^index "InvertedIndex" puts each User's GameUser items in one/),
        expect.stringMatching(/^GameUser's SK "USER#\$\{username\}" names a User by username/)
      ])
    );
    await page.getByRole('tab', { name: 'Live' }).click();
    const inferred = page.getByRole('region', { name: 'Inferred design' });
    await expect
      .poll(() => text(inferred))
      .toMatch(/From 22 items: 3 entities, 0 items matching no template/);
    expect(await text(page.getByRole('status', { name: /progress/ }))).toMatch(
      /^Scan of battle-royale: 22 items, .* read units, 1 page — complete$/
    );
    // The live designs are read-only and never stored: nothing of the table is in the library.
    const gameTemplate = page.getByRole('textbox', { name: 'PK template for Game', exact: true });
    expect(await gameTemplate.isDisabled()).toBe(true);
    expect(await leftovers(page, ['c6f38a6a'])).toEqual([]);
    // "Open the inferred design": the user's own now, editable and kept in the library, its
    // templates alone (the table's items are stored only when the box is ticked).
    expect(
      await inferred.getByRole('checkbox', { name: /with the 22 items read/ }).isChecked()
    ).toBe(false);
    await inferred.getByRole('button', { name: 'Open the inferred design' }).click();
    await page.getByRole('tab', { name: 'Graph', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Items' }).click();
    await expect.poll(() => gameTemplate.isDisabled()).toBe(false);
    // The library holds its templates, and none of the table's values.
    await expect
      .poll(() => leftovers(page, ['#METADATA#${gameId}']))
      .toEqual(['IndexedDB keyscope-library']);
    expect(await leftovers(page, ['c6f38a6a', 'johnny'])).toEqual([]);
    await clean(page, problems);
  });

  it('lays the open gaming design over the live table: User, Game and UserGameMapping match', async () => {
    const { page, problems } = await open('light', '#example=gaming');
    await connectEmbedded(page, 'battle-royale');
    await dialog(page).getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Live' }).click();
    await page.getByRole('region', { name: 'Inferred design' }).waitFor();
    await page.getByRole('button', { name: /^Overlay "/ }).click();
    const overlay = page.getByRole('region', { name: 'Overlay a design' });
    await expect
      .poll(() => text(overlay))
      .toMatch(
        /over 22 items: User 6, Game 4, UserGameMapping 12; 0 unmatched, 0 matching several entities, 0 collisions/
      );
    // The studio now shows the overlay: the authored entities over the live items.
    await expect
      .poll(() => page.getByRole('radio', { name: 'The overlay' }).isChecked())
      .toBe(true);
    await page.getByRole('tab', { name: 'Items' }).click();
    await expect
      .poll(() => templates(page))
      .toEqual([
        'GAME#${gameId} #METADATA#${gameId}',
        'GAME#${gameId} USER#${username}',
        'USER#${username} #METADATA#${username}'
      ]);
    expect(
      await page
        .getByRole('textbox', { name: 'PK template for UserGameMapping', exact: true })
        .inputValue()
    ).toBe('GAME#${gameId}');
    await clean(page, problems);
  });

  it('stops a budgeted scan within a page, keeps what loaded and offers to resume', async () => {
    const { page, problems } = await open();
    await connectEmbedded(page, BIG);
    const d = dialog(page);
    await d.getByRole('textbox', { name: 'Read budget (read units per second)' }).fill('1');
    await d.getByRole('button', { name: 'Load', exact: true }).click();
    // The first page arrives; the budget then holds the next one back for minutes.
    const status = page.getByRole('banner').getByRole('status', { name: /progress/ });
    await expect.poll(() => text(status)).toMatch(/waiting .* for the read budget/);
    const loaded = Number((await text(status)).match(/([\d,]+) items/)![1]!.replace(/,/g, ''));
    expect(loaded).toBeGreaterThan(0);
    expect(loaded).toBeLessThan(BIG_ITEMS);
    await page.getByRole('banner').getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('tab', { name: 'Live' }).click();
    const progress = page.getByRole('status', { name: /Scan of big-scan progress/ });
    await expect.poll(() => text(progress)).toMatch(/— stopped$/);
    expect(await text(progress)).toContain(`${loaded.toLocaleString('en')} items`);
    await page.getByRole('button', { name: 'Resume from the last key' }).waitFor();
    // What loaded stays in the studio.
    await page.getByRole('tab', { name: 'Items' }).click();
    await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    await clean(page, problems);
  });

  it('loads one partition by Query with the sort key builder, and a table by parallel segments', async () => {
    const { page, problems } = await open();
    await connectEmbedded(page, 'battle-royale');
    const d = dialog(page);
    await d.getByRole('radio', { name: 'Query one partition' }).check();
    await d.getByRole('textbox', { name: /^Partition key PK/ }).fill('GAME#c6f38a6a');
    await d.getByRole('combobox', { name: 'Sort key condition' }).selectOption('begins_with');
    await d.getByRole('textbox', { name: 'Sort key value' }).fill('USER#');
    await d.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    // What DynamoDB itself answers to the same Query.
    const expected = await dynamo.seeder.send(
      new QueryCommand({
        TableName: 'battle-royale',
        KeyConditionExpression: 'PK = :p AND begins_with(SK, :s)',
        ExpressionAttributeValues: { ':p': { S: 'GAME#c6f38a6a' }, ':s': { S: 'USER#' } }
      })
    );
    expect(expected.Count).toBeGreaterThan(1);
    await page.getByRole('tab', { name: 'Live' }).click();
    const query = page.getByRole('status', { name: 'Query of battle-royale progress' });
    await expect
      .poll(() => text(query))
      .toMatch(new RegExp(`^Query of battle-royale: ${expected.Count} items, .* — complete$`));
    await page.getByRole('tab', { name: 'Items' }).click();
    await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    const rows = await visibleRows(page);
    expect(rows.filter((r) => r.kind === 'collection').map((r) => r.pk)).toEqual(['GAME#c6f38a6a']);
    const items = rows.filter((r) => r.kind === 'item' && r.pk !== '');
    expect(items).toHaveLength(expected.Count!);
    expect(items.map((r) => r.sk).sort()).toEqual(expected.Items!.map((i) => i['SK']!.S!).sort());

    // The big table in four parallel segments: every page, every segment, every item.
    await page.getByRole('button', { name: /^Live: / }).click();
    await d.getByRole('radio', { name: BIG, exact: true }).check();
    await d.getByRole('heading', { name: `Table ${BIG}` }).waitFor();
    await d.getByRole('spinbutton', { name: 'Parallel segments' }).fill('4');
    await d.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Live' }).click();
    const scan = page.getByRole('status', { name: `Scan of ${BIG} progress` });
    await expect
      .poll(() => text(scan))
      .toMatch(/^Scan of big-scan: 3,000 items, .* pages, 4 of 4 segments done — complete$/);
    // The inferred design holds each of them once: ORDER#… × LINE#… with no stray item.
    await expect
      .poll(() => text(page.getByRole('region', { name: 'Inferred design' })))
      .toMatch(/From 3,000 items: 1 entity, 0 items matching no template/);
    // Its templates read values no attribute spells: those are kept in the keys only, and each
    // item shows as the table stores it, with no invented attribute.
    expect(await text(page.getByRole('region', { name: 'Inferred design' }))).toMatch(
      /orderId S, in keys only/
    );
    await page.getByRole('tab', { name: 'Items' }).click();
    await expect
      .poll(() => templates(page))
      .toEqual([expect.stringMatching(/^ORDER#\$\{orderId\} LINE#/)]);
    await page
      .getByRole('button', { name: /^Inspect item ORDER#/ })
      .first()
      .click();
    const json = page
      .getByRole('region', { name: 'Item' })
      .getByRole('textbox', { name: 'Item JSON' });
    await json.waitFor();
    // (The keys are listed above it; the JSON holds the other attributes.)
    expect(Object.keys(JSON.parse(await json.inputValue()))).toEqual(['pad']);
    await clean(page, problems);
  });

  it('leaves no credential anywhere after disconnecting', async () => {
    const { page, problems } = await open();
    // Everything the page logs or throws, of any level, to look through afterwards.
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    page.on('pageerror', (e) => logged.push(`${e.message}\n${e.stack ?? ''}`));
    await page.getByRole('button', { name: 'Connect…' }).click();
    const d = dialog(page);
    await d.getByRole('radio', { name: /^An endpoint/ }).check();
    await d.getByRole('textbox', { name: 'Endpoint URL' }).fill(dynamo.url);
    // A long-term key is warned about.
    await d.getByRole('textbox', { name: 'Access key id' }).fill('AKIAIOSFODNN7EXAMPLE');
    await expect
      .poll(() => text(d.getByRole('alert').filter({ hasText: 'long-term access key' })))
      .toMatch(/^AKIA… is a long-term access key.*Prefer temporary credentials/);
    // `aws configure export-credentials --format process`, pasted: the fields fill, the paste box
    // empties, and the expiry is shown.
    const expires = new Date(Date.now() + 2 * 3600_000).toISOString();
    await d.getByRole('textbox', { name: /Paste "aws configure export-credentials"/ }).fill(
      JSON.stringify({
        Version: 1,
        AccessKeyId: SECRET.accessKeyId,
        SecretAccessKey: SECRET.secretAccessKey,
        SessionToken: SECRET.sessionToken,
        Expiration: expires
      })
    );
    await d.getByRole('button', { name: 'Read the paste' }).click();
    await expect
      .poll(() => text(d.getByRole('status').filter({ hasText: 'paste' })))
      .toBe('Read the credentials from the paste (--format process).');
    expect(await d.getByRole('textbox', { name: 'Access key id' }).inputValue()).toBe(
      SECRET.accessKeyId
    );
    expect(await d.getByRole('textbox', { name: 'Session token' }).inputValue()).toBe(
      SECRET.sessionToken
    );
    expect(await text(d)).toMatch(
      new RegExp(`These credentials expire at ${expires} \\(in (2 h|119 min)\\)`)
    );
    expect(await text(d)).not.toContain('long-term access key');
    await d.getByRole('button', { name: 'Connect', exact: true }).click();
    await d.getByRole('radio', { name: 'battle-royale', exact: true }).check();
    await d.getByRole('heading', { name: 'Table battle-royale' }).waitFor();
    // The fields are emptied once the connection holds the credentials; only a summary shows.
    expect(await text(d)).toContain(`signing as ASIA…3W9X (temporary), expires ${expires}`);
    await d.getByRole('button', { name: 'Load', exact: true }).click();
    await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    await page.getByRole('tab', { name: 'Live' }).click();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('Not connected: what was loaded stays.').waitFor();

    const values = Object.values(SECRET);
    // The search itself must find a planted value, or finding nothing proves nothing.
    await page.evaluate(async (marker) => {
      localStorage.setItem('probe', marker);
      await new Promise<void>((resolve) => {
        const req = indexedDB.open('probe-db', 1);
        req.onupgradeneeded = () => req.result.createObjectStore('s');
        req.onsuccess = () => {
          const tx = req.result.transaction('s', 'readwrite');
          tx.objectStore('s').put({ nested: [marker] }, 'k');
          tx.oncomplete = () => (req.result.close(), resolve());
        };
      });
    }, 'planted-marker-value');
    expect(await leftovers(page, ['planted-marker-value'])).toEqual([
      'localStorage',
      'IndexedDB probe-db'
    ]);
    await page.evaluate(() => {
      localStorage.removeItem('probe');
      indexedDB.deleteDatabase('probe-db');
    });
    expect(await leftovers(page, values)).toEqual([]);
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => values.some((v) => c.value.includes(v)))).toEqual([]);
    expect(values.some((v) => page.url().includes(v))).toBe(false);
    // Nor is it in the page any more (the fields were emptied).
    const html = await page.content();
    expect(values.filter((v) => html.includes(v))).toEqual([]);
    const fields = await page.evaluate(() =>
      [...document.querySelectorAll('input, textarea')].map((e) => (e as HTMLInputElement).value)
    );
    expect(fields.filter((f) => values.some((v) => f.includes(v)))).toEqual([]);
    // Nor in anything the page logged (the capture is checked to catch a log first).
    await page.evaluate(() => console.log('planted-marker-value'));
    await expect.poll(() => logged.includes('planted-marker-value')).toBe(true);
    expect(logged.filter((l) => values.some((v) => l.includes(v)))).toEqual([]);
    await clean(page, problems);
  });

  it('forgets the credentials when the page is left: those it signs with and those only typed', async () => {
    const { page, problems } = await open();
    const d = dialog(page);
    const fill = async () => {
      await d.getByRole('radio', { name: /^An endpoint/ }).check();
      await d.getByRole('textbox', { name: 'Endpoint URL' }).fill(dynamo.url);
      await d.getByRole('textbox', { name: 'Access key id' }).fill(SECRET.accessKeyId);
      await d.getByRole('textbox', { name: 'Secret access key' }).fill(SECRET.secretAccessKey);
      await d.getByRole('textbox', { name: 'Session token' }).fill(SECRET.sessionToken);
    };
    // Playwright runs Chromium without the back-forward cache, so a page being left (closed, or
    // put in that cache) is played by its event: the app's own listeners do the rest.
    const leave = () =>
      page.evaluate(() =>
        window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }))
      );

    await page.getByRole('button', { name: 'Connect…' }).click();
    await fill();
    await d.getByRole('button', { name: 'Connect', exact: true }).click();
    await d.getByRole('radio', { name: 'battle-royale', exact: true }).waitFor();
    expect(await text(d)).toContain('signing as ASIA…3W9X (temporary)');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Live: / }).waitFor();
    await leave();
    // Disconnected: the top bar offers Connect again, and it asks where to connect.
    await page.getByRole('button', { name: 'Connect…' }).click();
    await page.getByRole('dialog', { name: 'Connect to a live table' }).waitFor();

    // Typed and pasted, never sent: leaving forgets the fields and the paste box too.
    await fill();
    await d
      .getByRole('textbox', { name: /Paste "aws configure export-credentials"/ })
      .fill(`export AWS_SESSION_TOKEN=${SECRET.sessionToken}`);
    await leave();
    await expect.poll(() => d.count()).toBe(0);
    await page.getByRole('button', { name: 'Connect…' }).click();
    await d.getByRole('textbox', { name: 'Access key id' }).waitFor();
    const values = Object.values(SECRET);
    const fields = await d.evaluate((el) =>
      [...el.querySelectorAll('input, textarea')].map((e) => (e as HTMLInputElement).value)
    );
    // The endpoint is no secret and stays; the read found the dialog's fields.
    expect(fields).toContain(dynamo.url);
    expect(fields.filter((f) => values.some((v) => f.includes(v)))).toEqual([]);
    expect(values.filter((v) => fields.includes(v))).toEqual([]);
    expect(await leftovers(page, values)).toEqual([]);
    await clean(page, problems);
  });

  it('names a wrong endpoint and a CORS refusal with their fixes, then connects once fixed', async () => {
    // Nothing listens on a port just closed; the other server answers without CORS headers.
    const closed = await listen(createServer());
    await new Promise((r) => closed.server.close(r));
    const asked: string[] = [];
    const strict = await listen(
      createServer((req, res) => {
        asked.push(req.method ?? '');
        res.writeHead(200).end('{}');
      })
    );
    try {
      const { page, problems } = await open();
      await page.getByRole('button', { name: 'Connect…' }).click();
      const d = dialog(page);
      await d.getByRole('radio', { name: /^An endpoint/ }).check();
      const url = d.getByRole('textbox', { name: 'Endpoint URL' });
      const notice = d.getByRole('alert').filter({ hasText: 'Fix:' });

      await url.fill(closed.url);
      await d.getByRole('button', { name: 'Connect', exact: true }).click();
      await expect
        .poll(() => text(notice))
        .toMatch(
          new RegExp(
            `^Nothing answered\\. ${closed.url} did not answer ListTables .*Fix: Check the URL and that the emulator is running there`
          )
        );

      // A new URL clears what was said of the last one.
      await url.fill(strict.url);
      expect(await notice.count()).toBe(0);
      await d.getByRole('button', { name: 'Connect', exact: true }).click();
      const origin = new URL(app.url).origin;
      await expect.poll(() => text(notice)).toMatch(/^Refused by CORS\./);
      expect(await text(notice)).toContain(
        `${strict.url} answered, but refused this page's origin (${origin})`
      );
      expect(await text(notice)).toContain('DynamoDB Local: start it with "-cors *"');
      expect(await text(notice)).toContain(`LocalStack: set EXTRA_CORS_ALLOWED_ORIGINS=${origin}`);

      await url.fill(dynamo.url);
      await d.getByRole('button', { name: 'Connect', exact: true }).click();
      await d.getByRole('radio', { name: 'battle-royale', exact: true }).waitFor();
      expect(await notice.count()).toBe(0);
      // The browser reports the refused requests; nothing else went wrong.
      const expected = (e: string) =>
        e.includes(closed.url) ||
        e.includes(strict.url) ||
        /Failed to load resource: net::ERR_(CONNECTION_REFUSED|FAILED)/.test(e);
      // The browser refused the request (the live worker's, whose console the page cannot
      // read): the server was asked its CORS preflight, never the request itself.
      expect(problems.errors).toContain(`requestfailed: ${strict.url}/ net::ERR_FAILED`);
      expect(asked).toContain('OPTIONS');
      expect(asked).not.toContain('POST');
      problems.errors.splice(
        0,
        problems.errors.length,
        ...problems.errors.filter((e) => !expected(e))
      );
      await clean(page, problems);
    } finally {
      await new Promise((r) => strict.server.close(r));
    }
  });

  it('names a server that is not DynamoDB, and a credential no request could carry, before sending it', async () => {
    // A web server that answers every request, CORS included, with a page.
    const web = await listen(
      createServer((req, res) => {
        const cors = {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
          'Access-Control-Allow-Methods': 'POST, OPTIONS'
        };
        if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
        res.writeHead(200, { ...cors, 'Content-Type': 'text/html' }).end('<html>Welcome</html>');
      })
    );
    try {
      const { page, problems } = await open();
      await page.getByRole('button', { name: 'Connect…' }).click();
      const d = dialog(page);
      await d.getByRole('radio', { name: /^An endpoint/ }).check();
      await d.getByRole('textbox', { name: 'Endpoint URL' }).fill(web.url);
      const connect = d.getByRole('button', { name: 'Connect', exact: true });
      await connect.click();
      const notice = d.getByRole('alert').filter({ hasText: 'Fix:' });
      await expect
        .poll(() => text(notice))
        .toMatch(
          new RegExp(
            `^Not a DynamoDB endpoint\\. ${web.url} answered ListTables with HTTP 200, but not as DynamoDB does \\(the answer is not JSON\\)\\. Fix: Check the URL`
          )
        );
      // A session token pasted with an emoji in it: named, and Connect waits for a good one.
      await d.getByRole('textbox', { name: 'Access key id' }).fill('local');
      await d.getByRole('textbox', { name: 'Secret access key' }).fill('local');
      expect(await notice.count()).toBe(0);
      await d.getByRole('textbox', { name: 'Session token' }).fill('IQoJ\u{1F600}token');
      await expect
        .poll(() => text(d))
        .toContain(
          'The session token has a character AWS credentials never contain, at position 5'
        );
      expect(await connect.isDisabled()).toBe(true);
      await d.getByRole('textbox', { name: 'Session token' }).fill('IQoJtoken');
      expect(await connect.isDisabled()).toBe(false);
      await clean(page, problems);
    } finally {
      await new Promise((r) => web.server.close(r));
    }
  });

  it('calls only what connect-src allows: a target outside it refused before any request, the rest blocked by the browser', async () => {
    const { page, problems } = await open();
    // The built page carries exactly the sources config/csp.ts lists.
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    const connectSrc = policy!.split(';').find((d) => d.trim().startsWith('connect-src'));
    expect(connectSrc!.trim().split(/\s+/).slice(1)).toEqual([...CONNECT_SOURCES]);

    // The dialog names the refusal and sends nothing.
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.getByRole('button', { name: 'Connect…' }).click();
    const d = dialog(page);
    await d.getByRole('radio', { name: /^An endpoint/ }).check();
    await d.getByRole('textbox', { name: 'Endpoint URL' }).fill('http://192.168.1.2:8000');
    await expect
      .poll(() => text(d.getByRole('alert')))
      .toMatch(/Content-Security-Policy does not allow calls to http:\/\/192\.168\.1\.2:8000/);
    expect(await d.getByRole('button', { name: 'Connect', exact: true }).isDisabled()).toBe(true);
    expect(requests.filter((u) => u.includes('192.168.1.2'))).toEqual([]);

    // And were a request made anyway, the browser would refuse it: another loopback address,
    // where a DynamoDB is listening, is not in the policy.
    const other = dynamo.url.replace('127.0.0.1', '127.0.0.2');
    const refused = await page.evaluate(async (url) => {
      try {
        await fetch(url, { method: 'POST', body: '{}' });
        return 'sent';
      } catch (e) {
        return String(e);
      }
    }, other);
    expect(refused).toMatch(/TypeError/);
    await expect.poll(() => problems.cspViolations()).toEqual([`connect-src ${other}/`]);
    expect(problems.errors.every((e) => e.includes('127.0.0.2'))).toBe(true);
    await page.context().close();
  });

  it("reads in a worker that keeps the page's policy: a call outside connect-src is blocked there too", async () => {
    const { page, problems } = await open();
    await connectEmbedded(page, 'battle-royale');
    // The live worker (started from a blob: URL, so it takes the page's policy) did the reading.
    const live = page.workers().find((w) => w.url().startsWith('blob:'));
    expect(live).toBeDefined();
    const other = dynamo.url.replace('127.0.0.1', '127.0.0.2');
    const outcome = await live!.evaluate(async (url) => {
      const violation = new Promise<string>((resolve) =>
        self.addEventListener(
          'securitypolicyviolation',
          (e) => resolve(`${e.effectiveDirective} ${e.blockedURI}`),
          { once: true }
        )
      );
      let sent: string;
      try {
        await fetch(url, { method: 'POST', body: '{}' });
        sent = 'sent';
      } catch (e) {
        sent = String(e);
      }
      return { sent, violation: await violation };
    }, other);
    expect(outcome.sent).toMatch(/TypeError/);
    expect(outcome.violation).toBe(`connect-src ${other}/`);
    expect(problems.errors.every((e) => e.includes('127.0.0.2'))).toBe(true);
    await page.context().close();
  });

  it('opens and closes the connect dialog from the keyboard, focus going back', async () => {
    const { page, problems } = await open();
    const connect = page.getByRole('button', { name: 'Connect…' });
    await connect.focus();
    await page.keyboard.press('Enter');
    await dialog(page)
      .getByRole('radio', { name: /The embedded local table/ })
      .waitFor();
    // The page behind the modal dialog is inert: Tab never reaches it (past the dialog's last
    // control the browser's own UI may take focus, leaving the document with none).
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const outside = await page.evaluate(() => {
        const el = document.activeElement;
        return el && el !== document.body && !el.closest('dialog') ? el.outerHTML : null;
      });
      expect(outside).toBeNull();
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => connect.evaluate((b) => b === document.activeElement)).toBe(true);
    await clean(page, problems);
  });

  it.each(['light', 'dark'] as const)(
    'has no serious accessibility problem in the connect dialog and the Live view (%s)',
    async (scheme) => {
      const { page, problems } = await open(scheme);
      await page.getByRole('button', { name: 'Connect…' }).click();
      await dialog(page).getByRole('button', { name: 'Connect', exact: true }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog(page).getByRole('button', { name: 'Connect', exact: true }).click();
      await dialog(page).getByRole('radio', { name: 'battle-royale', exact: true }).check();
      await dialog(page).getByRole('heading', { name: 'Table battle-royale' }).waitFor();
      await dialog(page).getByText('Least-privilege read-only IAM policy').click();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await findUnnamedControls(page)).toEqual([]);
      await dialog(page).getByRole('button', { name: 'Load', exact: true }).click();
      await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
      await page.getByRole('tab', { name: 'Live' }).click();
      await page.getByRole('region', { name: 'Inferred design' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await findUnnamedControls(page)).toEqual([]);
      await clean(page, problems);
    }
  );
});
