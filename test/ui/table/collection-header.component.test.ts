import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { HeaderRowData } from '../../../src/core/rows/view-rows.ts';
import CollectionHeader from '../../../src/ui/table/CollectionHeader.svelte';
import { mountComponent } from '../mount-component.ts';

const row = (over: Partial<HeaderRowData> = {}): HeaderRowData => ({
  kind: 'collection',
  row: 0,
  collection: 0,
  id: 'c0',
  pk: { text: 'USER#ada' },
  live: 3,
  bytes: 2048,
  collapsed: false,
  ...over
});

const setup = (
  over: Partial<HeaderRowData> = {},
  flags: { lit?: boolean; selected?: boolean } = {}
) => {
  const ontoggle = vi.fn<() => void>();
  const onselect = vi.fn<() => void>();
  const target = mountComponent(CollectionHeader, {
    row: row(over),
    lit: flags.lit ?? false,
    selected: flags.selected ?? false,
    ontoggle,
    onselect
  });
  return { ontoggle, onselect, header: target.querySelector<HTMLElement>('.collection')! };
};

describe("CollectionHeader (the table view's collection header)", () => {
  it('is the row header of its collection, known by its partition key', async () => {
    const { header } = setup();
    await expect
      .element(page.getByRole('rowheader'))
      .toHaveAttribute('data-collection', 'USER#ada');
    expect(header.dataset['lit']).toBe('false');
  });

  it('shows its partition key as the button that selects it', async () => {
    setup();
    await expect
      .element(page.getByRole('button', { name: 'Select collection USER#ada' }))
      .toHaveTextContent('USER#ada');
  });

  it('counts its items and their size', async () => {
    setup({ live: 3, bytes: 2048 });
    await expect.element(page.getByText('3 items · 2.0 KB')).toBeVisible();
  });

  it('says "item" for one item', async () => {
    setup({ live: 1, bytes: 100 });
    await expect.element(page.getByText(/^1 item · /)).toBeVisible();
  });

  it('offers to collapse an expanded collection', async () => {
    setup({ collapsed: false });
    const toggle = page.getByRole('button', { name: 'Collapse USER#ada' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.element(toggle).toHaveTextContent('▾');
  });

  it('offers to expand a collapsed collection', async () => {
    setup({ collapsed: true });
    const toggle = page.getByRole('button', { name: 'Expand USER#ada' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(toggle).toHaveTextContent('▸');
  });

  it('calls ontoggle, and only it, when the toggle is clicked', async () => {
    const { ontoggle, onselect } = setup();
    await page.getByRole('button', { name: 'Collapse USER#ada' }).click();
    expect(ontoggle).toHaveBeenCalledOnce();
    expect(onselect).not.toHaveBeenCalled();
  });

  it('calls onselect, and only it, when the partition key is clicked', async () => {
    const { ontoggle, onselect } = setup();
    await page.getByRole('button', { name: 'Select collection USER#ada' }).click();
    expect(onselect).toHaveBeenCalledOnce();
    expect(ontoggle).not.toHaveBeenCalled();
  });

  it('marks a selected collection pressed, without the pressed-button look', async () => {
    setup({}, { selected: true });
    const pk = page.getByRole('button', { name: 'Select collection USER#ada' });
    await expect.element(pk).toHaveAttribute('aria-pressed', 'true');
    expect(getComputedStyle(pk.element()).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  });

  it('is lit when it holds items of the entity picked in the graph', async () => {
    const { header } = setup({}, { lit: true });
    await expect.element(page.getByRole('rowheader')).toHaveAttribute('data-lit', 'true');
    expect(header.classList.contains('lit')).toBe(true);
  });

  it('names a long partition key cut short, and keeps it whole in its title', async () => {
    const long = `USER#${'x'.repeat(120)}`;
    setup({ pk: { text: long, title: long } });
    const pk = page.getByRole('button', { name: /^Select collection USER#x+…$/ });
    await expect.element(pk).toHaveAttribute('title', long);
  });

  it('shows no heat outside a studio', async () => {
    const { header } = setup();
    await expect.element(page.getByRole('rowheader')).toBeVisible();
    expect(header.querySelector('.heat')).toBeNull();
  });
});
