// Finding what you look for in a live table, as a developer does: a FilterExpression built from
// fields, priced before it runs and answered by the server as DynamoDB answers it; a Query's
// filter on its own key refused before anything is read; a find in the items already loaded,
// which reads nothing. Against dynalite holding the gaming example's table.
import type { Page } from 'playwright-core';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { seedLocalTable } from '../../scripts/seed-local-table.ts';
import { startDynalite } from '../live/dynalite-server.ts';
import { useLiveApp } from './live-app.ts';
import { battleRoyalePages } from './battle-royale-pages.ts';
import { dialog, text } from './live-helpers.ts';

const live = useLiveApp(async () => {
  const d = await startDynalite();
  await seedLocalTable(d.seeder, 'public/examples/gaming.json');
  return d;
});

const { open, clean, notice, connect } = battleRoyalePages(live);
/** The Items view's count of what it shows. */
const shown = (page: Page) => text(page.getByText(/^\s*[\d,]+ collections, [\d,]+ items\s*$/));

/** What DynamoDB itself answers to a Scan with the filter: the keys of the matches. */
async function scanWhere(
  expression: string,
  values: Record<string, { N: string } | { S: string }>,
  names?: Record<string, string>
) {
  const out = await live.endpoint.seeder.send(
    new ScanCommand({
      TableName: 'battle-royale',
      FilterExpression: expression,
      ExpressionAttributeValues: values,
      ...(names ? { ExpressionAttributeNames: names } : {})
    })
  );
  return (out.Items ?? []).map((i) => `${i['PK']!.S} ${i['SK']!.S}`).sort();
}

describe('finding items in a live table', () => {
  it('runs a filter built from fields on the server, says what it costs first, and names the set by it', async () => {
    const { page, problems } = await open();
    await connect(page);
    const d = dialog(page);
    await d.getByRole('checkbox', { name: 'Filter on the server (FilterExpression)' }).check();
    await d.getByRole('textbox', { name: 'Condition 1: attribute' }).fill('wins');
    await d.getByRole('combobox', { name: 'Condition 1: operator' }).selectOption('>');
    await d.getByRole('combobox', { name: 'Condition 1: type' }).selectOption('N');
    await d.getByRole('textbox', { name: 'Condition 1: value' }).fill('10');
    // Priced before it runs: the reads are charged before the filter.
    expect(await text(d.getByLabel('What the filter costs'))).toMatch(
      /DynamoDB charges for every item read: this Scan costs what the same Scan without the filter costs/
    );
    await d.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    const truth = await scanWhere('wins > :w', { ':w': { N: '10' } });
    expect(truth.length).toBeGreaterThan(0);
    await expect
      .poll(() => text(notice(page)))
      .toBe(
        `Scan of battle-royale, where wins > 10 — filtered: ${truth.length} of 22 items read match the filter. Counts, heat and findings here are of these items only. The Live tab`
      );
    await expect.poll(() => shown(page)).toMatch(new RegExp(`, ${truth.length} items$`));
    await clean(page, problems);
  });

  it("opens a filtered set's link in a fresh tab and reads the same set", async () => {
    const first = await open();
    await connect(first.page);
    const d = dialog(first.page);
    await d.getByRole('checkbox', { name: 'Filter on the server (FilterExpression)' }).check();
    await d.getByRole('radio', { name: 'Write the expression' }).check();
    await d.getByRole('textbox', { name: 'FilterExpression' }).fill('#m = :m');
    await d.getByRole('textbox', { name: 'ExpressionAttributeNames (JSON)' }).fill('{"#m": "map"}');
    await d
      .getByRole('textbox', { name: 'ExpressionAttributeValues (DynamoDB JSON)' })
      .fill('{":m": {"S": "Green Grasslands"}}');
    await d.getByRole('button', { name: 'Load', exact: true }).click();
    await first.page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    await first.page.getByRole('tab', { name: 'Live' }).click();
    const sets = first.page.getByRole('region', { name: 'Result sets' });
    await sets.getByText('Link', { exact: true }).click();
    const link = await sets.getByRole('textbox', { name: /A link to this set/ }).inputValue();
    await clean(first.page, first.problems);

    const { page, problems } = await open(link.slice(link.indexOf('#')));
    await page
      .getByRole('dialog', { name: 'Connect to a live table' })
      .getByRole('button', { name: 'Connect', exact: true })
      .click();
    await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    const truth = await scanWhere('#m = :m', { ':m': { S: 'Green Grasslands' } }, { '#m': 'map' });
    await expect
      .poll(() => text(notice(page)))
      .toBe(
        `Scan of battle-royale, where map = "Green Grasslands" — filtered: ${truth.length} of 22 items read match the filter. Counts, heat and findings here are of these items only. The Live tab`
      );
    await clean(page, problems);
  });

  it("refuses a Query's filter on the queried key before anything is read", async () => {
    const { page, problems } = await open();
    await connect(page);
    const d = dialog(page);
    await d.getByRole('radio', { name: 'Query one partition' }).check();
    await d.getByRole('textbox', { name: /^Partition key PK/ }).fill('GAME#c6f38a6a');
    await d.getByRole('checkbox', { name: 'Filter on the server (FilterExpression)' }).check();
    await d.getByRole('textbox', { name: 'Condition 1: attribute' }).fill('SK');
    await d.getByRole('combobox', { name: 'Condition 1: operator' }).selectOption('begins_with');
    await d.getByRole('textbox', { name: 'Condition 1: value' }).fill('USER#');
    await expect
      .poll(() => text(d.getByRole('alert')))
      .toBe(
        'Filter Expression can only contain non-primary key attributes: Primary key attribute: SK'
      );
    expect(await d.getByRole('button', { name: 'Load', exact: true }).isDisabled()).toBe(true);
    await clean(page, problems);
  });

  it('finds in the loaded items without a read, over every view, until Show all', async () => {
    const { page, problems } = await open();
    await connect(page);
    await dialog(page).getByRole('button', { name: 'Load', exact: true }).click();
    await expect
      .poll(() => text(notice(page)))
      .toMatch(/^Scan of battle-royale — complete: 22 items\./);
    await page.getByRole('tab', { name: 'Live' }).click();
    await page.getByText(/^Find in the 22 loaded items/).click();
    // The attribute box suggests the names the table holds (a combobox).
    await page.getByRole('combobox', { name: 'Condition 1: attribute' }).fill('creator');
    await page.getByRole('textbox', { name: 'Condition 1: value' }).fill('johnny');
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(live.endpoint.url)) requests.push(r.url());
    });
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const truth = await scanWhere('creator = :c', { ':c': { S: 'johnny' } });
    expect(truth.length).toBeGreaterThan(0);
    await expect
      .poll(() => text(page.getByRole('status', { name: 'Found in the loaded items' })))
      .toBe(
        `The views show ${truth.length} of 22 loaded items, where creator = "johnny". Show all`
      );
    await expect
      .poll(() => text(notice(page)))
      .toMatch(
        new RegExp(
          `^Scan of battle-royale — complete: 22 items\\. Found ${truth.length} of the 22 loaded, where creator = "johnny"\\. Show all Counts, heat and findings here are of these items only\\.`
        )
      );
    await page.getByRole('tab', { name: 'Items' }).click();
    await expect.poll(() => shown(page)).toMatch(new RegExp(`, ${truth.length} items$`));
    expect(requests).toEqual([]);
    await notice(page).getByRole('button', { name: 'Show all' }).click();
    await expect.poll(() => shown(page)).toMatch(/, 22 items$/);
    await clean(page, problems);
  });
});
