import { SvelteMap } from 'svelte/reactivity';
import type { Layout } from '../../core/graph/layout-types.ts';
import type { StudioState } from '../studio/studio-state.svelte.ts';

/** Which graph is shown. */
export type GraphKind = 'entities' | 'items';

/** A node the user dragged: where it was dropped. */
export interface Pin {
  readonly x: number;
  readonly y: number;
}

/** Limits of the width of the table beside the graph (CSS pixels); at first it takes half. */
export const BESIDE_MIN = 240;
export const BESIDE_MAX = 1200;

/**
 * What the graph view remembers while other tabs are in front (the view itself is unmounted
 * then, so it costs nothing): which graph, which layout, whether the table sits beside it, the
 * clusters opened and nodes pinned per graph, and the last layout of each (so an edit moves
 * what changed, not everything). Reset when another design is opened; never saved with the
 * design.
 */
export class GraphState {
  kind = $state<GraphKind>('entities');
  /**
   * The layout per graph: the entity graph reads best by force; the item graph, whose edges
   * all point from a partition key to a sort key, reads best in layers (left to right, so the
   * key values' labels have room).
   */
  algorithms = $state<Record<GraphKind, 'force' | 'layered'>>({
    entities: 'force',
    items: 'layered'
  });
  beside = $state(false);
  /** The table's width beside the graph; 0 until the user moves the divider (then: half). */
  besideWidth = $state(0);
  /** Clusters opened per item graph (`key`); absent: the ones defaultExpanded opens. */
  readonly expanded = new SvelteMap<string, readonly string[]>();
  /** Pinned nodes per graph key. */
  readonly pins = new SvelteMap<string, ReadonlyMap<string, Pin>>();
  /** The layout last drawn per graph key: plumbing for the next layout, never rendered. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly previous = new Map<string, Layout>();
  #design = -1;

  /** Forget what belonged to the previous design when `opened` (StudioState.opened) moves on. */
  follow(opened: number): void {
    if (opened === this.#design) return;
    this.#design = opened;
    this.expanded.clear();
    this.pins.clear();
    this.previous.clear();
  }

  pin(key: string, id: string, at: Pin): void {
    // A new map per change, so what reads the graph's pins sees it change.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    this.pins.set(key, new Map([...(this.pins.get(key) ?? []), [id, at]]));
  }

  /** Back to the seeded picture: no pins, no memory of earlier layouts. */
  reset(key: string): void {
    this.pins.delete(key);
    this.previous.delete(key);
  }
}

const states = new WeakMap<StudioState, GraphState>();

/** The graph view's state for a studio (one per studio, made on first use). */
export function graphStateFor(studio: StudioState): GraphState {
  let state = states.get(studio);
  if (!state) states.set(studio, (state = new GraphState()));
  return state;
}

/** The key of a graph: the entity graph, or one view's item graph. */
export function graphKey(kind: GraphKind, table: number, view: number): string {
  return kind === 'entities' ? 'entities' : `items/${table}/${view}`;
}
