import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import QueryKeyFields from '../../../src/ui/live/QueryKeyFields.svelte';
import { mountComponent } from '../mount-component.ts';

const pk = { name: 'PK', type: 'S' } as const;
const sk = { name: 'SK', type: 'S' } as const;
const mount = (key: { partitionKey: typeof pk; sortKey?: typeof sk }, problem: string | null) =>
  mountComponent(QueryKeyFields, {
    id: 'q',
    key,
    problem,
    partitionValue: '',
    sortKey: undefined,
    descending: false
  });
const value = () => page.getByRole('textbox', { name: 'Partition key PK (S)' });
const descending = () => page.getByRole('checkbox', { name: 'Sort key descending' });

describe('QueryKeyFields (the key of a Query of one partition)', () => {
  it.each([
    ['a partition and sort key', { partitionKey: pk, sortKey: sk }, true],
    ['a partition key only', { partitionKey: pk }, false]
  ])('with %s, offers the sort key order: %s', async (_, key, order) => {
    mount(key, null);
    await expect.element(value()).toBeVisible();
    if (order) await expect.element(descending()).toBeVisible();
    else await expect.element(descending()).not.toBeInTheDocument();
  });

  it('says what is wrong with the condition once a value is typed, not before', async () => {
    mount({ partitionKey: pk }, 'the value is bad');
    await expect.element(value()).toBeVisible();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await expect.element(value()).not.toHaveAttribute('aria-invalid');
    await value().fill('GAME#1');
    await expect.element(page.getByRole('alert')).toHaveTextContent('the value is bad');
    await expect.element(value()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(value()).toHaveAccessibleDescription('the value is bad');
  });

  it('marks nothing invalid when the condition can be sent', async () => {
    mount({ partitionKey: pk }, null);
    await value().fill('GAME#1');
    await expect.element(value()).not.toHaveAttribute('aria-invalid');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
