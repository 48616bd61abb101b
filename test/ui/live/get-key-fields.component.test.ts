import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { KeyValue } from '../../../src/core/model/attribute-value.ts';
import GetKeyFields from '../../../src/ui/live/GetKeyFields.svelte';
import { mountComponent } from '../mount-component.ts';

type Values = { partitionValue: KeyValue; sortValue?: KeyValue } | undefined;
const n = { name: 'Id', type: 'N' } as const;
const pk = { name: 'PK', type: 'S' } as const;
const sk = { name: 'SK', type: 'S' } as const;

/** Mount with `values` bound: the returned box holds what the fields send. */
function mount(key: { partitionKey: typeof n | typeof pk; sortKey?: typeof sk }) {
  const box: { values: Values } = { values: undefined };
  mountComponent(GetKeyFields, {
    id: 'g',
    key,
    get values() {
      return box.values;
    },
    set values(v: Values) {
      box.values = v;
    }
  });
  return box;
}

describe('GetKeyFields (the key of one item to GetItem)', () => {
  it.each([
    ['a partition and sort key', { partitionKey: pk, sortKey: sk }, true],
    ['a partition key only', { partitionKey: pk }, false]
  ])('with %s, asks for the sort key value: %s', async (_, key, sort) => {
    mount(key);
    await expect.element(page.getByRole('textbox', { name: 'Partition key PK (S)' })).toBeVisible();
    const sortField = page.getByRole('textbox', { name: 'Sort key SK (S)' });
    if (sort) await expect.element(sortField).toBeVisible();
    else await expect.element(sortField).not.toBeInTheDocument();
  });

  it('sends the key typed by the schema once it is whole', async () => {
    const box = mount({ partitionKey: pk, sortKey: sk });
    await page.getByRole('textbox', { name: 'Partition key PK (S)' }).fill('USER#johnny');
    expect(box.values).toBeUndefined();
    await page.getByRole('textbox', { name: 'Sort key SK (S)' }).fill('#METADATA#johnny');
    await expect
      .poll(() => box.values)
      .toEqual({ partitionValue: { S: 'USER#johnny' }, sortValue: { S: '#METADATA#johnny' } });
  });

  it("says why a value is not the key's type once typed, and sends nothing", async () => {
    const box = mount({ partitionKey: n });
    const field = page.getByRole('textbox', { name: 'Partition key Id (N)' });
    await expect.element(field).not.toHaveAttribute('aria-invalid');
    await field.fill('12x');
    await expect.element(page.getByRole('alert')).toHaveTextContent(/12x/);
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    expect(box.values).toBeUndefined();
    await field.fill('12');
    await expect.poll(() => box.values).toEqual({ partitionValue: { N: '12' } });
    await expect.element(field).not.toHaveAttribute('aria-invalid');
  });
});
