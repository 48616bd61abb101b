import { describe, expect, it } from 'vitest';
import { clusterItemGraph } from '../../../src/core/graph/cluster-item-graph.ts';
import { collectionSelection } from '../../../src/core/graph/collection-selection.ts';
import { defaultExpanded } from '../../../src/core/graph/default-expanded.ts';
import { highlightItems } from '../../../src/core/graph/highlight-items.ts';
import { itemGraph } from '../../../src/core/graph/item-graph.ts';
import { analysed, viewOf } from './graph-fixtures.ts';

describe('highlightItems', () => {
  const { design, analysis } = analysed('gaming');
  const view = viewOf(analysis, 'battle-royale', null);
  const g = itemGraph(design, analysis, view);
  const open = clusterItemGraph(g, defaultExpanded(g));
  const closed = clusterItemGraph(g, new Set());
  const labels = (shown: typeof open, ids: ReadonlySet<string>) =>
    shown.nodes.filter((n) => ids.has(n.id)).map((n) => n.label);

  it('lights an item’s edge and its two nodes', () => {
    const lit = highlightItems(g, open, [6]); // Game c6f38a6a
    expect(labels(open, lit.nodes)).toEqual(['GAME#c6f38a6a', '#METADATA#c6f38a6a']);
    expect([...lit.edges].map((id) => open.edges.find((e) => e.id === id)!.title)).toEqual([
      '1 Game item from GAME#c6f38a6a to #METADATA#c6f38a6a'
    ]);
  });

  it('lights a selected collection: its partition node, its items and what they name', () => {
    const lit = highlightItems(g, open, collectionSelection(analysis, view, 0).orders);
    expect(labels(open, lit.nodes)).toEqual([
      'GAME#0ab37cf1',
      '#METADATA#0ab37cf1',
      'USER#chen88',
      'USER#dlopez',
      'USER#johnny'
    ]);
    expect(lit.edges.size).toBe(4);
  });

  it('lights the clusters holding the items when their kinds are closed', () => {
    const lit = highlightItems(g, closed, [6, 10]);
    expect(labels(closed, lit.nodes)).toEqual([
      'GAME#${gameId} ×4',
      '#METADATA#${gameId} ×4',
      'USER#${username} ×6'
    ]);
    expect([...lit.edges].map((id) => closed.edges.find((e) => e.id === id)!.label)).toEqual([
      'Game ×4',
      'UserGameMapping ×12'
    ]);
  });

  it('ignores orders the view does not hold', () => {
    const lit = highlightItems(g, open, [-1, 1.5, 999]);
    expect(lit.nodes.size + lit.edges.size).toBe(0);
  });
});
