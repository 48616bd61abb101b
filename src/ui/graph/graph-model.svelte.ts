import { untrack } from 'svelte';
import type { DrawableGraph } from '../../core/graph/drawable-graph.ts';
import { layoutRequest } from '../../core/graph/layout-request.ts';
import { layoutSeed } from '../../core/graph/layout-seed.ts';
import type { Layout } from '../../core/graph/layout-types.ts';
import type {
  EntityGraphAnswer,
  GraphAttention,
  GraphLights,
  ItemGraphAnswer,
  ItemGraphQuery
} from '../../core/session/graph-query.ts';
import type { AnalysisPort } from '../../core/session/analysis-port.ts';
import type { StudioState } from '../studio/studio-state.svelte.ts';
import { graphKey, type GraphKind, type GraphState } from './graph-state.svelte.ts';
import { LayoutRunner } from './layout-runner.ts';
import { DEBOUNCE_MS, refreshDelay } from './refresh-delay.ts';

/** A graph answer from the session. */
export type GraphAnswer =
  | { readonly kind: 'entities'; readonly answer: EntityGraphAnswer }
  | { readonly kind: 'items'; readonly answer: ItemGraphAnswer };

/** What is on screen: a graph answer and its layout, for one graph key. */
export interface Drawn {
  readonly key: string;
  readonly revision: number;
  readonly graph: DrawableGraph;
  readonly layout: Layout;
  readonly what: GraphAnswer;
  /** Laid out from the seed alone (no earlier layout of this graph): to be framed whole. */
  readonly fresh: boolean;
}

/**
 * The graph view's data flow, outside the components: asks the studio's analysis (page or
 * worker) for the graph shown and what the studio's attention lights in it, lays it out
 * (LayoutRunner: on the page for small graphs, in the layout worker above), and keeps the
 * graph and its layout together in `drawn`, so the picture always matches itself. After an
 * edit it waits (refreshDelay) so typing in a template is never slowed by the graph; a user's
 * own action (another graph, a cluster opened) is answered at once.
 * Made during a component's initialisation: its effects end with the component.
 */
export class GraphModel {
  drawn = $state.raw<Drawn | null>(null);
  lights = $state.raw<GraphLights | null>(null);
  /** A layout is being computed (the picture shown is the previous one). */
  laying = $state(false);
  #answer = $state.raw<{ key: string; revision: number; what: GraphAnswer } | null>(null);
  #resets = $state(0);
  #runner = new LayoutRunner();
  #asked = 0;
  #lightsAsked = 0;
  #waitingSince: number | null = null;
  /** How long the last graph took to arrive once asked for (derivation, worker and all). */
  #cost = 0;

  /** The analysis asked (the studio's port: the page's or the worker's). */
  readonly source = $derived.by(() => this.studio.analysis);
  // $derived.by: the fields below read constructor parameters, which a closure may.
  readonly kind: GraphKind = $derived.by(() => this.state.kind);
  readonly key = $derived.by(() => graphKey(this.kind, this.studio.table, this.studio.view));
  readonly query: ItemGraphQuery | null = $derived.by(() =>
    this.kind === 'items'
      ? {
          table: this.studio.table,
          view: this.studio.view,
          expanded: this.state.expanded.get(this.key) ?? null
        }
      : null
  );
  readonly attention: GraphAttention = $derived.by(() => ({
    entity: this.studio.litEntity,
    item: this.studio.selected,
    collection: this.studio.selectedCollection,
    pattern: this.studio.activePattern
  }));

  constructor(
    readonly studio: StudioState,
    readonly state: GraphState
  ) {
    $effect(() => this.#fetchGraph());
    $effect(() => this.#layOut());
    $effect(() => this.#fetchLights());
    $effect(() => () => this.#runner.dispose());
  }

  /** Lay the graph out again from its seed: pins and the memory of earlier layouts dropped. */
  reset(): void {
    this.state.reset(this.key);
    this.#resets++;
  }

  /** How long to wait before asking: at once for a user's action, debounced after an edit. */
  #delay(edit: boolean): number {
    if (!edit) {
      this.#waitingSince = null;
      return 0;
    }
    const now = performance.now();
    this.#waitingSince ??= now;
    return refreshDelay(this.#waitingSince, now, this.#cost);
  }

  #fetchGraph(): (() => void) | void {
    const { source, kind, query, key } = this;
    if (!source) return;
    const last = untrack(() => this.#answer);
    const delay = this.#delay(last?.key === key && last.revision !== graphRevision(source));
    const ticket = ++this.#asked;
    const timer = setTimeout(async () => {
      const asked = performance.now();
      const what: GraphAnswer | null =
        kind === 'entities'
          ? wrap('entities', await source.entityGraph())
          : wrap('items', await source.itemGraph(query!));
      if (ticket !== this.#asked) return;
      this.#cost = performance.now() - asked;
      this.#waitingSince = null;
      if (what) this.#answer = { key, revision: graphRevision(source), what };
    }, delay);
    return () => clearTimeout(timer);
  }

  #layOut(): void {
    const answer = this.#answer;
    const algorithm = this.state.algorithms[answer?.what.kind ?? 'entities'];
    const pinned = this.state.pins.get(answer?.key ?? '');
    void this.#resets;
    if (!answer) return;
    const graph = answer.what.answer.graph;
    const previous = this.state.previous.get(answer.key);
    const request = layoutRequest(graph, {
      algorithm,
      seed: layoutSeed(graph),
      direction: 'right',
      ...(pinned ? { pinned } : {}),
      ...(previous ? { previous } : {})
    });
    this.laying = true;
    void this.#runner.run(request).then((layout) => {
      if (!layout) return;
      this.state.previous.set(answer.key, layout);
      this.drawn = {
        key: answer.key,
        revision: answer.revision,
        graph,
        layout,
        what: answer.what,
        fresh: !previous
      };
      this.laying = false;
    });
  }

  #fetchLights(): (() => void) | void {
    const { source, attention, kind, query } = this;
    if (!source) return;
    const ticket = ++this.#lightsAsked;
    const edit = untrack(() => this.#answer?.revision) !== graphRevision(source);
    // After an edit the lights wait as the graph does (they read the same graph, kept).
    const timer = setTimeout(
      async () => {
        const lights = await source.graphLights(attention, kind === 'entities', query);
        if (ticket === this.#lightsAsked && lights) this.lights = lights;
      },
      edit ? Math.max(DEBOUNCE_MS, 2 * this.#cost) : 0
    );
    return () => clearTimeout(timer);
  }
}

function wrap<K extends GraphAnswer['kind']>(
  kind: K,
  answer: Extract<GraphAnswer, { kind: K }>['answer'] | null
): GraphAnswer | null {
  return answer ? ({ kind, answer } as GraphAnswer) : null;
}

const revisions = new WeakMap<AnalysisPort, number>();
let lastRevision = 0;

/**
 * A number per port: the graphs change with the design read (a pattern renamed), not only with
 * the analysis, and each design read is a port of its own.
 */
function graphRevision(port: AnalysisPort): number {
  let r = revisions.get(port);
  if (r === undefined) revisions.set(port, (r = ++lastRevision));
  return r;
}
