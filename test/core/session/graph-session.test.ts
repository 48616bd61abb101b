import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { clusterItemGraph } from '../../../src/core/graph/cluster-item-graph.ts';
import { collectionSelection } from '../../../src/core/graph/collection-selection.ts';
import { defaultExpanded } from '../../../src/core/graph/default-expanded.ts';
import type { GraphHighlight } from '../../../src/core/graph/drawable-graph.ts';
import { entityGraph } from '../../../src/core/graph/entity-graph.ts';
import { entityItems } from '../../../src/core/graph/entity-items.ts';
import { highlightEntities } from '../../../src/core/graph/highlight-entities.ts';
import { highlightItems } from '../../../src/core/graph/highlight-items.ts';
import { itemGraph } from '../../../src/core/graph/item-graph.ts';
import { patternPath } from '../../../src/core/graph/pattern-path.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { runAccessPattern } from '../../../src/core/query/run-access-pattern.ts';
import { AnalysisSession } from '../../../src/core/session/analysis-session.ts';
import type { GraphAttention, WireHighlight } from '../../../src/core/session/graph-query.ts';
import { FINDINGS_MARKED } from '../../../src/core/session/graph-session.ts';
import { example } from '../../helpers/example.ts';

const NOTHING: GraphAttention = { entity: null, item: null, collection: null, pattern: null };
const TABLE = { table: 0, view: 0, expanded: null };

function graphsOf(design: Design) {
  const analysis = analyzeDesign(design);
  return { analysis, graphs: new AnalysisSession(design, analysis).graphs() };
}

/** A highlight as sorted arrays, to compare with a wire highlight. */
const sorted = (h: GraphHighlight | WireHighlight) => ({
  nodes: [...h.nodes].sort(),
  edges: [...h.edges].sort()
});

describe('GraphSession', () => {
  it('answers the entity graph as entityGraph does, once', () => {
    const design = example('gaming');
    const { analysis, graphs } = graphsOf(design);
    const answer = graphs.entity();
    expect(answer.graph).toEqual(entityGraph(design, analysis));
    expect(answer.findings).toEqual([]);
    expect(graphs.entity()).toBe(answer);
    expect(structuredClone(answer)).toEqual(answer);
  });

  it("answers a view's item graph clustered as defaultExpanded opens it, or as asked", () => {
    const design = example('gaming');
    const { analysis, graphs } = graphsOf(design);
    const graph = itemGraph(design, analysis, analysis.tables[0]!.views[0]!);
    const want = clusterItemGraph(graph, defaultExpanded(graph));
    const answer = graphs.items(TABLE)!;
    expect(answer.graph).toEqual({ title: want.title, nodes: want.nodes, edges: want.edges });
    expect(answer).toMatchObject({ table: 0, view: 0, index: null, itemCount: 22, nodeCount: 20 });
    expect(answer.kindSizes.reduce((a, b) => a + b, 0)).toBe(20);
    expect(answer.expanded).toEqual([...defaultExpanded(graph)].sort());
    // Plain data: what the worker posts is what the page would have.
    expect(structuredClone(answer)).toEqual(answer);
    const closed = graphs.items({ ...TABLE, expanded: [] })!;
    expect(closed.graph.nodes.every((n) => n.cluster || graph.kindStarts.length > 0)).toBe(true);
    expect(closed.graph.nodes.length).toBe(clusterItemGraph(graph, new Set()).nodes.length);
    expect(closed.expanded).toEqual([]);
    expect(graphs.items({ table: 0, view: 5, expanded: null })).toBeNull();
    expect(graphs.items({ table: 2, view: 0, expanded: null })).toBeNull();
  });

  it('redraws the same items the other way round for the inverted index', () => {
    const { graphs } = graphsOf(example('gaming'));
    const ends = (view: number, flip: boolean) =>
      graphs
        .items({ table: 0, view, expanded: null })!
        .graph.edges.map((e) => {
          const who = JSON.parse(e.id)[2] as string;
          return JSON.stringify([
            flip ? e.target : e.source,
            flip ? e.source : e.target,
            who,
            e.weight
          ]);
        })
        .sort();
    expect(graphs.items({ table: 0, view: 1, expanded: null })!.index).toBe('InvertedIndex');
    expect(ends(1, true)).toEqual(ends(0, false));
  });

  it('lights what the studio looks at, as the core linking helpers do', () => {
    const design = example('gaming');
    const { analysis, graphs } = graphsOf(design);
    const eg = entityGraph(design, analysis);
    const view = analysis.tables[0]!.views[0]!;
    const graph = itemGraph(design, analysis, view);
    const shown = clusterItemGraph(graph, defaultExpanded(graph));
    const ask = (attention: Partial<GraphAttention>) =>
      graphs.lights({ ...NOTHING, ...attention }, { entities: true, items: TABLE });

    const game = ask({ entity: 'Game' });
    expect(sorted(game.entity)).toEqual(sorted(highlightEntities(eg, ['Game'])));
    expect(sorted(game.items)).toEqual(
      sorted(highlightItems(graph, shown, entityItems(analysis, view, 'Game').orders))
    );
    expect(game.items.edges.length).toBe(4);
    expect(game.patternEntity).toEqual({ nodes: [], edges: [] });

    const order = graph.edgeOrder[3]!;
    const item = ask({ item: { table: 0, order } });
    expect(item.entity.nodes).toEqual([analysis.tables[0]!.resolved.entityOf(order)]);
    expect(sorted(item.items)).toEqual(sorted(highlightItems(graph, shown, [order])));

    const selection = collectionSelection(analysis, view, 0);
    const collection = ask({ collection: { table: 0, view: 0, collection: 0 } });
    expect(sorted(collection.entity)).toEqual(sorted(highlightEntities(eg, selection.entities)));
    expect(collection.entity.edges.length).toBeGreaterThan(0);
    expect(sorted(collection.items)).toEqual(
      sorted(highlightItems(graph, shown, selection.orders))
    );

    const p = design.accessPatterns.findIndex((x) => x.name === 'Find all users in a game');
    const run = runAccessPattern(analysis, design.accessPatterns[p]!);
    const path = ask({ pattern: p });
    expect(sorted(path.patternEntity)).toEqual(
      sorted(patternPath(eg, design.accessPatterns[p]!, run).entityGraph)
    );
    expect(sorted(path.patternItems)).toEqual(
      sorted(
        highlightItems(
          graph,
          shown,
          run.entries.map((e) => e.item.order)
        )
      )
    );
    expect(path.entity).toEqual({ nodes: [], edges: [] });

    // Only the graphs asked for are lit; another table's item lights nothing.
    const none = graphs.lights({ ...NOTHING, entity: 'Game' }, { entities: false, items: null });
    expect(none.entity.nodes).toEqual([]);
    expect(none.items.nodes).toEqual([]);
    expect(ask({ item: { table: 3, order: 0 } }).items.nodes).toEqual([]);
    expect(ask({ entity: 'Nobody' })).toEqual(ask({}));
  });

  it('finds the collections an entity fills, in any view', () => {
    const { analysis, graphs } = graphsOf(example('gaming'));
    for (const view of [0, 1])
      expect(graphs.entityCollections(0, view, 'Game')).toEqual(
        entityItems(analysis, analysis.tables[0]!.views[view]!, 'Game').collections
      );
    expect(graphs.entityCollections(0, 0, 'Game').length).toBe(4);
    expect(graphs.entityCollections(0, 9, 'Game')).toEqual([]);
  });

  it('marks the nodes a collision concerns in both graphs', () => {
    const { analysis, graphs } = graphsOf(example('library-author-only'));
    expect(analysis.findings.filter((f) => f.code === 'key.collision')).toHaveLength(3);
    const [book] = graphs.entity().findings;
    expect(book).toMatchObject({ id: 'Book', errors: 3, warnings: 0 });
    expect(book!.messages.length).toBeGreaterThan(0);
    expect(book!.messages.length).toBeLessThanOrEqual(3);
    const marked = graphs.items(TABLE)!.findings;
    const ids = new Set(graphs.items(TABLE)!.graph.nodes.map((n) => n.id));
    expect(marked.length).toBeGreaterThan(0);
    for (const m of marked) {
      expect(ids.has(m.id)).toBe(true);
      expect(m.errors).toBeGreaterThan(0);
    }
    expect(marked.map((m) => m.id)).toContain('node {"S":"Tides of Memory"}');
  });

  it('marks the entities of a broken access pattern', () => {
    const design = example('gaming');
    const p = design.accessPatterns.findIndex((x) => x.name === 'Find all users in a game');
    const broken = editDesign(design, {
      kind: 'set-pattern',
      index: p,
      pattern: { ...design.accessPatterns[p]!, partitionKey: 'NOPE#${gameId}' }
    });
    const marks = graphsOf(broken).graphs.entity().findings;
    expect(marks.length).toBeGreaterThan(0);
    for (const name of design.accessPatterns[p]!.expectedEntities)
      expect(marks.find((m) => m.id === name)).toMatchObject({ warnings: 1, errors: 0 });
    expect(marks[0]!.messages[0]).toContain('Find all users in a game');
  });

  it(`marks at most the first ${FINDINGS_MARKED} errors and warnings`, () => {
    const design = example('library-author-only');
    const book = design.entities[0]!;
    // Each title written twice: one collision finding per pair, up to 50 listed per table.
    const items = Array.from({ length: 120 }, (_, i) =>
      Object.assign(Object.create(null), book.items[0]!, {
        BookTitle: { S: `Title ${Math.floor(i / 2)}` }
      })
    );
    const names = ['A', 'B', 'C'];
    const many: Design = {
      ...design,
      tables: names.map((name) => ({ ...design.tables[0]!, name })),
      entities: names.map((name) => ({ ...book, name: `Book ${name}`, table: name, items }))
    };
    const { analysis, graphs } = graphsOf(many);
    const counted = analysis.findings.filter((f) => f.severity !== 'info');
    // Each listed collision concerns one entity; the "… more not listed" finding (path $) none.
    const collisions = (fs: typeof counted) =>
      fs.filter((f) => f.code === 'key.collision' && f.path !== '$').length;
    expect(counted.length).toBeGreaterThan(FINDINGS_MARKED);
    const first = collisions(counted.slice(0, FINDINGS_MARKED));
    expect(first).toBeLessThan(collisions(counted));
    const marks = graphs.entity().findings;
    expect(marks.reduce((n, m) => n + m.errors + m.warnings, 0)).toBe(first);
  });
});

describe('AnalysisSession.graphs', () => {
  it("reads a later design's patterns when its tables and entities are the analysed ones", () => {
    const design = example('gaming');
    const analysis = analyzeDesign(design);
    const session = new AnalysisSession(design, analysis);
    expect(session.graphs()).toBe(session.withDesign(design).graphs());
    const renamed = editDesign(design, {
      kind: 'set-pattern',
      index: 0,
      pattern: { ...design.accessPatterns[0]!, name: 'Profile of a user' }
    });
    const later = session.withDesign(renamed).graphs();
    expect(later).not.toBe(session.graphs());
    expect(later.entity().graph.edges.flatMap((e) => e.patterns)).not.toContain(
      design.accessPatterns[0]!.name
    );
    const edited = editDesign(design, {
      kind: 'set-key-template',
      entity: 0,
      attribute: 'PK',
      template: 'PLAYER#${username}'
    });
    expect(() => session.withDesign(edited).graphs()).toThrow(
      /graphs of design "Battle royale gaming" asked of another design's analysis; analyse it first/
    );
  });
});
