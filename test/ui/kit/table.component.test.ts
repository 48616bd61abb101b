import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mountComponent } from '../mount-component.ts';
import TableHarness from './TableHarness.svelte';

describe('Table', () => {
  it('is a table named by its caption', async () => {
    mountComponent(TableHarness, { caption: 'Indexes of Music' });
    await expect.element(page.getByRole('table', { name: 'Indexes of Music' })).toBeVisible();
  });

  it('shows its caption unless told to keep it for screen readers', async () => {
    mountComponent(TableHarness, { caption: 'Indexes of Music' });
    await expect.element(page.getByText('Indexes of Music')).not.toHaveClass('sr-only');
  });

  it('keeps its caption for screen readers only when hidden', async () => {
    mountComponent(TableHarness, { caption: 'Indexes', captionHidden: true });
    await expect.element(page.getByRole('table', { name: 'Indexes' })).toBeInTheDocument();
    await expect.element(page.getByText('Indexes', { exact: true })).toHaveClass('sr-only');
  });

  it('goes without a caption when given none', async () => {
    mountComponent(TableHarness, {});
    await expect.element(page.getByRole('table')).toBeVisible();
    expect(document.querySelector('caption')).toBeNull();
  });

  it('puts the header row in the head and the rows in the body', async () => {
    mountComponent(TableHarness, { caption: 'Indexes' });
    const table = page.getByRole('table').element() as HTMLTableElement;
    await expect.element(page.getByRole('columnheader', { name: 'Key' })).toBeVisible();
    expect(table.tHead?.rows).toHaveLength(1);
    expect(table.tBodies[0]?.rows).toHaveLength(2);
  });

  it('names each row by its row header', async () => {
    mountComponent(TableHarness, { caption: 'Indexes' });
    await expect.element(page.getByRole('rowheader', { name: 'GSI2' })).toBeVisible();
    await expect
      .element(page.getByRole('row', { name: 'GSI2' }))
      .toHaveTextContent('GSI2GSI2PK, GSI2SK');
  });

  it('rules a line under every cell when ruled', async () => {
    mountComponent(TableHarness, { caption: 'Indexes', ruled: true });
    const cell = page.getByRole('cell', { name: 'GSI1PK' }).element();
    expect(getComputedStyle(cell).borderBottomStyle).toBe('solid');
  });

  it('leaves its rows unruled otherwise, their names in plain type', async () => {
    mountComponent(TableHarness, { caption: 'Indexes' });
    const name = page.getByRole('rowheader', { name: 'GSI1' }).element();
    expect(getComputedStyle(name).borderBottomStyle).toBe('none');
    expect(getComputedStyle(name).fontWeight).toBe('400');
  });

  it('sets its cells left-aligned at the top, in small type', async () => {
    mountComponent(TableHarness, { caption: 'Indexes', ruled: true });
    const style = getComputedStyle(page.getByRole('cell', { name: 'GSI1PK' }).element());
    expect(style.textAlign).toBe('left');
    expect(style.verticalAlign).toBe('top');
    expect(parseFloat(style.fontSize)).toBeLessThan(16);
  });
});
