import { describe, expect, it } from 'vitest';
import { entityGraph } from '../../../src/core/graph/entity-graph.ts';
import { patternPath } from '../../../src/core/graph/pattern-path.ts';
import { runAccessPattern } from '../../../src/core/query/run-access-pattern.ts';
import { analysed } from './graph-fixtures.ts';

describe('patternPath', () => {
  const { design, analysis } = analysed('gaming');
  const graph = entityGraph(design, analysis);
  const path = (name: string) => {
    const pattern = design.accessPatterns.find((p) => p.name === name)!;
    const run = runAccessPattern(analysis, pattern);
    const lit = patternPath(graph, pattern, run);
    return {
      nodes: [...lit.entityGraph.nodes].sort(),
      edges: graph.edges
        .filter((e) => lit.entityGraph.edges.has(e.id))
        .map((e) => `${e.source} ${e.kind} ${e.target}`),
      view: lit.view,
      orders: lit.orders
    };
  };

  it.each([
    [
      'Find all users in a game',
      ['Game', 'User', 'UserGameMapping'],
      ['UserGameMapping shares-collection Game', 'UserGameMapping refers-to User'],
      0,
      [11, 12, 13, 10]
    ],
    [
      'Find all games a user has played',
      ['User', 'UserGameMapping'],
      ['UserGameMapping joined-by-index User'],
      1,
      [18, 15, 10]
    ],
    ['Get user profile', ['User'], [], 0, [0]]
  ])('%s', (name, nodes, edges, view, orders) => {
    expect(path(name)).toEqual({ nodes, edges, view, orders });
  });

  it('lights no item for a pattern that cannot run', () => {
    const pattern = { ...design.accessPatterns[0]!, name: 'broken', index: 'Nope' };
    const lit = patternPath(graph, pattern, runAccessPattern(analysis, pattern));
    expect(lit).toMatchObject({ view: -1, orders: [] });
    expect(lit.entityGraph.nodes.size).toBe(0);
  });
});
