import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import FilterFields from '../../../src/ui/live/FilterFields.svelte';
import { FilterForm } from '../../../src/ui/live/filter-form.svelte.ts';
import { mountComponent } from '../mount-component.ts';

const mount = (problem?: string) => {
  const form = new FilterForm();
  mountComponent(FilterFields, { id: 'f', form, ...(problem ? { problem } : {}) });
  return form;
};
const field = (n: number, what: string) =>
  page.getByRole('textbox', { name: `Condition ${n}: ${what}` });

describe('FilterFields (a FilterExpression built from fields or written)', () => {
  it('an untouched form is no filter, and says nothing is wrong', async () => {
    const form = mount();
    await expect.element(field(1, 'attribute')).toBeVisible();
    expect(form.result).toEqual({ kind: 'empty' });
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('builds the filter from the rows, joined with AND', async () => {
    const form = mount();
    await field(1, 'attribute').fill('status');
    await field(1, 'value').fill('OPEN');
    await page.getByRole('button', { name: 'Add a condition' }).click();
    await field(2, 'attribute').fill('total');
    await page.getByRole('combobox', { name: 'Condition 2: operator' }).selectOptions('>=');
    await page.getByRole('combobox', { name: 'Condition 2: type' }).selectOptions('N');
    await field(2, 'value').fill('100');
    await expect
      .poll(() => form.result)
      .toEqual({
        kind: 'ok',
        filter: {
          expression: '#f0 = :f0 AND #f1 >= :f1',
          names: [
            ['#f0', 'status'],
            ['#f1', 'total']
          ],
          values: [
            [':f0', { S: 'OPEN' }],
            [':f1', { N: '100' }]
          ]
        }
      });
  });

  it('names the row a bad value is in, and marks it', async () => {
    mount();
    await field(1, 'attribute').fill('total');
    await page.getByRole('combobox', { name: 'Condition 1: type' }).selectOptions('N');
    await field(1, 'value').fill('1x0');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/^Condition 1: "1x0" is not a number/);
    await expect.element(field(1, 'value')).toHaveAttribute('aria-invalid', 'true');
  });

  it('written: names the field a problem is in, in DynamoDB words where DynamoDB would refuse it', async () => {
    const form = mount();
    await page.getByRole('radio', { name: 'Write the expression' }).click();
    await page.getByRole('textbox', { name: 'FilterExpression' }).fill('#s = :s');
    await page
      .getByRole('textbox', { name: 'ExpressionAttributeNames (JSON)' })
      .fill('{"#s": "status"}');
    const values = page.getByRole('textbox', { name: 'ExpressionAttributeValues (DynamoDB JSON)' });
    await values.fill('{":s": {"S": "OPEN"}, ":x": {"N": "1"}}');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'Value provided in ExpressionAttributeValues unused in expressions: keys: {:x}'
      );
    await expect.element(values).toHaveAttribute('aria-invalid', 'true');
    await values.fill('{":s": {"S": "OPEN"}}');
    await expect.poll(() => form.result.kind).toBe('ok');
  });

  it("shows the caller's problem (a Query's key attribute) like its own", async () => {
    mount(
      'Filter Expression can only contain non-primary key attributes: Primary key attribute: PK'
    );
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'Filter Expression can only contain non-primary key attributes: Primary key attribute: PK'
      );
  });
});
