// A sample of a large table, as a developer takes one: the synthetic 2,000,000-item table, the
// Load dialog's "Sample the whole table", and every view labelled with what the sample is; the
// inferred entities' counts in the whole table are checked against the generator itself.
import { describe, expect, it } from 'vitest';
import { sampleEstimate } from '../../src/core/reading/sample-estimate.ts';
import { sampledSegments } from '../../src/core/result-sets/sampled-segments.ts';
import { decodeLiveLink } from '../../src/core/result-sets/decode-live-link.ts';
import { startSyntheticTable } from '../live/synthetic-table.ts';
import { watchPage } from './browser.ts';
import { useLiveApp } from './live-app.ts';
import { dialog, text } from './live-helpers.ts';

const ITEMS = 2_000_000;
const live = useLiveApp(() => startSyntheticTable({ name: 'orders', items: ITEMS, seed: 1 }));
const n = (v: number) => v.toLocaleString('en');

describe('a sample of a live table', () => {
  it('reads drawn segments from their starts, says so over every view, and estimates the whole', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const problems = await watchPage(page);
    await page.goto(live.app.url);
    await page.getByRole('button', { name: 'Connect…' }).click();
    const d = dialog(page);
    await d.getByRole('button', { name: 'Connect', exact: true }).click();
    await d.getByRole('radio', { name: 'orders', exact: true }).check();
    await d.getByRole('heading', { name: 'Table orders' }).waitFor();
    await d.getByRole('radio', { name: 'Sample the whole table' }).check();
    await d.getByLabel('At most (items)').fill('20000');
    await d.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();

    // 64 segments of 1,000, 312 items from the start of each (the cap shared between them).
    const notice = page.getByRole('status', { name: 'Live result set' });
    await expect
      .poll(() => text(notice))
      .toBe(
        'Sample of orders: 64 of 1,000 segments — sample: 19,968 items from 64 of 1,000 segments, ≈1.0 % of ≈2,000,000 items. Counts, heat and findings here are of these items only. The Live tab'
      );
    await expect.poll(() => text(page.getByRole('banner'))).toMatch(/— inferred design/);

    // The segments the link names, and what the generator puts at the start of each.
    await page.getByRole('tab', { name: 'Live' }).click();
    const sets = page.getByRole('region', { name: 'Result sets' });
    await sets.getByText('Link', { exact: true }).click();
    const link = await sets.getByRole('textbox', { name: /A link to this set/ }).inputValue();
    const decoded = decodeLiveLink(link.slice(link.indexOf('#')));
    if (!decoded?.ok || decoded.link.read.kind !== 'scan' || !decoded.link.read.sample)
      throw new Error(`not a sample's link: ${link}`);
    const { count, seed } = decoded.link.read.sample;
    const clusters = sampledSegments(1000, count, seed).map((s) => {
      const start = Math.floor((s * ITEMS) / 1000);
      let hits = 0;
      // Every 40th item is a customer's profile: the Customer entity inferred.
      for (let i = start; i < start + 312; i++) if (i % 40 === 0) hits++;
      return { items: 312, hits };
    });
    const customers = sampleEstimate(clusters, ITEMS, { count: 64, of: 1000 })!;
    const row = page
      .getByRole('table', { name: 'Inferred entities' })
      .getByRole('row', { name: /^Customer / });
    // The Items cell and the estimate beside it, as the generator's own count makes them.
    const hits = clusters.reduce((t, c) => t + c.hits, 0);
    await expect
      .poll(async () => (await row.getByRole('cell').allTextContents()).map((c) => c.trim()))
      .toEqual(
        expect.arrayContaining([
          n(hits),
          `≈${n(customers.estimate)} (${n(customers.low!)}–${n(customers.high!)})`
        ])
      );
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
