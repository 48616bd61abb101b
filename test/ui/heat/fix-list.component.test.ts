import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { Fix } from '../../../src/core/fixes/fix.ts';
import type { FixOutcome } from '../../../src/core/fixes/fix-outcome.ts';
import type { HeatState } from '../../../src/ui/heat-report/heat-state.svelte.ts';
import FixList from '../../../src/ui/heat/FixList.svelte';
import { fakeFix } from '../../helpers/fake-fix.ts';
import { mountComponent } from '../mount-component.ts';
import { FakeHeat } from './fake-heat.svelte.ts';

const shard: Fix = {
  ...fakeFix('shard'),
  kind: 'write-sharding',
  title: 'Shard the writes',
  summary: 'Add a suffix to the partition key.',
  notes: ['Readers query every shard.'],
  before: 2.2,
  estimate: 0.55
};
const cache: Fix = { ...fakeFix('cache', false), title: 'Cache the reads', before: 2.2 };

const fixes: FixOutcome = {
  peak: { where: 'table Shop', key: 'ORDER#1#3', utilization: 0.55 },
  patterns: [{ name: 'Orders of a day', state: 'multiplied', queries: 4, problem: '' }],
  over: false,
  breaks: [],
  multiplies: [],
  fixes: true
};
const breaks: FixOutcome = {
  peak: { where: 'table Shop', key: 'ORDER#1', utilization: 1.4 },
  patterns: [
    { name: 'Order by id', state: 'answered', queries: 1, problem: '' },
    { name: 'Orders of a day', state: 'broken', queries: 1, problem: 'no index has day' }
  ],
  over: true,
  breaks: ['Orders of a day'],
  multiplies: [],
  fixes: false
};

const setup = (list: readonly Fix[] = [shard, cache]) => {
  const heat = new FakeHeat(list);
  mountComponent(FixList, { heat: heat as unknown as HeatState });
  return { heat, preview: page.getByRole('button', { name: 'Preview' }) };
};

/** The preview area of the fix being previewed. */
const previewArea = () => page.getByRole('status');

describe('FixList (the heat fix preview)', () => {
  it('lists each fix with its title, summary and notes', async () => {
    setup();
    await expect.element(page.getByRole('heading', { name: 'Shard the writes' })).toBeVisible();
    await expect.element(page.getByText('Add a suffix to the partition key.')).toBeVisible();
    await expect.element(page.getByText('Readers query every shard.')).toBeVisible();
  });

  it("gives a fix's share now and its estimate after", async () => {
    setup([shard]);
    await expect.element(page.getByText('Now 220% of a partition; about 55% after.')).toBeVisible();
  });

  it('offers advice with no edit as advice, with nothing to preview or apply', async () => {
    setup([cache]);
    await expect.element(page.getByText(/Advice outside the table’s design/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('says there is no fix when there is none', async () => {
    setup([]);
    await expect
      .element(page.getByText('No fix to suggest: no key is near its partition’s ceiling.'))
      .toBeVisible();
  });

  it('asks for the preview of the fix whose Preview is pressed', async () => {
    const { heat, preview } = setup();
    await preview.click();
    await expect.element(page.getByRole('button', { name: 'Hide preview' })).toBeVisible();
    expect(heat.previewed).toEqual([shard]);
  });

  it('marks the previewed fix expanded', async () => {
    const { preview } = setup();
    await expect.element(preview).toHaveAttribute('aria-expanded', 'false');
    await preview.click();
    await expect
      .element(page.getByRole('button', { name: 'Hide preview' }))
      .toHaveAttribute('aria-expanded', 'true');
  });

  it('says it is working the fix out until the preview arrives', async () => {
    const { preview } = setup();
    await preview.click();
    await expect.element(previewArea()).toHaveTextContent('Working out the fix…');
  });

  it('shows a fix that fixes: the peak after it, under the ceiling', async () => {
    const { heat, preview } = setup();
    await preview.click();
    heat.arrive([{ tableName: 'Shop', index: null, peak: ['ORDER#1#3', 0.55] }], 0, fixes);
    const verdict = page.getByText(/^Peak after the fix:/);
    await expect.element(verdict).toHaveTextContent('ORDER#1#3 (table Shop) 55% of a partition');
    await expect
      .element(verdict)
      .toHaveTextContent('Under the ceiling, every access pattern answered as before.');
    await expect.element(verdict).not.toHaveClass('bad');
  });

  it('shows a fix that falls short as bad, still over the ceiling, naming what it breaks', async () => {
    const { heat, preview } = setup();
    await preview.click();
    heat.arrive([{ tableName: 'Shop', index: null, peak: ['ORDER#1', 1.4] }], 1, breaks);
    const verdict = page.getByText(/^Peak after the fix:/);
    await expect.element(verdict).toHaveTextContent('140% of a partition — still over the ceiling');
    await expect.element(verdict).toHaveTextContent('It breaks “Orders of a day”.');
    await expect.element(verdict).toHaveClass('bad');
  });

  it('gives the hottest key of each table and index after the fix', async () => {
    const { heat, preview } = setup();
    await preview.click();
    heat.arrive(
      [
        { tableName: 'Shop', index: null, peak: ['ORDER#1#3', 0.55] },
        { tableName: 'Shop', index: 'ByDay', peak: null }
      ],
      0,
      fixes
    );
    await expect.element(page.getByText('table Shop: ORDER#1#3 55%')).toBeVisible();
    await expect.element(page.getByText('index ByDay: no load')).toBeVisible();
  });

  it('says how every access pattern is answered after the fix', async () => {
    const { heat, preview } = setup();
    await preview.click();
    heat.arrive([{ tableName: 'Shop', index: null, peak: ['ORDER#1', 1.4] }], 1, breaks);
    const patterns = page.getByRole('list', { name: 'Access patterns after the fix' });
    await expect.element(patterns.getByText('“Order by id”: answered as one Query')).toBeVisible();
    await expect
      .element(patterns.getByText('“Orders of a day”: broken: no index has day'))
      .toHaveClass('over');
  });

  it('says a scatter-gather is multiplied, with its Query count', async () => {
    const { heat, preview } = setup();
    await preview.click();
    heat.arrive([{ tableName: 'Shop', index: null, peak: ['ORDER#1#3', 0.55] }], 0, fixes);
    await expect
      .element(page.getByText('“Orders of a day”: multiplied: needs 4 Queries (scatter-gather)'))
      .toBeVisible();
  });

  it('counts the hot-partition errors left after the fix', async () => {
    const { heat, preview } = setup();
    await preview.click();
    heat.arrive([{ tableName: 'Shop', index: null, peak: ['ORDER#1', 1.4] }], 2, breaks);
    await expect.element(previewArea()).toHaveTextContent('2 hot-partition errors after it.');
  });

  it('asks to stop previewing when Hide preview is pressed', async () => {
    const { heat, preview } = setup();
    await preview.click();
    await page.getByRole('button', { name: 'Hide preview' }).click();
    await expect.element(previewArea()).not.toBeInTheDocument();
    expect(heat.previewed).toEqual([shard, null]);
  });

  it('applies the fix whose Apply fix is pressed', async () => {
    const { heat } = setup();
    await page.getByRole('button', { name: 'Apply fix' }).click();
    expect(heat.applied).toEqual([shard]);
  });
});
