/**
 * `npm run bench:graph` (part of `npm run bench`): the graph core.
 * - layout: force and layered layouts of an entity graph with 300 entity nodes (target: force
 *   under 1 s), beside the entity graph's own derivation;
 * - item graph: derivation (itemGraph) and clustering (clusterItemGraph, all closed and one kind
 *   opened) of the gaming design's table and inverted index at 10k and 100k items, each beside
 *   analyzeDesign of the same design in the same process (the ratio is what to read).
 * Medians of repeated runs, after a warm-up run.
 */
import { analyzeDesign } from '../../src/core/analysis/analyze-design.ts';
import { clusterItemGraph } from '../../src/core/graph/cluster-item-graph.ts';
import { entityGraph } from '../../src/core/graph/entity-graph.ts';
import { itemGraph } from '../../src/core/graph/item-graph.ts';
import { layoutRequest } from '../../src/core/graph/layout-request.ts';
import { layoutSeed } from '../../src/core/graph/layout-seed.ts';
import { runLayout } from '../../src/core/graph/run-layout.ts';
import type { AttributeMap } from '../../src/core/model/attribute-value.ts';
import type { Design, Entity } from '../../src/core/model/design.ts';
import { gamingDesign, lcg } from './gaming-items.ts';

const SIZES = (process.env['GRAPH_BENCH_SIZES'] ?? '10000,100000').split(',').map(Number);

function median(runs: number, fn: () => unknown): number {
  fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/**
 * An entity graph of `n` nodes: a third are objects keyed `O<i>#${id<i>}` with one metadata
 * item each; the rest are relationships whose partition key is one object's (a shared
 * collection) and whose sort key names another (a reference), with a few items each so the
 * data passes run.
 */
function manyEntities(n: number): Design {
  const rand = lcg(7);
  const objects = Math.ceil(n / 3);
  const entities: Entity[] = [];
  const one = (fields: Record<string, string>): AttributeMap => {
    const it = Object.create(null) as Record<string, { S: string }>;
    for (const k in fields) it[k] = { S: fields[k]! };
    return it;
  };
  for (let i = 0; i < objects; i++)
    entities.push({
      name: `O${i}`,
      table: 't',
      attributes: [],
      keys: { PK: `O${i}#\${id${i}}`, SK: 'METADATA' },
      items: [0, 1, 2].map((k) => one({ [`id${i}`]: `o${i}-${k}` }))
    });
  for (let r = objects; r < n; r++) {
    const a = Math.floor(rand() * objects);
    const b = Math.floor(rand() * objects);
    entities.push({
      name: `R${r}`,
      table: 't',
      attributes: [],
      keys: { PK: `O${a}#\${id${a}}`, SK: `O${b}#\${id${b}}#R${r}` },
      items: [0, 1, 2].map((k) =>
        one({ [`id${a}`]: `o${a}-${k}`, [`id${b}`]: `o${b}-${(k + 1) % 3}` })
      )
    });
  }
  return {
    name: 'many entities',
    tables: [
      {
        name: 't',
        partitionKey: { name: 'PK', type: 'S' },
        sortKey: { name: 'SK', type: 'S' },
        globalSecondaryIndexes: [],
        localSecondaryIndexes: [],
        items: []
      }
    ],
    entities,
    accessPatterns: []
  };
}

/** The design with fresh items arrays, so analyzeDesign's per-array caches do not help. */
function fresh(design: Design): Design {
  return {
    ...design,
    tables: design.tables.map((t) => ({ ...t, items: [...t.items] })),
    entities: design.entities.map((e) => ({ ...e, items: [...e.items] }))
  };
}

const pad = (s: string | number, n: number): string => String(s).padStart(n);

console.log('Keyscope graph benchmark');
{
  const design = manyEntities(300);
  const analysis = analyzeDesign(design);
  const graph = entityGraph(design, analysis);
  const seed = layoutSeed(graph);
  const derive = median(5, () => entityGraph(design, analysis));
  const force = median(5, () => runLayout(layoutRequest(graph, { algorithm: 'force', seed })));
  const layered = median(5, () => runLayout(layoutRequest(graph, { algorithm: 'layered', seed })));
  console.log(
    `entity graph: ${graph.nodes.length} nodes, ${graph.edges.length} edges; derive ${derive.toFixed(1)} ms; force layout ${force.toFixed(0)} ms (target < 1000); layered layout ${layered.toFixed(1)} ms`
  );
  // Where the force layout outgrows a 50 ms main-thread task (LAYOUT_WORKER_THRESHOLD).
  const sweep = [25, 50, 100, 200].map((size) => {
    const d = manyEntities(size);
    const g = entityGraph(d, analyzeDesign(d));
    const ms = median(5, () => runLayout(layoutRequest(g, { algorithm: 'force', seed: 1 })));
    return `${g.nodes.length} nodes + ${g.edges.length} edges ${ms.toFixed(0)} ms`;
  });
  console.log(`force layout by size: ${sweep.join('; ')}`);
}
console.log(
  'items      view            analyze ms   itemGraph ms   cluster ms   cluster+open ms   (graph+cluster)/analyze   nodes    shown   entityGraph ms'
);
for (const n of SIZES) {
  const design = gamingDesign(n, true);
  const analysis = analyzeDesign(design);
  const runs = n >= 100_000 ? 5 : 11;
  const analyze = median(runs, () => analyzeDesign(fresh(design)));
  const entity = median(runs, () => entityGraph(design, analysis));
  for (const view of analysis.tables[0]!.views) {
    const g = itemGraph(design, analysis, view);
    const derive = median(runs, () => itemGraph(design, analysis, view));
    const closed = median(runs, () => clusterItemGraph(g, new Set()));
    const open = new Set([g.kinds[0]!.id]);
    const opened = median(runs, () => clusterItemGraph(g, open));
    const shown = clusterItemGraph(g, open);
    if (n === 10_000 && view.spec.index === null) {
      // Every kind opened page after page: the worst a user can ask for at 10k items.
      const all = new Set<string>();
      g.kinds.forEach((k, i) => {
        all.add(k.id);
        for (let at = 60; at < g.kindStarts[i + 1]! - g.kindStarts[i]!; at += 60)
          all.add(`${k.id}@${at}`);
      });
      const everything = clusterItemGraph(g, all);
      const t = performance.now();
      runLayout(layoutRequest(everything, { algorithm: 'force', seed: 1 }));
      console.log(
        `(10k, every cluster open: ${everything.nodes.length} nodes, ${everything.edges.length} edges, force layout ${(performance.now() - t).toFixed(0)} ms, in the worker)`
      );
    }
    console.log(
      `${pad(n, 7)}    ${(view.spec.index ?? 'table').padEnd(14)} ${pad(analyze.toFixed(0), 10)} ${pad(derive.toFixed(1), 14)} ${pad(closed.toFixed(1), 12)} ${pad(opened.toFixed(1), 17)} ${pad(((derive + closed) / analyze).toFixed(2), 25)} ${pad(g.nodeText.length, 8)} ${pad(shown.nodes.length, 7)} ${pad(entity.toFixed(1), 16)}`
    );
  }
}
