import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { MultiKeySchema } from '../../../src/core/model/multi-key-schema.ts';
import type { MultiKeyCondition } from '../../../src/core/query/parse-multi-key-condition.ts';
import MultiQueryKeyFields from '../../../src/ui/live/MultiQueryKeyFields.svelte';
import { mountComponent } from '../mount-component.ts';

// A 2+3 key, as the AWS guide's tournament example.
const KEY: MultiKeySchema = {
  partition: [
    { name: 'tournamentId', type: 'S' },
    { name: 'region', type: 'S' }
  ],
  sort: [
    { name: 'round', type: 'S' },
    { name: 'bracket', type: 'S' },
    { name: 'matchId', type: 'N' }
  ]
};

/** Mount with `condition` bound: the returned box holds what the fields send. */
function mount() {
  const box: { condition: MultiKeyCondition | undefined } = { condition: undefined };
  mountComponent(MultiQueryKeyFields, {
    id: 'm',
    key: KEY,
    descending: false,
    get condition() {
      return box.condition;
    },
    set condition(c: MultiKeyCondition | undefined) {
      box.condition = c;
    }
  });
  return box;
}
const field = (name: string) => page.getByRole('textbox', { name });
const condition = (n: number, name: string, type: string) =>
  page.getByRole('combobox', { name: `Sort key ${n} of 3: ${name} (${type})` });

describe('MultiQueryKeyFields (a Query of a multi-attribute GSI key)', () => {
  it('asks for every partition attribute by name and type, and offers the first sort attribute', async () => {
    mount();
    await expect.element(field('Partition key 1 of 2: tournamentId (S)')).toBeVisible();
    await expect.element(field('Partition key 2 of 2: region (S)')).toBeVisible();
    await expect.element(condition(1, 'round', 'S')).toBeVisible();
    await expect.element(condition(2, 'bracket', 'S')).not.toBeInTheDocument();
  });

  it('offers the next sort attribute once the last given is =, none after a range', async () => {
    mount();
    await condition(1, 'round', 'S').selectOptions('=');
    await expect.element(condition(2, 'bracket', 'S')).toBeVisible();
    await condition(2, 'bracket', 'S').selectOptions('begins_with');
    await expect.element(field('bracket value')).toBeVisible();
    await expect.element(condition(3, 'matchId', 'N')).not.toBeInTheDocument();
  });

  it('drops the later conditions when one is set to none, so the prefix has no gap', async () => {
    mount();
    await condition(1, 'round', 'S').selectOptions('=');
    await condition(2, 'bracket', 'S').selectOptions('=');
    await expect.element(condition(3, 'matchId', 'N')).toBeVisible();
    await condition(1, 'round', 'S').selectOptions('');
    await expect.element(condition(2, 'bracket', 'S')).not.toBeInTheDocument();
  });

  it('sends the condition once every partition value is given, and says why not before', async () => {
    const box = mount();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await field('Partition key 1 of 2: tournamentId (S)').fill('W26');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: region'
      );
    expect(box.condition).toBeUndefined();
    await field('Partition key 2 of 2: region (S)').fill('NA');
    await condition(1, 'round', 'S').selectOptions('>=');
    await field('round value').fill('QUARTER');
    await expect
      .poll(() => box.condition)
      .toEqual({
        partition: [{ S: 'W26' }, { S: 'NA' }],
        sort: [{ operator: '>=', value: { S: 'QUARTER' } }]
      });
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });
});
