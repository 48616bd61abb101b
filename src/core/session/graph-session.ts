import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import { clusterItemGraph, type ClusteredItemGraph } from '../graph/cluster-item-graph.ts';
import { collectionSelection } from '../graph/collection-selection.ts';
import { defaultExpanded } from '../graph/default-expanded.ts';
import type { GraphHighlight } from '../graph/drawable-graph.ts';
import { entityGraph } from '../graph/entity-graph.ts';
import { entityItems } from '../graph/entity-items.ts';
import { findingTargets, type FindingTargets } from '../graph/finding-targets.ts';
import { highlightEntities } from '../graph/highlight-entities.ts';
import { highlightItems } from '../graph/highlight-items.ts';
import { itemGraph, type ItemGraph } from '../graph/item-graph.ts';
import { patternPath } from '../graph/pattern-path.ts';
import type { AccessPattern, Design } from '../model/design.ts';
import type { Finding } from '../model/finding.ts';
import { patternFindings } from '../query/pattern-findings.ts';
import type { PatternRun } from '../query/run-access-pattern.ts';
import type {
  EntityGraphAnswer,
  FindingMark,
  GraphAttention,
  GraphLights,
  ItemGraphAnswer,
  ItemGraphQuery,
  WireHighlight
} from './graph-query.ts';

/** Findings (errors and warnings, in report order) whose nodes are marked; the rest are not. */
export const FINDINGS_MARKED = 100;
/** Messages a node's mark keeps (its counts cover all). */
const MESSAGES_KEPT = 3;

interface Shown {
  readonly key: string;
  readonly graph: ItemGraph;
  readonly clustered: ClusteredItemGraph;
  readonly answer: ItemGraphAnswer;
}

/**
 * The graphs of one analysis (`AnalysisSession.graphs`): the entity graph, item graphs of any
 * view with clusters opened, what the studio's attention lights in them, which nodes findings
 * concern, and which collections an entity's items fill. Built on first use and kept, like the
 * session's other answers, so the page and the analysis worker answer alike.
 *
 * @example
 * const graphs = new AnalysisSession(design, analyzeDesign(design)).graphs();
 * graphs.items({ table: 0, view: 1, expanded: null })?.graph.nodes; // the inverted index's nodes
 */
export class GraphSession {
  #entity: EntityGraphAnswer | null = null;
  #itemGraphs = new Map<string, ItemGraph>();
  #shown: Shown | null = null;
  #targets: { finding: Finding; targets: FindingTargets }[] | null = null;
  #runs: (patterns: readonly AccessPattern[]) => readonly PatternRun[];

  /** `design` has the analysed tables and entities; `runs` runs its patterns (kept). */
  constructor(
    readonly design: Design,
    readonly analysis: DesignAnalysis,
    runs: (patterns: readonly AccessPattern[]) => readonly PatternRun[]
  ) {
    this.#runs = runs;
  }

  /** The entity graph, with the findings on its nodes. */
  entity(): EntityGraphAnswer {
    if (this.#entity) return this.#entity;
    const graph = entityGraph(this.design, this.analysis);
    const known = new Set(graph.nodes.map((n) => n.id));
    const marks = new Map<string, Mark>();
    for (const { finding, targets } of this.#findingTargets())
      for (const e of targets.entities) if (known.has(e)) mark(marks, e, finding);
    return (this.#entity = { graph, findings: markList(marks) });
  }

  /** A view's item graph with the clusters `query` opens, or null when there is no such view. */
  items(query: ItemGraphQuery): ItemGraphAnswer | null {
    return this.#show(query)?.answer ?? null;
  }

  /**
   * What `attention` lights: in the entity graph (when `entities`), and in the item graph
   * `items` asks for (when given). An item, collection or pattern run of another table than
   * the item graph's lights nothing there.
   */
  lights(
    attention: GraphAttention,
    want: { readonly entities: boolean; readonly items: ItemGraphQuery | null }
  ): GraphLights {
    const eg = want.entities ? this.entity().graph : null;
    const shown = want.items ? this.#show(want.items) : null;
    const table = want.items?.table ?? -1;
    const entity = lit();
    const items = lit();
    const onEntities = (names: Iterable<string>) => eg && add(entity, highlightEntities(eg, names));
    const onItems = (t: number, orders: Iterable<number>) =>
      shown && t === table && add(items, highlightItems(shown.graph, shown.clustered, orders));
    if (attention.entity !== null) {
      onEntities([attention.entity]);
      if (shown) {
        const view = this.analysis.tables[table]!.views[want.items!.view]!;
        onItems(table, entityItems(this.analysis, view, attention.entity).orders);
      }
    }
    if (attention.item) {
      const { table: t, order } = attention.item;
      const name = this.analysis.tables[t]?.resolved.entityOf(order) ?? null;
      if (name !== null) onEntities([name]);
      onItems(t, [order]);
    }
    if (attention.collection) {
      const { table: t, view, collection } = attention.collection;
      const v = this.analysis.tables[t]?.views[view];
      if (v) {
        const selection = collectionSelection(this.analysis, v, collection);
        onEntities(selection.entities);
        onItems(t, selection.orders);
      }
    }
    const patternEntity = lit();
    const patternItems = lit();
    const pattern =
      attention.pattern === null ? undefined : this.design.accessPatterns[attention.pattern];
    if (pattern) {
      const run = this.#runs(this.design.accessPatterns)[attention.pattern!]!;
      if (eg) add(patternEntity, patternPath(eg, pattern, run).entityGraph);
      if (shown && run.table === table)
        add(
          patternItems,
          highlightItems(
            shown.graph,
            shown.clustered,
            run.entries.map((e) => e.item.order)
          )
        );
    }
    return {
      entity: wire(entity),
      items: wire(items),
      patternEntity: wire(patternEntity),
      patternItems: wire(patternItems)
    };
  }

  /** Positions of the collections of view `view` of table `table` holding items of `entity`. */
  entityCollections(table: number, view: number, entity: string): readonly number[] {
    const v = this.analysis.tables[table]?.views[view];
    return v ? entityItems(this.analysis, v, entity).collections : [];
  }

  #show(query: ItemGraphQuery): Shown | null {
    const view = this.analysis.tables[query.table]?.views[query.view];
    if (!view) return null;
    const at = `${query.table}/${query.view}`;
    let graph = this.#itemGraphs.get(at);
    if (!graph) this.#itemGraphs.set(at, (graph = itemGraph(this.design, this.analysis, view)));
    const expanded = query.expanded ? new Set(query.expanded) : defaultExpanded(graph);
    const open = [...expanded].sort();
    const key = JSON.stringify([at, open]);
    if (this.#shown?.key === key) return this.#shown;
    const clustered = clusterItemGraph(graph, expanded);
    const marks = new Map<string, Mark>();
    for (const { finding, targets } of this.#findingTargets())
      for (const place of targets.items)
        if (place.table === query.table)
          for (const id of highlightItems(graph, clustered, [place.order]).nodes)
            mark(marks, id, finding);
    const answer: ItemGraphAnswer = {
      graph: { title: clustered.title, nodes: clustered.nodes, edges: clustered.edges },
      table: query.table,
      view: query.view,
      index: graph.index,
      entities: graph.entities,
      kinds: graph.kinds,
      kindSizes: graph.kinds.map((_, k) => graph.kindStarts[k + 1]! - graph.kindStarts[k]!),
      expanded: open,
      nodeCount: graph.nodeText.length,
      itemCount: graph.edgeSource.length,
      findings: markList(marks)
    };
    return (this.#shown = { key, graph, clustered, answer });
  }

  /** The first FINDINGS_MARKED errors and warnings, and the broken access patterns' findings. */
  #findingTargets(): { finding: Finding; targets: FindingTargets }[] {
    if (this.#targets) return this.#targets;
    const runs = this.#runs(this.design.accessPatterns);
    const findings = this.analysis.findings
      .filter((f) => f.severity !== 'info')
      .slice(0, FINDINGS_MARKED)
      .concat(patternFindings(this.design, this.analysis, runs).findings);
    return (this.#targets = findings.map((finding) => ({
      finding,
      targets: findingTargets(finding, this.design, this.analysis, runs)
    })));
  }
}

interface Mark {
  errors: number;
  warnings: number;
  messages: string[];
}

function mark(marks: Map<string, Mark>, id: string, finding: Finding): void {
  let m = marks.get(id);
  if (!m) marks.set(id, (m = { errors: 0, warnings: 0, messages: [] }));
  if (finding.severity === 'error') m.errors++;
  else m.warnings++;
  if (m.messages.length < MESSAGES_KEPT && !m.messages.includes(finding.message))
    m.messages.push(finding.message);
}

function markList(marks: Map<string, Mark>): FindingMark[] {
  return [...marks].map(([id, m]) => ({ id, ...m }));
}

function lit(): { nodes: Set<string>; edges: Set<string> } {
  return { nodes: new Set(), edges: new Set() };
}

function add(to: { nodes: Set<string>; edges: Set<string> }, h: GraphHighlight): void {
  for (const n of h.nodes) to.nodes.add(n);
  for (const e of h.edges) to.edges.add(e);
}

function wire(h: { nodes: Set<string>; edges: Set<string> }): WireHighlight {
  return { nodes: [...h.nodes], edges: [...h.edges] };
}
