import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mountComponent } from '../mount-component.ts';
import RowsGateHarness from './RowsGateHarness.svelte';

const gateOf = (target: HTMLElement) => target.querySelector('.gate')!;

describe('RowsGate', () => {
  it("does not build the page's first table's rows in the task that mounts it", () => {
    const target = mountComponent(RowsGateHarness, { page: { paintedOnce: false } });
    expect(gateOf(target).getAttribute('data-ready')).toBe('false');
  });

  it("builds the page's first table's rows after a frame", async () => {
    mountComponent(RowsGateHarness, { page: { paintedOnce: false } });
    await expect.element(page.getByText('gate')).toHaveAttribute('data-ready', 'true');
  });

  it('builds the rows of a later table of the page at once', () => {
    const target = mountComponent(RowsGateHarness, { page: { paintedOnce: true } });
    expect(gateOf(target).getAttribute('data-ready')).toBe('true');
  });

  it('renders no overscan until its rows are painted', async () => {
    const target = mountComponent(RowsGateHarness, { page: { paintedOnce: true } });
    await expect.element(page.getByText('gate')).toHaveAttribute('data-ready', 'true');
    expect(gateOf(target).getAttribute('data-overscan')).toBe('0');
  });

  it('renders 8 rows of overscan from the frame after its rows are painted', async () => {
    mountComponent(RowsGateHarness, { page: { paintedOnce: false }, paint: true });
    await expect.element(page.getByText('gate')).toHaveAttribute('data-overscan', '8');
  });

  it('tells the page its rows were painted, so the next table builds its rows at once', async () => {
    const shared = { paintedOnce: false };
    mountComponent(RowsGateHarness, { page: shared, paint: true });
    await expect.element(page.getByText('gate')).toHaveAttribute('data-overscan', '8');
    expect(shared.paintedOnce).toBe(true);
  });
});
