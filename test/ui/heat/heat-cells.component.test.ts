import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import HeatCells, { type HeatCell } from '../../../src/ui/heat/HeatCells.svelte';
import { heatColor } from '../../../src/ui/heat-report/heat-color.ts';
import { mountComponent } from '../mount-component.ts';

const cool: HeatCell = {
  key: 'GAME#1',
  heat: 0.2,
  title: 'GAME#1: 20 items',
  name: 'GAME#1',
  num: '20%'
};
const hot: HeatCell = {
  key: 'GAME#2',
  heat: 1.4,
  over: true,
  title: 'GAME#2: 140 items',
  name: 'GAME#2',
  num: '140%'
};

const items = () => page.getByRole('listitem');
const border = (i: number) => parseFloat(getComputedStyle(items().nth(i).element()).borderTopWidth);

describe('HeatCells (the cells of a heat map)', () => {
  it('lists each cell with its name, number and title, coloured by its heat', async () => {
    mountComponent(HeatCells, { cells: [cool, hot] });
    await expect.element(items().nth(0)).toHaveTextContent(/^GAME#1\s*20%$/);
    await expect.element(items().nth(1)).toHaveTextContent(/^GAME#2\s*140%$/);
    await expect.element(items().nth(1)).toHaveAttribute('title', 'GAME#2: 140 items');
    const probe = document.createElement('span');
    probe.style.backgroundColor = heatColor(0.2).fill;
    document.body.append(probe);
    expect(getComputedStyle(items().nth(0).element()).backgroundColor).toBe(
      getComputedStyle(probe).backgroundColor
    );
  });

  it.each([
    // Outlined cells each keep room for the outline, so an outlined one shifts none of the others.
    [true, 2],
    [false, 0]
  ])('outline %s: every cell has a %i px border', async (outline, px) => {
    mountComponent(HeatCells, { cells: [cool, hot], outline });
    await expect.element(items().nth(1)).toBeVisible();
    expect([border(0), border(1)]).toEqual([px, px]);
    expect(items().nth(1).element().classList.contains('over')).toBe(true);
  });

  it('outlines an over cell in bold only when asked to outline', async () => {
    mountComponent(HeatCells, { cells: [hot], outline: true });
    await expect.element(items().first()).toBeVisible();
    expect(getComputedStyle(items().first().element()).fontWeight).toBe('700');
    document.body.replaceChildren();
    mountComponent(HeatCells, { cells: [hot] });
    await expect.element(items().first()).toBeVisible();
    expect(getComputedStyle(items().first().element()).fontWeight).not.toBe('700');
  });
});
