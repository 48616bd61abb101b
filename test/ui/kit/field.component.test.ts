import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mountComponent } from '../mount-component.ts';
import FieldHarness from './FieldHarness.svelte';

describe('Field', () => {
  it('names its control by its label', async () => {
    mountComponent(FieldHarness, { label: 'Table name' });
    await expect.element(page.getByRole('textbox', { name: 'Table name' })).toBeVisible();
  });

  it('adds its context to the name for screen readers only', async () => {
    mountComponent(FieldHarness, { label: 'PK', context: 'template for User' });
    await expect
      .element(page.getByRole('textbox', { name: 'PK template for User' }))
      .toBeInTheDocument();
    await expect.element(page.getByText('template for User')).toHaveClass('sr-only');
  });

  it('shows no error and leaves the control valid when there is none', async () => {
    mountComponent(FieldHarness, { label: 'Table name', error: null });
    const input = page.getByRole('textbox', { name: 'Table name' });
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(input).not.toHaveAttribute('aria-describedby');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  it('shows its error as an alert under the control', async () => {
    mountComponent(FieldHarness, { label: 'Table name', error: 'A name is needed.' });
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('A name is needed.');
    const input = page.getByRole('textbox', { name: 'Table name' }).element();
    expect(alert.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(
      input.getBoundingClientRect().bottom
    );
  });

  it('marks its control invalid and described by its error', async () => {
    mountComponent(FieldHarness, { label: 'Table name', error: 'A name is needed.' });
    const input = page.getByRole('textbox', { name: 'Table name' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('A name is needed.');
  });

  it('sets the label beside the control when compact', async () => {
    mountComponent(FieldHarness, { label: 'PK', compact: true });
    const label = page.getByText('PK').element().getBoundingClientRect();
    const input = page.getByRole('textbox', { name: 'PK' }).element().getBoundingClientRect();
    expect(label.right).toBeLessThanOrEqual(input.left);
    expect(label.top).toBeLessThan(input.bottom);
  });

  it('sets the label over the control otherwise', async () => {
    mountComponent(FieldHarness, { label: 'PK' });
    const label = page.getByText('PK').element().getBoundingClientRect();
    const input = page.getByRole('textbox', { name: 'PK' }).element().getBoundingClientRect();
    expect(label.bottom).toBeLessThanOrEqual(input.top);
  });
});
