import { describe, expect, it } from 'vitest';
import { entityGraph } from '../../../src/core/graph/entity-graph.ts';
import { highlightEntities } from '../../../src/core/graph/highlight-entities.ts';
import { analysed } from './graph-fixtures.ts';

describe('highlightEntities', () => {
  const { design, analysis } = analysed('gaming');
  const graph = entityGraph(design, analysis);
  const kinds = (ids: ReadonlySet<string>) =>
    graph.edges.filter((e) => ids.has(e.id)).map((e) => `${e.source} ${e.kind} ${e.target}`);

  it.each([
    [
      ['Game', 'UserGameMapping'],
      ['Game', 'UserGameMapping'],
      ['UserGameMapping shares-collection Game']
    ],
    [
      ['User', 'UserGameMapping'],
      ['User', 'UserGameMapping'],
      ['UserGameMapping joined-by-index User', 'UserGameMapping refers-to User']
    ],
    [['User'], ['User'], []],
    [['Ghost', 'Game'], ['Game'], []]
  ])('%j', (entities, nodes, edges) => {
    const lit = highlightEntities(graph, entities);
    expect([...lit.nodes]).toEqual(nodes);
    expect(kinds(lit.edges)).toEqual(edges);
  });
});
