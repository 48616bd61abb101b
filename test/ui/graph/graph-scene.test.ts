import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { clusterItemGraph, type ClusterEdge } from '../../../src/core/graph/cluster-item-graph.ts';
import { defaultExpanded } from '../../../src/core/graph/default-expanded.ts';
import { edgeBends } from '../../../src/core/graph/edge-bends.ts';
import { edgeGeometry } from '../../../src/core/graph/edge-geometry.ts';
import { entityGraph } from '../../../src/core/graph/entity-graph.ts';
import { itemGraph } from '../../../src/core/graph/item-graph.ts';
import { layoutRequest } from '../../../src/core/graph/layout-request.ts';
import { runLayout } from '../../../src/core/graph/run-layout.ts';
import { entityMarks } from '../../../src/ui/kit/entity-marks.ts';
import { EDGE_LABELS_MAX, graphScene } from '../../../src/ui/graph/graph-scene.ts';
import { example } from '../../helpers/example.ts';

const NONE = { nodes: [], edges: [] };

function gaming() {
  const design = example('gaming');
  const analysis = analyzeDesign(design);
  const graph = entityGraph(design, analysis);
  const layout = runLayout(layoutRequest(graph, { algorithm: 'force', seed: 1 }));
  return { design, analysis, graph, layout };
}

describe('graphScene', () => {
  it("draws each node where the layout puts it, with its entity's mark, and each edge as the export does", () => {
    const { design, graph, layout } = gaming();
    const marks = entityMarks(design.entities.map((e) => e.name));
    const scene = graphScene({
      graph,
      layout,
      findings: [],
      lit: NONE,
      path: NONE,
      nodeMark: (id) => marks.get(id)
    });
    expect(scene.nodes.map((n) => [n.id, n.x, n.y, n.r, n.label, n.name])).toEqual(
      graph.nodes.map((n, i) => {
        const p = layout.nodes[i]!;
        return [n.id, p.x, p.y, p.r, n.label, n.title];
      })
    );
    expect(scene.nodes.map((n) => n.mark)).toEqual(graph.nodes.map((n) => marks.get(n.id)));
    const at = new Map(layout.nodes.map((n) => [n.id, n]));
    const bends = edgeBends(graph.edges);
    expect(scene.edges.map((e) => e.d)).toEqual(
      graph.edges.map((e, i) => edgeGeometry(at.get(e.source)!, at.get(e.target)!, bends[i]).d)
    );
    expect(scene.edges.map((e) => e.name)).toEqual(graph.edges.map((e) => e.title));
    expect(scene.edges.map((e) => e.dashed)).toEqual([false, false, false, true]);
    expect(scene.labels).toBe(true);
  });

  it('says in words what lights a node or an edge and what findings it has', () => {
    const { graph, layout } = gaming();
    const edge = graph.edges[0]!;
    const scene = graphScene({
      graph,
      layout,
      findings: [{ id: 'Game', errors: 2, warnings: 1, messages: ['one', 'two'] }],
      lit: { nodes: ['Game'], edges: [edge.id] },
      path: { nodes: ['User', 'Game'], edges: [] }
    });
    const game = scene.nodes.find((n) => n.id === 'Game')!;
    expect(game).toMatchObject({ lit: true, path: true, errors: 2, warnings: 1 });
    expect(game.name).toBe(
      `${graph.nodes[1]!.title}; selected; on the access pattern's path; 2 errors and 1 warning: one; two`
    );
    const user = scene.nodes.find((n) => n.id === 'User')!;
    expect(user).toMatchObject({ lit: false, path: true, errors: 0 });
    expect(user.name).toBe(`${graph.nodes[0]!.title}; on the access pattern's path`);
    expect(scene.edges[0]).toMatchObject({
      lit: true,
      path: false,
      name: `${edge.title}; selected`
    });
    expect(scene.edges[1]!.name).toBe(graph.edges[1]!.title);
  });

  it('carries a node’s heat, and says it in words, throttled past a whole partition', () => {
    const { graph, layout } = gaming();
    const heat = new Map([
      ['UserGameMapping', 1.76],
      ['Game', 0.4]
    ]);
    const scene = graphScene({
      graph,
      layout,
      findings: [],
      lit: NONE,
      path: NONE,
      nodeHeat: (id) => heat.get(id)
    });
    const node = (id: string) => scene.nodes.find((n) => n.id === id)!;
    expect(node('UserGameMapping').heat).toBe(1.76);
    expect(node('UserGameMapping').name).toMatch(
      /; under the workload its hottest key needs 176% of one partition's throughput, throttled$/
    );
    expect(node('Game').name).toMatch(/needs 40% of one partition's throughput$/);
    expect(node('User').heat).toBeNull();
    expect(node('User').name).toBe(graph.nodes.find((n) => n.id === 'User')!.title);
    // Without heat to read, no node has any.
    const plain = graphScene({ graph, layout, findings: [], lit: NONE, path: NONE });
    expect(plain.nodes.every((n) => n.heat === null)).toBe(true);
  });

  it('moves a dragged node and the ends of its edges, and leaves out nodes the layout lacks', () => {
    const { graph, layout } = gaming();
    const moved = graphScene({
      graph,
      layout,
      findings: [],
      lit: NONE,
      path: NONE,
      moved: new Map([['Game', { x: 500, y: -40 }]])
    });
    expect(moved.nodes.find((n) => n.id === 'Game')).toMatchObject({ x: 500, y: -40 });
    const plain = graphScene({ graph, layout, findings: [], lit: NONE, path: NONE });
    const touches = (i: number) =>
      graph.edges[i]!.source === 'Game' || graph.edges[i]!.target === 'Game';
    moved.edges.forEach((e, i) => expect(e.d === plain.edges[i]!.d).toBe(!touches(i)));
    const partial = graphScene({
      graph,
      layout: { ...layout, nodes: layout.nodes.filter((n) => n.id !== 'User') },
      findings: [],
      lit: NONE,
      path: NONE
    });
    expect(partial.nodes.map((n) => n.id)).toEqual(['Game', 'UserGameMapping']);
    expect(partial.edges.map((e) => [e.source, e.target])).toEqual([['UserGameMapping', 'Game']]);
  });

  it("marks the item graph's edges with their entity's mark and drops labels when asked", () => {
    const design = example('todo-graph');
    const analysis = analyzeDesign(design);
    const g = itemGraph(design, analysis, analysis.tables[0]!.views[0]!);
    const shown = clusterItemGraph(g, defaultExpanded(g));
    const layout = runLayout(layoutRequest(shown, { algorithm: 'layered', seed: 2 }));
    const marks = entityMarks(g.entities);
    const scene = graphScene({
      graph: shown,
      layout,
      findings: [],
      lit: NONE,
      path: NONE,
      edgeLabels: false,
      edgeMark: (e) => marks.get(g.entities[(e as ClusterEdge).entity]!)
    });
    expect(scene.labels).toBe(false);
    expect(scene.edges.map((e) => e.mark)).toEqual(
      shown.edges.map((e) => marks.get(g.entities[e.entity]!))
    );
    expect(scene.nodes.filter((n) => n.metadata).map((n) => n.label)).toEqual(['METADATA']);
  });

  it(`draws edge labels up to ${EDGE_LABELS_MAX} edges`, () => {
    const nodes = ['a', 'b'].map((id) => ({
      id,
      label: id,
      title: id,
      weight: 1,
      metadata: false,
      cluster: false
    }));
    const edges = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: `e${i}`,
        source: 'a',
        target: 'b',
        label: 'x',
        title: 'x',
        dashed: false,
        weight: 1
      }));
    const layout = {
      nodes: [
        { id: 'a', x: 0, y: 0, r: 10 },
        { id: 'b', x: 90, y: 0, r: 10 }
      ],
      bounds: { x0: -10, y0: -10, x1: 100, y1: 10 }
    };
    const scene = (n: number) =>
      graphScene({
        graph: { title: 't', nodes, edges: edges(n) },
        layout,
        findings: [],
        lit: NONE,
        path: NONE
      });
    expect(scene(EDGE_LABELS_MAX).labels).toBe(true);
    expect(scene(EDGE_LABELS_MAX + 1).labels).toBe(false);
  });
});

describe('graphScene bounds', () => {
  it('frame every node with its label, written centred under it', () => {
    const nodes = [
      {
        id: 'a',
        label: 'a much longer label than the node',
        title: 'a',
        weight: 1,
        metadata: false,
        cluster: false
      },
      { id: 'b', label: 'b', title: 'b', weight: 1, metadata: false, cluster: false }
    ];
    const layout = {
      nodes: [
        { id: 'a', x: 0, y: 0, r: 10 },
        { id: 'b', x: 200, y: 50, r: 20 }
      ],
      bounds: { x0: -10, y0: -10, x1: 220, y1: 70 }
    };
    const { bounds } = graphScene({
      graph: { title: 't', nodes, edges: [] },
      layout,
      findings: [],
      lit: NONE,
      path: NONE
    });
    expect(bounds.x0).toBeLessThan(-100);
    expect(bounds.x1).toBe(220);
    expect(bounds.y0).toBe(-10);
    expect(bounds.y1).toBeGreaterThan(70 + 15);
    expect(
      graphScene({
        graph: { title: 't', nodes: [], edges: [] },
        layout,
        findings: [],
        lit: NONE,
        path: NONE
      }).bounds
    ).toEqual({ x0: 0, y0: 0, x1: 0, y1: 0 });
  });
});
