import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountComponent } from '../mount-component.ts';
import PopoverHarness from './PopoverHarness.svelte';

const setup = (props: { fit?: boolean } = {}) => {
  mountComponent(PopoverHarness, props);
  return {
    button: page.getByRole('button', { name: 'Demo…' }),
    panel: page.getByRole('dialog', { name: 'A demo panel' }),
    field: page.getByRole('textbox', { name: 'Name' })
  };
};

describe('Popover', () => {
  it('is closed at first, its content not rendered', async () => {
    const { button, panel } = setup();
    await expect.element(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect.element(panel).not.toBeInTheDocument();
    expect(document.querySelector('#demo-menu')?.childElementCount).toBe(0);
  });

  it('opens under its button when the button is clicked', async () => {
    const { button, panel, field } = setup();
    await button.click();
    await expect.element(panel).toBeVisible();
    await expect.element(field).toBeVisible();
    const b = button.element().getBoundingClientRect();
    const p = panel.element().getBoundingClientRect();
    expect(p.top).toBeGreaterThanOrEqual(b.bottom);
    expect(p.left).toBe(b.left);
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { button, panel, field } = setup();
    await button.click();
    await field.click();
    await expect.element(field).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(panel).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
  });

  it('closes when a click lands outside it', async () => {
    const { button, panel } = setup();
    await button.click();
    await expect.element(panel).toBeVisible();
    await page.getByRole('button', { name: 'Outside' }).click();
    await expect.element(panel).not.toBeInTheDocument();
  });

  it('closes through the close function its content is given', async () => {
    const { button, panel } = setup();
    await button.click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(panel).not.toBeInTheDocument();
  });

  it('drops what it held when it closes, so it opens afresh', async () => {
    const { button, field } = setup();
    await button.click();
    await field.fill('Ada');
    await userEvent.keyboard('{Escape}');
    await button.click();
    await expect.element(field).toHaveValue('');
  });

  it('is as wide as asked', async () => {
    const { button, panel } = setup();
    await button.click();
    await expect.element(panel).toBeVisible();
    expect(getComputedStyle(panel.element()).width).toBe('320px');
  });

  it('fits its content, up to the width asked, when told to fit', async () => {
    const { button, panel } = setup({ fit: true });
    await button.click();
    await expect.element(panel).toBeVisible();
    expect(parseFloat(getComputedStyle(panel.element()).width)).toBeLessThan(160);
    expect(getComputedStyle(panel.element()).maxWidth).toBe('320px');
  });

  it('names its parts after its name', async () => {
    const { button } = setup();
    await expect.element(button).toHaveClass('demo-button');
    await expect.element(button).toHaveAttribute('popovertarget', 'demo-menu');
    expect(document.querySelector('#demo-menu.demo-menu[popover="auto"]')).not.toBeNull();
  });
});
