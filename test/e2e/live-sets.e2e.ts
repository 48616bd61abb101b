// Live loads as result sets, in Chromium against a real dynalite on a free loopback port (seeded
// as `npm start` seeds its embedded table), on the built app pointed at it the way `npm start`
// points the dev server: a Query leaves the Scan before it in place, every view says which set it
// shows and how much of it, and a set's `#live=` link, opened in a fresh tab, asks to connect and
// reads the same set.
import type { Page } from 'playwright-core';
import { QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { seedLocalTable } from '../../scripts/seed-local-table.ts';
import { startDynalite } from '../live/dynalite-server.ts';
import { useLiveApp } from './live-app.ts';
import { battleRoyalePages } from './battle-royale-pages.ts';
import { dialog, text } from './live-helpers.ts';
import { visibleRows } from './studio-helpers.ts';

const live = useLiveApp(async () => {
  const d = await startDynalite();
  await seedLocalTable(d.seeder, 'public/examples/gaming.json');
  return d;
});

const { open, clean, notice, connect } = battleRoyalePages(live);

/** What DynamoDB itself answers to the Query of one game's partition. */
async function game(id: string): Promise<number> {
  const out = await live.endpoint.seeder.send(
    new QueryCommand({
      TableName: 'battle-royale',
      KeyConditionExpression: 'PK = :p',
      ExpressionAttributeValues: { ':p': { S: `GAME#${id}` } }
    })
  );
  return out.Count!;
}

/** Connect and Scan battle-royale with a cap of 10 items, until the set says it is partial. */
async function scanTen(page: Page): Promise<void> {
  await connect(page);
  await dialog(page).getByRole('spinbutton', { name: 'At most (items)' }).fill('10');
  await dialog(page).getByRole('button', { name: 'Load', exact: true }).click();
  await expect.poll(() => text(notice(page))).toMatch(/^Scan of battle-royale — partial: 10 items/);
}

describe('live result sets', () => {
  it('keeps a partial Scan when a Query runs, and every view names the set it shows', async () => {
    const { page, problems } = await open();
    await connect(page);
    const d = dialog(page);
    // (dynalite's DescribeTable counts no items, as DynamoDB's may not for six hours: no "of ≈N".)
    await d.getByRole('spinbutton', { name: 'At most (items)' }).fill('10');
    await d.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    await expect
      .poll(() => text(notice(page)))
      .toMatch(
        /^Scan of battle-royale — partial: 10 items \(stopped at the item cap\)\. Counts, heat and findings here are of these items only\./
      );
    // The same notice over the Heat view: it is the page's, not one view's.
    await page.getByRole('tab', { name: 'Heat' }).click();
    await expect.poll(() => text(notice(page))).toMatch(/partial: 10 items/);

    await page.getByRole('button', { name: /^Live: / }).click();
    await d.getByRole('radio', { name: 'Query one partition' }).check();
    await d.getByRole('textbox', { name: /^Partition key PK/ }).fill('GAME#c6f38a6a');
    await d.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    const count = await game('c6f38a6a');
    await expect
      .poll(() => text(notice(page)))
      .toBe(
        `Query of battle-royale: PK = "GAME#c6f38a6a" — complete: ${count} items. 1 other set in the Live tab`
      );

    // The Scan is still there: shown again, with its 10 items, nothing read again.
    await page.getByRole('button', { name: '1 other set in the Live tab' }).click();
    const sets = page.getByRole('region', { name: 'Result sets' });
    expect(await sets.getByRole('button', { pressed: true }).allTextContents()).toEqual([
      'Query of battle-royale: PK = "GAME#c6f38a6a"'
    ]);
    await sets.getByRole('button', { name: 'Scan of battle-royale', exact: true }).click();
    await expect
      .poll(() => text(notice(page)))
      .toMatch(/^Scan of battle-royale — partial: 10 items/);
    await page.getByRole('tab', { name: 'Items' }).click();
    await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    await expect
      .poll(
        async () => (await visibleRows(page)).filter((r) => r.kind === 'item' && r.pk !== '').length
      )
      .toBe(10);

    // Closing the Query's set leaves the Scan; the last set cannot be closed.
    await page.getByRole('tab', { name: 'Live' }).click();
    await sets
      .getByRole('button', { name: 'Close Query of battle-royale: PK = "GAME#c6f38a6a"' })
      .click();
    await expect.poll(() => sets.getByRole('listitem').count()).toBe(1);
    expect(
      await sets.getByRole('button', { name: 'Close Scan of battle-royale' }).isDisabled()
    ).toBe(true);
    await clean(page, problems);
  });

  it('keeps where a load had got to across a reload, and reads on from there', async () => {
    const { page, problems } = await open();
    await scanTen(page);
    // Once its design is inferred the page is at rest (no worker starting that a reload would cut).
    await expect.poll(() => text(page.getByRole('banner'))).toMatch(/— inferred design/);

    // The page reloads (as after a crash): the items are gone, the start screen offers the place.
    expect(problems.errors).toEqual([]);
    // A request the reload itself cuts (the worker's script, say) is the reload's: watchPage
    // leaves it out.
    await page.reload();
    const places = page.getByRole('region', { name: 'Before this page reloaded' });
    await expect
      .poll(() => text(places.getByRole('listitem')))
      .toBe('Scan of battle-royale had read 10 items. Read on from there Forget');
    await places.getByRole('button', { name: 'Read on from there' }).click();
    const asked = page.getByRole('dialog', { name: 'Connect to a live table' });
    await expect
      .poll(() => text(asked.getByRole('status')))
      .toBe(
        'Before this page reloaded, Scan of battle-royale had read 10 items. Connect to read on from there: nothing is read until you do.'
      );
    await asked.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    // It reads the rest of the table: DynamoDB's own count less the 10 read before.
    const all = await live.endpoint.seeder.send(
      new ScanCommand({ TableName: 'battle-royale', Select: 'COUNT' })
    );
    await expect
      .poll(() => text(notice(page)))
      .toBe(
        `Scan of battle-royale, read on after 10 items — complete: ${all.Count! - 10} items. The Live tab`
      );
    await clean(page, problems);
  });

  it('exports of a partial set say where the items were read, and that they are partial', async () => {
    const { page, problems } = await open();
    await scanTen(page);
    await page.getByRole('button', { name: 'Share…' }).click();
    const menu = page.getByRole('dialog', { name: 'Share or export the design' });
    await menu.getByRole('combobox', { name: 'Format' }).selectOption({
      label: 'Keyscope design (JSON)'
    });
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      menu.getByRole('button', { name: 'Download' }).click()
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const design = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { description: string };
    expect(design.description).toMatch(
      /\n\nItems read from table "battle-royale" at embedded \(http:\/\/127\.0\.0\.1:\d+\): Scan of battle-royale — partial: 10 items \(stopped at the item cap\)\. What is drawn from the items holds for these items only\.$/
    );
    await clean(page, problems);
  });

  it('gets one item by its key as a set of its own', async () => {
    const { page, problems } = await open();
    await connect(page);
    const d = dialog(page);
    await d.getByRole('radio', { name: 'Get one item by its key' }).check();
    await d.getByRole('textbox', { name: /^Partition key PK/ }).fill('USER#johnny');
    await d.getByRole('textbox', { name: /^Sort key SK/ }).fill('#METADATA#johnny');
    await d.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    await expect
      .poll(() => text(notice(page)))
      .toBe(
        'GetItem of battle-royale: PK = "USER#johnny", SK = "#METADATA#johnny" — complete: 1 item. The Live tab'
      );
    await clean(page, problems);
  });

  it("opens a set's link in a fresh tab: it asks to connect, then reads the same set", async () => {
    const first = await open();
    await connect(first.page);
    const d = dialog(first.page);
    await d.getByRole('radio', { name: 'Query one partition' }).check();
    await d.getByRole('textbox', { name: /^Partition key PK/ }).fill('GAME#9e1c4b27');
    await d.getByRole('button', { name: 'Load', exact: true }).click();
    await first.page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    await first.page.getByRole('tab', { name: 'Live' }).click();
    const sets = first.page.getByRole('region', { name: 'Result sets' });
    await sets.getByText('Link', { exact: true }).click();
    const link = await sets.getByRole('textbox', { name: /A link to this set/ }).inputValue();
    expect(link).toBe(
      `${live.app.url}#live=1&target=embedded&table=battle-royale&read=query&pk=GAME%239e1c4b27`
    );
    await clean(first.page, first.problems);

    const { page, problems } = await open(link.slice(link.indexOf('#')));
    const asked = page.getByRole('dialog', { name: 'Connect to a live table' });
    await expect
      .poll(() => text(asked.getByRole('status')))
      .toBe(
        'A link asks to read a Query of table “battle-royale”. Connect to read it: the link holds no credentials, and nothing is read until you do.'
      );
    // Nothing was read before the user connected.
    expect(await page.getByRole('status', { name: 'Live result set' }).count()).toBe(0);
    await asked.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    const count = await game('9e1c4b27');
    await expect
      .poll(() => text(notice(page)))
      .toBe(
        `Query of battle-royale: PK = "GAME#9e1c4b27" — complete: ${count} items. The Live tab`
      );
    await clean(page, problems);
  });

  it('says why a link cannot be read, and reads nothing', async () => {
    const { page, problems } = await open(
      '#live=1&target=embedded&table=battle-royale&index=Gone&read=scan'
    );
    const asked = page.getByRole('dialog', { name: 'Connect to a live table' });
    await asked.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect
      .poll(() => text(page.getByRole('dialog').getByRole('alert')))
      .toBe(
        `This live link cannot be read: table "battle-royale" has no index "Gone" now; open the table's Load dialog to pick another.`
      );
    expect(await page.getByRole('status', { name: 'Live result set' }).count()).toBe(0);
    await clean(page, problems);
  });
  it("ranks a live set's heat by what was read: items and bytes, no made-up workload", async () => {
    const { page, problems } = await open('#live=1&target=embedded&table=battle-royale&read=scan');
    await page.getByRole('dialog').getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Heat' }).click();
    await expect.poll(() => text(page.getByRole('note'))).toMatch(/^Measured, not forecast\./);
    // The largest collection is the game DynamoDB itself counts most items in.
    const counts = await Promise.all(
      ['c6f38a6a', '0ab37cf1', '3d4285f0', '9e1c4b27'].map(
        async (id) => [id, await game(id)] as const
      )
    );
    const [largest, items] = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
    const bars = page.getByRole('list', { name: 'Largest partition keys' }).getByRole('listitem');
    await expect
      .poll(() => text(bars.first()))
      .toMatch(new RegExp(`^GAME#${largest} ${items} items · \\d+ B$`));
    // No cost or throughput from a workload nobody gave.
    expect(await page.getByText(/per month/).count()).toBe(0);
    expect(await page.getByText(/What if the traffic were/).count()).toBe(0);
    await clean(page, problems);
  });
});
