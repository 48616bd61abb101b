import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { HeatReport } from '../../../src/core/heat/heat-types.ts';
import type { HeatState } from '../../../src/ui/heat-report/heat-state.svelte.ts';
import ViewSelect from '../../../src/ui/heat/ViewSelect.svelte';
import { mountComponent } from '../mount-component.ts';

// ViewSelect reads only these fields of the report's views.
const report = {
  views: [
    { table: 0, view: 0, tableName: 'Shop', index: null },
    { table: 0, view: 1, tableName: 'Shop', index: 'ByDay' },
    { table: 1, view: 0, tableName: 'Users', index: null }
  ]
} as unknown as HeatReport;

const select = () => page.getByRole('combobox', { name: 'Table or index' });

describe('ViewSelect (which table or index the heat view shows)', () => {
  it('offers each table and index by name, the shown one selected', async () => {
    mountComponent(ViewSelect, { heat: { view: 1 } as HeatState, report });
    await expect.element(select()).toHaveValue('1');
    const options = [...select().element().querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(['Table Shop', 'Index ByDay of Shop', 'Table Users']);
  });

  it('sets its words and the select centred in a row, as a toolbar would, outside one too', async () => {
    mountComponent(ViewSelect, { heat: { view: 0 } as HeatState, report });
    const label = getComputedStyle(select().element().closest('label')!);
    expect([label.display, label.alignItems]).toEqual(['inline-flex', 'center']);
  });

  it.each([
    ['Index ByDay of Shop', 1],
    ['Table Users', 2]
  ])('choosing %s shows view %i', async (label, view) => {
    const heat = { view: 0 } as HeatState;
    mountComponent(ViewSelect, { heat, report });
    await select().selectOptions(label);
    expect(heat.view).toBe(view);
  });
});
