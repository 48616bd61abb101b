import { describe, expect, it } from 'vitest';
import { entityGraph } from '../../../src/core/graph/entity-graph.ts';
import { layoutSeed } from '../../../src/core/graph/layout-seed.ts';
import { analysed } from './graph-fixtures.ts';

describe('layoutSeed', () => {
  it('is the same for the same design and differs between designs', () => {
    const seeds = ['gaming', 'todo-graph', 'library', 'people-music'].map((f) => {
      const { design, analysis } = analysed(f);
      return layoutSeed(entityGraph(design, analysis));
    });
    const { design, analysis } = analysed('gaming');
    expect(layoutSeed(entityGraph(design, analysis))).toBe(seeds[0]);
    expect(new Set(seeds).size).toBe(4);
    for (const s of seeds) expect(Number.isInteger(s) && s >= 0 && s < 2 ** 32).toBe(true);
  });

  it('changes when a node does', () => {
    const g = { title: 't', nodes: [{ id: 'a' }], edges: [] } as never;
    const h = { title: 't', nodes: [{ id: 'b' }], edges: [] } as never;
    expect(layoutSeed(g)).not.toBe(layoutSeed(h));
  });
});
