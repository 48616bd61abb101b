import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import TemplateField from '../../../src/ui/kit/TemplateField.svelte';
import { mountComponent } from '../mount-component.ts';

type Props = Parameters<typeof TemplateField>[1];

const setup = (props: Partial<Props> = {}) => {
  const oninput = vi.fn<(value: string) => void>();
  const onchange = vi.fn<() => void>();
  mountComponent(TemplateField, {
    id: 'tpl-0-PK',
    label: 'PK',
    value: 'USER#${id}',
    oninput,
    onchange,
    ...props
  });
  return { oninput, onchange, input: page.getByRole('textbox', { name: /^PK/ }) };
};

describe('TemplateField (the key template editor)', () => {
  it('shows the template, named by its label', async () => {
    const { input } = setup();
    await expect.element(input).toHaveValue('USER#${id}');
  });

  it("shows the placeholder of an empty template: the item's own value", async () => {
    const { input } = setup({ value: '' });
    await expect.element(input).toHaveAttribute('placeholder', "(the item's own value)");
  });

  it('shows the placeholder it is given instead', async () => {
    const { input } = setup({ value: '', placeholder: '(no sort key)' });
    await expect.element(input).toHaveAttribute('placeholder', '(no sort key)');
  });

  it('shows no error for a valid template', async () => {
    const { input } = setup({ value: 'ORDER#${orderId:8}' });
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  it('shows why a template is wrong, as an alert under it', async () => {
    setup({ value: 'USER#${}' });
    await expect.element(page.getByRole('alert')).toHaveTextContent('empty placeholder "${}"');
  });

  it('marks a wrong template invalid and described by its error', async () => {
    const { input } = setup({ value: 'USER#${id:0}' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription(/padding size "0"/);
  });

  it('hands every keystroke to oninput', async () => {
    const { input, oninput } = setup({ value: '' });
    await input.click();
    await userEvent.keyboard('AB');
    expect(oninput.mock.calls).toEqual([['A'], ['AB']]);
  });

  it('reports the edit complete when the field is left', async () => {
    const { input, onchange } = setup({ value: '' });
    await input.fill('USER#${id}');
    expect(onchange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onchange).toHaveBeenCalledOnce();
  });

  it('says its context after the label to screen readers only', async () => {
    setup({ context: 'template for User', compact: true });
    await expect.element(page.getByRole('textbox', { name: 'PK template for User' })).toBeVisible();
    await expect.element(page.getByText('template for User')).toHaveClass('sr-only');
  });

  it('writes the template in monospace', async () => {
    const { input } = setup();
    await expect.element(input).toBeVisible();
    expect(getComputedStyle(input.element()).fontFamily).toContain('monospace');
  });
});
