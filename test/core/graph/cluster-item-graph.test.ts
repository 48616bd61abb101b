import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { clusterItemGraph } from '../../../src/core/graph/cluster-item-graph.ts';
import { defaultExpanded } from '../../../src/core/graph/default-expanded.ts';
import { itemGraph } from '../../../src/core/graph/item-graph.ts';
import { keyValueId } from '../../../src/core/keys/compare-key-values.ts';
import { gamingDesign } from '../../bench/gaming-items.ts';
import { item, makeDesign, makeTable } from '../views/make-design.ts';
import { analysed, viewOf } from './graph-fixtures.ts';

function gaming(n: number) {
  const design = gamingDesign(n, true);
  const analysis = analyzeDesign(design);
  return itemGraph(design, analysis, viewOf(analysis, 'battle-royale', null));
}

/** Live UserGameMapping items of the generated design: the table holds, less users and games. */
function liveMappings(n: number): number {
  const analysis = analyzeDesign(gamingDesign(n, true));
  return viewOf(analysis, 'battle-royale', null).itemCount - n / 10 - n / 50;
}

describe('clusterItemGraph', () => {
  it('names each shown node’s key value by its grouping id, as heat and the table view do; a cluster by none', () => {
    const g = gaming(1000);
    const kind = g.kinds.find((k) => k.label === 'GAME#${gameId}')!;
    const shown = clusterItemGraph(g, new Set([kind.id]));
    const games = shown.nodes.filter((n) => n.kind === g.kinds.indexOf(kind));
    expect(games.length).toBe(20);
    for (const n of games) expect(n.keyId).toBe(keyValueId(g.nodeKeys[n.node]!));
    expect(games[0]!.keyId).toMatch(/^GAME#/);
    const clusters = shown.nodes.filter((n) => n.cluster);
    expect(clusters.length).toBeGreaterThan(0);
    for (const n of clusters) expect(n.keyId).toBeNull();
  });

  it('shows one cluster per kind, with one edge per entity between them, counting every item', () => {
    const g = gaming(1000);
    const shown = clusterItemGraph(g, new Set());
    expect(shown.nodes.map((n) => [n.label, n.cluster, n.metadata])).toEqual([
      ['GAME#${gameId} ×20', true, false],
      ['#METADATA#${gameId} ×20', true, true],
      ['USER#${username} ×100', true, false],
      ['#METADATA#${username} ×100', true, true]
    ]);
    // Random mappings repeat some user–game pairs: the later write overwrites the earlier.
    expect(liveMappings(1000)).toBeLessThan(880);
    expect(shown.edges.map((e) => e.label)).toEqual([
      'Game ×20',
      `UserGameMapping ×${liveMappings(1000)}`,
      'User ×100'
    ]);
    expect(shown.edges.reduce((n, e) => n + e.weight, 0)).toBe(g.edgeOrder.length);
    expect(shown.nodes.reduce((n, c) => n + c.count, 0)).toBe(g.nodeText.length);
  });

  it('expands a kind a page at a time, the rest in a "more" cluster that expands next', () => {
    const g = gaming(1000);
    const users = g.kinds[2]!.id;
    const one = clusterItemGraph(g, new Set([users]), 40);
    const ofKind = (s: typeof one) => s.nodes.filter((n) => n.kind === 2);
    expect(ofKind(one).map((n) => n.cluster)).toEqual([...Array(40).fill(false), true]);
    expect(ofKind(one).at(-1)).toMatchObject({ id: `${users}@40`, label: '+60 more', count: 60 });
    const two = clusterItemGraph(g, new Set([users, `${users}@40`]), 40);
    expect(ofKind(two).at(-1)).toMatchObject({ id: `${users}@80`, label: '+20 more' });
    const all = clusterItemGraph(g, new Set([users, `${users}@40`, `${users}@80`]), 40);
    expect(ofKind(all).every((n) => !n.cluster)).toBe(true);
    // The shown nodes are the kind's first, in view order.
    expect(
      ofKind(one)
        .slice(0, 40)
        .map((n) => n.node)
    ).toEqual(Array.from(g.kindNodes.slice(g.kindStarts[2]!, g.kindStarts[2]! + 40)));
    for (const s of [one, two, all])
      expect(s.edges.reduce((n, e) => n + e.weight, 0)).toBe(g.edgeOrder.length);
  });

  it('maps every graph node and edge to what shows it', () => {
    const g = gaming(500);
    const shown = clusterItemGraph(g, new Set([g.kinds[0]!.id]));
    for (let e = 0; e < g.edgeOrder.length; e++) {
      const v = shown.edges[shown.edgeUnit[e]!]!;
      expect(v.source).toBe(shown.nodes[shown.nodeUnit[g.edgeSource[e]!]!]!.id);
      expect(v.target).toBe(shown.nodes[shown.nodeUnit[g.edgeTarget[e]!]!]!.id);
    }
    expect(new Set(shown.nodes.map((n) => n.id)).size).toBe(shown.nodes.length);
    expect(new Set(shown.edges.map((n) => n.id)).size).toBe(shown.edges.length);
  });

  it('opens the whole to-do example by default, METADATA as one node with an edge from each user', () => {
    const { design, analysis } = analysed('todo-graph');
    const g = itemGraph(design, analysis, viewOf(analysis, 'app', null));
    const shown = clusterItemGraph(g, defaultExpanded(g));
    expect(shown.nodes.some((n) => n.cluster)).toBe(false);
    const metadata = shown.nodes.filter((n) => n.metadata);
    expect(metadata.map((n) => [n.label, n.title])).toEqual([
      ['METADATA', 'metadata node METADATA: 12 items']
    ]);
    const fromUsers = shown.edges
      .filter((e) => e.target === metadata[0]!.id)
      .map((e) => shown.nodes.find((n) => n.id === e.source)!.label)
      .filter((l) => l.startsWith('USER#'));
    expect(fromUsers).toEqual(['USER#alex', 'USER#barack']);
  });

  it('opens nothing by default at 10k items: every kind is larger than a page', () => {
    const g = gaming(10_000);
    expect(defaultExpanded(g)).toEqual(new Set());
    expect(clusterItemGraph(g, defaultExpanded(g)).nodes).toHaveLength(4);
  });

  it('cuts long labels and keeps the whole key in the title', () => {
    const key = 'USER#' + 'x'.repeat(60);
    const d = makeDesign([makeTable({ items: [item({ PK: key, SK: 'METADATA' })] })]);
    const analysis = analyzeDesign(d);
    const g = itemGraph(d, analysis, viewOf(analysis, 'tbl', null));
    const node = clusterItemGraph(g, new Set()).nodes.find((n) => n.title.includes(key))!;
    expect(node.label).toBe(`${key.slice(0, 31)}…`);
    expect(node.title).toBe(`node ${key}: 1 item`);
  });
});
