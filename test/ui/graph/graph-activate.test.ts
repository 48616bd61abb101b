import { describe, expect, it } from 'vitest';
import { CLUSTER_PAGE } from '../../../src/core/graph/cluster-item-graph.ts';
import type { ItemGraphAnswer } from '../../../src/core/session/graph-query.ts';
import { activateNode, openAllIds } from '../../../src/ui/graph/graph-activate.ts';
import { graphFileName, itemGraphStatus } from '../../../src/ui/graph/export-graph.ts';
import type { GraphAnswer } from '../../../src/ui/graph/graph-model.svelte.ts';

const items = (over: object) =>
  ({
    table: 0,
    index: null,
    expanded: ['A'],
    kinds: [{ id: 'A' }, { id: 'B' }],
    kindSizes: [CLUSTER_PAGE * 2 + 1, 3],
    itemCount: 1234,
    nodeCount: 40,
    graph: {
      nodes: [
        { id: 'A', label: 'A', cluster: true },
        { id: 'x', label: 'x' },
        { id: 'lonely', label: 'lonely' }
      ],
      edges: [{ source: 'x', target: 'A', firstOrder: 7 }]
    },
    ...over
  }) as unknown as ItemGraphAnswer;

function studio() {
  const revealed: [number, number][] = [];
  return {
    revealed,
    litEntity: null as string | null,
    table: 0,
    view: 2,
    selectedCollection: 'c' as unknown,
    reveal: (t: number, at: number) => void revealed.push([t, at])
  };
}

describe('openAllIds', () => {
  it('lists every cluster page, or null with no cluster or too many items', () => {
    expect(openAllIds(items({}), 10_000)).toEqual([
      'A',
      `A@${CLUSTER_PAGE}`,
      `A@${CLUSTER_PAGE * 2}`,
      'B'
    ]);
    expect(openAllIds(items({}), 10)).toBeNull();
    expect(openAllIds(items({ graph: { nodes: [{ id: 'x' }], edges: [] } }), 10_000)).toBeNull();
    expect(openAllIds(null, 10_000)).toBeNull();
  });
});

describe('activateNode', () => {
  it('lights an entity (or unlights it) and shows its table', () => {
    const what = {
      kind: 'entities',
      answer: { graph: { nodes: [{ id: 'Game', table: 'T2' }], edges: [] } }
    } as unknown as GraphAnswer;
    const s = studio();
    const tables = [{ name: 'T1' }, { name: 'T2' }];
    const expanded = new Map<string, string[]>();
    expect(activateNode('Game', what, 'k', s as never, tables, { expanded } as never)).toBe('');
    expect([s.litEntity, s.table, s.view]).toEqual(['Game', 1, 0]);
    activateNode('Game', what, 'k', s as never, tables, { expanded } as never);
    expect(s.litEntity).toBeNull();
  });

  it('opens a cluster, reveals an item, and says when a node has no item', () => {
    const what = { kind: 'items', answer: items({}) } as GraphAnswer;
    const s = studio();
    const expanded = new Map<string, string[]>();
    const graph = { expanded } as never;
    expect(activateNode('A', what, 'key', s as never, [], graph)).toBe('');
    expect(expanded.get('key')).toEqual(['A', 'A']);
    expect(activateNode('x', what, 'key', s as never, [], graph)).toBe('');
    expect(s.revealed).toEqual([[0, 7]]);
    expect(s.selectedCollection).toBeNull();
    expect(activateNode('lonely', what, 'key', s as never, [], graph)).toBe(
      'lonely has no item of its own in this view.'
    );
  });
});

describe('graph texts', () => {
  it('names an export by design, kind and index', () => {
    const entities = { kind: 'entities', answer: {} } as unknown as GraphAnswer;
    expect(graphFileName('Gaming', entities)).toMatch(/-entities$/);
    const byIndex = { kind: 'items', answer: items({ index: 'GSI1' }) } as GraphAnswer;
    expect(graphFileName('Gaming', byIndex)).toMatch(/-items-GSI1$/);
  });

  it('says how many items an item graph holds and how its clusters open', () => {
    expect(itemGraphStatus(items({}))).toBe(
      '1,234 items between 40 nodes, 3 shown (clusters open with Enter or a click).'
    );
    expect(itemGraphStatus(items({ graph: { nodes: [{ id: 'x' }], edges: [] } }))).toBe(
      '1,234 items between 40 nodes, 1 shown.'
    );
  });
});
