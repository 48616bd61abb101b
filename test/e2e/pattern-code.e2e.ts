// Design to code, as a developer does it: the gaming example's "Find all games a user has
// played", copied from the studio's Code dialog, runs as it is (`node --import tsx q.ts`)
// against dynalite holding the example's table, and prints the items the studio showed.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLocalTable } from '../../scripts/seed-local-table.ts';
import { startDynalite, type LocalDynamo } from '../live/dynalite-server.ts';
import { useBuiltApp, watchPage } from './browser.ts';
import { openExample, visibleRows } from './studio-helpers.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** Inside the repository, so the program's imports resolve to its packages (git ignores it). */
const DIR = join(ROOT, 'node_modules/.cache/keyscope-e2e-code');

function run(file: string, endpoint: string): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      cwd: ROOT,
      env: {
        ...process.env,
        AWS_ENDPOINT_URL_DYNAMODB: endpoint,
        AWS_REGION: 'local',
        AWS_ACCESS_KEY_ID: 'local',
        AWS_SECRET_ACCESS_KEY: 'local',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true'
      }
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => done({ code: code ?? -1, out, err }));
  });
}

describe('an access pattern as code', () => {
  const env = useBuiltApp();
  let dynamo: LocalDynamo;
  beforeAll(async () => {
    dynamo = await startDynalite();
    await seedLocalTable(dynamo.seeder, 'public/examples/gaming.json');
    mkdirSync(DIR, { recursive: true });
  });
  afterAll(async () => {
    await dynamo?.close();
    rmSync(DIR, { recursive: true, force: true });
  });

  it('copied from the studio in TypeScript, runs as it is and prints the items the studio showed', async () => {
    const context = await env.browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: env.app.url.replace(/\/$/, '')
    });
    const page = await context.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Gaming (AWS workshop)');
    const name = 'Find all games a user has played';
    // What the studio shows the pattern returning: the ranked rows of its result.
    await page.getByRole('button', { name, exact: true }).click();
    await page.locator('[data-result-rank="1"]').waitFor();
    const shown = (await visibleRows(page)).filter((r) => r.rank !== null).map((r) => [r.pk, r.sk]);
    expect(shown.length).toBeGreaterThan(1);

    await page.getByRole('button', { name: `Code for “${name}”` }).click();
    const dialog = page.getByRole('dialog', { name: `Code for “${name}”` });
    await dialog.getByText('QueryCommand').first().waitFor();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByText('Copied to the clipboard.').waitFor();
    const code = await page.evaluate(() => navigator.clipboard.readText());
    expect(code).toContain("from '@aws-sdk/client-dynamodb'");
    // The endpoint and region come from the environment, never from the code.
    expect(code).not.toContain('127.0.0.1');

    const file = join(DIR, 'q.ts');
    writeFileSync(file, code);
    const result = await run(file, dynamo.url);
    expect(result.err).not.toMatch(/Error/);
    expect(result.code).toBe(0);
    const items = JSON.parse(result.out) as Record<string, { S?: string }>[];
    // The index's partition key is SK and its sort key PK: the rows show them in that order.
    expect(items.map((i) => [i['SK']!.S, i['PK']!.S])).toEqual(shown);

    // The entity libraries, from the same picker: the query on the exported module's entity.
    const language = dialog.getByRole('combobox', { name: 'Language' });
    await language.selectOption('electrodb');
    await dialog.getByText('.InvertedIndex({ username })').waitFor();
    await language.selectOption('toolbox');
    await dialog.getByText('entityAttrFilter: false,').waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('whose dialog cannot be loaded says so where Code was clicked, and opens after a reload', async () => {
    // No service worker: it would serve the chunk from its cache, past the route below.
    const context = await env.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const problems = await watchPage(page);
    let refuse = true;
    await page.route(/PatternCodeDialog-[\w-]+\.js$/, (route) =>
      refuse ? route.abort('internetdisconnected') : route.continue()
    );
    await page.goto(env.app.url);
    await openExample(page, 'Gaming (AWS workshop)');
    const name = 'Find all games a user has played';
    const code = page.getByRole('button', { name: `Code for “${name}”` });
    await code.click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'The Code dialog could not be loaded' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Reload the page to try again.');
    expect(await page.getByRole('dialog', { name: `Code for “${name}”` }).count()).toBe(0);

    refuse = false;
    await page.reload();
    await code.click();
    const dialog = page.getByRole('dialog', { name: `Code for “${name}”` });
    await dialog.getByText('QueryCommand').first().waitFor();
    expect(await alert.count()).toBe(0);
    // What the refused chunk and the blocked service worker log, and nothing else.
    const expected = [
      /^requestfailed: .*PatternCodeDialog-[\w-]+\.js net::ERR_INTERNET_DISCONNECTED$/,
      /^console\.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/,
      /^console\.warning: Service Worker registration blocked by Playwright$/
    ];
    expect(problems.errors.filter((e) => !expected.some((x) => x.test(e)))).toEqual([]);
    await context.close();
  });
});
