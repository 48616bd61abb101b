import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mountComponent } from '../mount-component.ts';
import ToolbarHarness from './ToolbarHarness.svelte';

const bar = () => document.querySelector<HTMLElement>('.demo-toolbar')!;
const px = (value: string) => parseFloat(value);

describe('Toolbar', () => {
  it('holds its controls, each label naming its own', async () => {
    mountComponent(ToolbarHarness, {});
    await expect.element(page.getByRole('combobox', { name: 'View' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Collapse all' })).toBeVisible();
  });

  it('sets its controls in one row', async () => {
    mountComponent(ToolbarHarness, {});
    const select = page.getByRole('combobox', { name: 'View' }).element().getBoundingClientRect();
    const button = page.getByRole('button').element().getBoundingClientRect();
    expect(button.left).toBeGreaterThan(select.right);
    expect(button.top).toBeLessThan(select.bottom);
  });

  it('sets a label beside its control, in small type', async () => {
    mountComponent(ToolbarHarness, {});
    const label = bar().querySelector('label')!;
    const box = label.getBoundingClientRect();
    const select = label.querySelector('select')!.getBoundingClientRect();
    expect(select.left).toBeGreaterThan(box.left + 20);
    expect(select.bottom).toBeGreaterThanOrEqual(box.bottom - 1);
    expect(px(getComputedStyle(label).fontSize)).toBeLessThan(16);
  });

  it('is no group for screen readers unless labelled', async () => {
    mountComponent(ToolbarHarness, {});
    await expect.element(page.getByRole('combobox')).toBeVisible();
    expect(bar().getAttribute('role')).toBeNull();
  });

  it('is a group named by its label when labelled', async () => {
    mountComponent(ToolbarHarness, { label: 'Graph controls' });
    await expect.element(page.getByRole('group', { name: 'Graph controls' })).toBeVisible();
  });

  it('sets its buttons in small type when small', async () => {
    mountComponent(ToolbarHarness, { small: true });
    const size = getComputedStyle(page.getByRole('button').element()).fontSize;
    expect(px(size)).toBeLessThan(16);
  });

  it('spaces its controls closer when tight', async () => {
    mountComponent(ToolbarHarness, {});
    const wide = px(getComputedStyle(bar()).columnGap);
    document.body.replaceChildren();
    mountComponent(ToolbarHarness, { tight: true });
    expect(px(getComputedStyle(bar()).columnGap)).toBeLessThan(wide);
  });

  it('leaves the space asked for under it', async () => {
    mountComponent(ToolbarHarness, { below: 2 });
    expect(getComputedStyle(bar()).marginBottom).toBe('8px');
  });
});
