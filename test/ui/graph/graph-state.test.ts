import { describe, expect, it } from 'vitest';
import { GraphState, graphKey, graphStateFor } from '../../../src/ui/graph/graph-state.svelte.ts';
import { StudioState } from '../../../src/ui/studio/studio-state.svelte.ts';
import { example } from '../../helpers/example.ts';

const layout = { nodes: [], bounds: { x0: 0, y0: 0, x1: 0, y1: 0 } };

describe('GraphState', () => {
  it('pins nodes per graph, each pin a new map, and resets one graph alone', () => {
    const state = new GraphState();
    state.pin('entities', 'Game', { x: 1, y: 2 });
    const first = state.pins.get('entities');
    state.pin('entities', 'User', { x: 3, y: 4 });
    expect(state.pins.get('entities')).not.toBe(first);
    expect([...state.pins.get('entities')!]).toEqual([
      ['Game', { x: 1, y: 2 }],
      ['User', { x: 3, y: 4 }]
    ]);
    state.pin('items/0/0', 'n', { x: 0, y: 0 });
    state.previous.set('entities', layout);
    state.reset('entities');
    expect(state.pins.has('entities')).toBe(false);
    expect(state.previous.has('entities')).toBe(false);
    expect(state.pins.has('items/0/0')).toBe(true);
  });

  it("forgets the previous design's clusters, pins and layouts when another is opened", () => {
    const studio = new StudioState();
    const state = graphStateFor(studio);
    expect(graphStateFor(studio)).toBe(state);
    expect(graphStateFor(new StudioState())).not.toBe(state);
    studio.open(example('gaming'), 'Gaming');
    state.follow(studio.opened);
    state.kind = 'items';
    state.expanded.set('items/0/0', ['kind x']);
    state.pin('entities', 'Game', { x: 1, y: 2 });
    state.previous.set('entities', layout);
    state.follow(studio.opened);
    expect(state.expanded.size).toBe(1);
    studio.open(example('todo-graph'), 'To-do');
    state.follow(studio.opened);
    expect([state.expanded.size, state.pins.size, state.previous.size]).toEqual([0, 0, 0]);
    // What the user chose to look at stays.
    expect(state.kind).toBe('items');
  });

  it('keys the entity graph once and each item graph by table and view', () => {
    expect(graphKey('entities', 2, 1)).toBe('entities');
    expect(graphKey('items', 0, 1)).toBe('items/0/1');
    expect(graphKey('items', 1, 0)).not.toBe(graphKey('items', 0, 1));
  });
});
