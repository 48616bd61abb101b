import { describe, expect, it } from 'vitest';
import { findUnnamedControls, watchPage, useBuiltApp } from './browser.ts';
import { generateItems, openExample, visibleRows } from './studio-helpers.ts';

const BIG = 450_000;

/**
 * One table; `entities` entities with the same templates (each pair can collide: a
 * template.overlap warning per pair), the first holding `items` items with distinct ids.
 */
function overlappingDesign(entities: number, items: number): string {
  return JSON.stringify({
    format: 'keyscope.design',
    version: 1,
    name: 'Overlaps at scale',
    tables: [{ name: 'Tbl', partitionKey: { name: 'PK', type: 'S' }, items: [] }],
    entities: Array.from({ length: entities }, (_, e) => ({
      name: `E${e}`,
      table: 'Tbl',
      attributes: [],
      keys: { PK: 'P#${id}' },
      items: e === 0 ? Array.from({ length: items }, (_, i) => ({ id: { S: `i${i}` } })) : []
    })),
    accessPatterns: []
  });
}

describe('the studio in worker mode works as on the page', () => {
  const env = useBuiltApp();

  it('30k items: the inspector shows an item (cut values too), edits it, and a finding reveals its item', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Gaming (AWS workshop)');
    const status = page.getByRole('status', { name: 'Analysis' });
    await generateItems(page, 10_000, '30,022');
    expect(await status.getAttribute('data-analysis-mode')).toBe('worker');
    expect(Number(await status.getAttribute('data-page-items'))).toBeLessThan(100);

    // The inspector describes an item the page does not hold.
    await page.getByRole('searchbox', { name: 'Jump to partition key' }).fill('USER#johnny');
    await page.getByRole('button', { name: 'Jump', exact: true }).click();
    await page.getByRole('button', { name: 'Inspect item USER#johnny / #METADATA#johnny' }).click();
    const inspector = page.getByRole('region', { name: 'Item' });
    const json = inspector.getByRole('textbox', { name: 'Item JSON' });
    await json.waitFor();
    expect(JSON.parse(await json.inputValue())).toMatchObject({
      name: { S: 'Johnny Park' },
      address: { M: { city: { S: 'Portland' } } }
    });
    await inspector.getByText('$.entities[0].items[0]', { exact: true }).waitFor();
    expect(await inspector.locator('dd').first().textContent()).toBe('USER#johnny');

    // Editing it in worker mode replays the edit in the worker.
    await inspector.getByRole('button', { name: 'Edit item' }).click();
    const editor = inspector.getByRole('textbox', { name: 'Item JSON (DynamoDB JSON)' });
    const edited = JSON.parse(await editor.inputValue()) as Record<string, unknown>;
    await editor.fill(JSON.stringify({ ...edited, name: { S: 'Johnny Edited' } }));
    await inspector.getByRole('button', { name: 'Save item' }).click();
    await page.locator('[data-worker-runs="2"]').waitFor();
    await page.getByRole('button', { name: 'Inspect item USER#johnny / #METADATA#johnny' }).click();
    await page.waitForFunction(() =>
      (
        document.querySelector('textarea[aria-label="Item JSON"]') as HTMLTextAreaElement | null
      )?.value.includes('Johnny Edited')
    );

    // An item over 400 KB is a finding about that item.
    await page.getByText('Add an item').click();
    await page
      .getByRole('textbox', { name: 'New item JSON (DynamoDB JSON)' })
      .fill(JSON.stringify({ username: { S: 'zz-big' }, bio: { S: 'b'.repeat(BIG) } }));
    await page.getByRole('button', { name: 'Add item', exact: true }).click();
    await page.locator('[data-worker-runs="3"]').waitFor();
    // Scroll away, select nothing: the finding must do both.
    await page.getByRole('searchbox', { name: 'Jump to partition key' }).fill('GAME#');
    await page.getByRole('button', { name: 'Jump', exact: true }).click();
    await page.locator('[role="rowheader"][data-collection^="GAME#"]').first().waitFor();
    const findings = page.getByRole('region', { name: /Findings/ });
    // Generated items never collide (issue 8): the big item's is the only finding.
    await findings
      .getByRole('group', { name: 'Pages of findings' })
      .getByText('1–1 of 1')
      .waitFor();
    const finding = findings.getByRole('button', { name: /User item is \d+ bytes/ });
    await finding.click();
    const selected = page.locator('.item.selected');
    await selected.waitFor();
    expect((await visibleRows(page)).some((r) => r.pk === 'USER#zz-big')).toBe(true);
    expect(await selected.locator('button.open').textContent()).toBe('USER#zz-big');
    // A new item goes after the User's 6 written items and before its generated ones, where
    // reopening the design (which generates after the written items) puts it too.
    await inspector.getByText('$.entities[0].items[6]', { exact: true }).waitFor();

    // Its 450 KB value arrives cut, with a note; the whole value on request.
    await inspector.getByText(/Long values are shown cut .*bio \(450,000 characters\)/).waitFor();
    const cut = JSON.parse(await json.inputValue()) as { bio: { S: string } };
    expect(cut.bio.S.length).toBeLessThan(70_000);
    expect(cut.bio.S.endsWith('…')).toBe(true);
    const showWhole = inspector.getByRole('button', { name: 'Show whole values' });
    await showWhole.click();
    await showWhole.waitFor({ state: 'detached' });
    const whole = JSON.parse(await json.inputValue()) as { bio: { S: string } };
    expect(whole.bio.S).toBe('b'.repeat(BIG));

    expect(await findUnnamedControls(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.close();
  });

  it('over a thousand findings in worker mode: the count is exact and every page is reachable', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await page.getByLabel(/Open a design file/).setInputFiles({
      name: 'overlaps.json',
      mimeType: 'application/json',
      buffer: Buffer.from(overlappingDesign(48, 20_500))
    });
    await page.getByText('20,500 items, analysed in a background worker.').waitFor();
    const pairs = (48 * 47) / 2;
    const findings = page.getByRole('region', { name: /Findings/ });
    await findings
      .getByRole('heading', { name: `Findings (0 errors, ${pairs.toLocaleString('en')} other)` })
      .waitFor();
    const pager = findings.getByRole('group', { name: 'Pages of findings' });
    const listed = findings.locator('ul.findings').first().getByRole('listitem');
    await pager.getByText(`1–100 of ${pairs.toLocaleString('en')}`).waitFor();
    expect(Math.ceil(pairs / 100)).toBe(12);
    expect(await listed.count()).toBe(100);

    // A page past the end, typed in, goes to the last page: the last pair of entities.
    const pageField = pager.getByRole('spinbutton', { name: 'Page of findings' });
    await pageField.fill('999');
    await pageField.press('Enter');
    await pager.getByText(`1,101–1,128 of 1,128`).waitFor();
    expect(await pageField.inputValue()).toBe('12');
    // Again while on the last page: the field still shows the page shown, not what was typed.
    await pageField.fill('999');
    await pageField.press('Enter');
    expect(await pageField.inputValue()).toBe('12');
    const lastFinding = listed.last();
    expect(await lastFinding.textContent()).toContain('entities "E46"');
    expect(await lastFinding.textContent()).toContain('"E47"');
    expect(await pager.getByRole('button', { name: 'Next findings' }).isDisabled()).toBe(true);
    // The pager works from the keyboard.
    await pager.getByRole('button', { name: 'Previous findings' }).focus();
    await page.keyboard.press('Enter');
    await pager.getByText(`1,001–1,100 of 1,128`).waitFor();
    expect(await listed.first().textContent()).toContain('entities "E31" (PK "P#${id}") and "E40"');
    expect(await findUnnamedControls(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  /**
   * A template edit that changes a view's sort key and nothing else it groups by re-sorts the
   * collections the last analysis built (resortedView). The new order must be DynamoDB's:
   * ascending by the keys' bytes (these keys are ASCII, where JavaScript's `<` is byte order).
   */
  async function sortKeysAfter(
    view: number,
    field: string,
    template: string,
    collection: string,
    prefix: string
  ): Promise<{ keys: string[]; errors: unknown[] }> {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Gaming (AWS workshop)');
    await generateItems(page, 10_000, '30,022');
    await page.getByRole('combobox', { name: 'View' }).selectOption({ index: view });
    await page.getByRole('textbox', { name: field, exact: true }).fill(template);
    await page.getByRole('searchbox', { name: 'Jump to partition key' }).fill(collection);
    await page.getByRole('button', { name: 'Jump', exact: true }).click();
    await page.waitForFunction(
      ([c, p]) =>
        [...document.querySelectorAll('[role="table"] [role="row"]')].some(
          (r) =>
            r.textContent?.includes(c!) &&
            r.querySelectorAll('[role="cell"]')[1]?.textContent?.trim().startsWith(p!)
        ),
      [collection, prefix]
    );
    const rows = await visibleRows(page);
    const keys = rows
      .filter((r) => r.kind === 'item' && r.pk === collection && r.entity === 'UserGameMapping')
      .map((r) => r.sk);
    await page.close();
    return { keys, errors: problems.errors };
  }

  it.each([
    {
      name: 'a sort key template edited re-sorts each collection of the table',
      view: 0,
      field: 'SK template for UserGameMapping',
      template: 'J#${joinedAt}#${username}',
      collection: 'GAME#0ab37cf1',
      prefix: 'J#',
      atLeast: 4
    },
    {
      name: 'a partition key template edited re-sorts each collection of the GSI it sorts',
      view: 1,
      field: 'PK template for UserGameMapping',
      template: 'GAME#${joinedAt}#${gameId}',
      collection: 'USER#ana_k',
      prefix: 'GAME#2',
      atLeast: 2
    }
  ])('30k items: $name, in byte order', async (c) => {
    const { keys, errors } = await sortKeysAfter(
      c.view,
      c.field,
      c.template,
      c.collection,
      c.prefix
    );
    expect(keys.length).toBeGreaterThanOrEqual(c.atLeast);
    expect(keys.every((k) => k.startsWith(c.prefix))).toBe(true);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(errors).toEqual([]);
  });
});
