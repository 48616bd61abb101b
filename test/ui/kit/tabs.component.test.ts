import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountComponent } from '../mount-component.ts';
import TabsHarness from './TabsHarness.svelte';

const tab = (name: string) => page.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a tab list named by its label', async () => {
    mountComponent(TabsHarness, {});
    await expect.element(page.getByRole('tablist', { name: 'Views' })).toBeVisible();
  });

  it('marks the selected tab, and only it, as selected', async () => {
    mountComponent(TabsHarness, {});
    await expect.element(tab('Table')).toHaveAttribute('aria-selected', 'true');
    await expect.element(tab('Graph')).toHaveAttribute('aria-selected', 'false');
    await expect.element(tab('Heat')).toHaveAttribute('aria-selected', 'false');
  });

  it('is one tab stop: the selected tab', async () => {
    mountComponent(TabsHarness, {});
    await expect.element(tab('Table')).toHaveAttribute('tabindex', '0');
    await expect.element(tab('Graph')).toHaveAttribute('tabindex', '-1');
  });

  it('ties each tab to the panel it controls, which names itself by the selected tab', async () => {
    mountComponent(TabsHarness, {});
    await expect.element(tab('Graph')).toHaveAttribute('aria-controls', 'demo-panel');
    await expect.element(page.getByRole('tabpanel', { name: 'Table' })).toBeVisible();
  });

  it('selects a tab that is clicked', async () => {
    mountComponent(TabsHarness, {});
    await tab('Heat').click();
    await expect.element(tab('Heat')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel', { name: 'Heat' })).toHaveTextContent('heat');
  });

  it('moves the selection and the focus right with ArrowRight', async () => {
    mountComponent(TabsHarness, {});
    await tab('Table').click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Graph')).toHaveAttribute('aria-selected', 'true');
    await expect.element(tab('Graph')).toHaveFocus();
    await expect.element(tab('Table')).toHaveAttribute('tabindex', '-1');
  });

  it('wraps from the first tab to the last with ArrowLeft', async () => {
    mountComponent(TabsHarness, {});
    await tab('Table').click();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tab('Heat')).toHaveAttribute('aria-selected', 'true');
    await expect.element(tab('Heat')).toHaveFocus();
  });

  it('wraps from the last tab to the first with ArrowRight', async () => {
    mountComponent(TabsHarness, {});
    await tab('Heat').click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Table')).toHaveAttribute('aria-selected', 'true');
  });

  it('goes to the last tab with End and the first with Home', async () => {
    mountComponent(TabsHarness, {});
    await tab('Table').click();
    await userEvent.keyboard('{End}');
    await expect.element(tab('Heat')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(tab('Table')).toHaveFocus();
    await expect.element(tab('Table')).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves other keys alone', async () => {
    mountComponent(TabsHarness, {});
    await tab('Graph').click();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(tab('Graph')).toHaveAttribute('aria-selected', 'true');
    await expect.element(tab('Graph')).toHaveFocus();
  });

  it('hides the tab list when told', async () => {
    mountComponent(TabsHarness, { hidden: true });
    await expect.element(page.getByRole('tablist')).not.toBeInTheDocument();
    expect(document.querySelector('[role="tablist"]')).toHaveProperty('hidden', true);
  });
});
