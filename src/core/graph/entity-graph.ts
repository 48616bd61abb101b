import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import type { Design } from '../model/design.ts';
import type { EntityEdge, EntityGraph, EntityNode } from './entity-graph-types.ts';
import { entityKeys, type EntityKeys } from './entity-keys.ts';
import { entityPositions } from './entity-positions.ts';
import { keyEdges, type EdgeDraft } from './key-edges.ts';
import { servedPatterns } from './served-patterns.ts';
import { suggestedEdges } from './suggested-edges.ts';

/**
 * A design's entities as a graph, derived from what its key design encodes (never drawn by
 * hand): one node per entity, sized by its items in the table, and edges for the collections
 * entities share, the entities their keys name, the indexes that join them, and (dashed) the
 * relationships only the data shows. Each edge names the key or index that makes it and the
 * access patterns that walk it. Rendering, partition membership and pattern matching are the
 * analysis's: this reads `analysis` (the same design's) and the parsed templates.
 *
 * @example
 * const g = entityGraph(gaming, analyzeDesign(gaming));
 * g.nodes.map((n) => n.id); // ['User', 'Game', 'UserGameMapping']
 * g.edges.map((e) => `${e.source} ${e.kind} ${e.target}`);
 * // ['UserGameMapping shares-collection Game', 'UserGameMapping joined-by-index User',
 * //  'UserGameMapping refers-to User', 'Game suggested User']
 */
export function entityGraph(design: Design, analysis: DesignAnalysis): EntityGraph {
  const perTable = design.tables.map((t) => entityKeys(design, t));
  const all: EntityKeys[] = perTable.flat().sort((a, b) => a.index - b.index);
  const counts = new Map<string, number>();
  const drafts: EdgeDraft[] = [];
  design.tables.forEach((table, t) => {
    const ta = analysis.tables.find((x) => x.table.name === table.name);
    const keys = perTable[t]!;
    if (!ta || keys.length === 0) return;
    const at = entityPositions(
      ta.resolved,
      keys.map((k) => k.entity.name)
    );
    const tableView = ta.views[0]!;
    const n = new Array<number>(keys.length).fill(0);
    for (let order = 0; order < at.length; order++) {
      const e = at[order]!;
      if (e >= 0 && ta.resolved.rejections[order] === 0 && tableView.overwriter(order) < 0) n[e]!++;
    }
    keys.forEach((k, i) => counts.set(k.entity.name, n[i]!));
    drafts.push(...keyEdges(ta, keys, all, at));
  });
  drafts.push(...suggestedEdges(all, drafts));
  const nodes: EntityNode[] = design.entities.map((entity) => {
    const identity = all.find((k) => k.entity === entity)?.identity ?? [];
    const itemCount = counts.get(entity.name) ?? 0;
    return {
      id: entity.name,
      label: entity.name,
      title: `entity ${entity.name}: ${itemCount} item${itemCount === 1 ? '' : 's'} in table "${entity.table}"${identity.length ? `, identified by ${identity.join(' and ')}` : ''}`,
      weight: itemCount,
      metadata: false,
      cluster: false,
      entity: entity.name,
      table: entity.table,
      itemCount,
      identity
    };
  });
  const edges: EntityEdge[] = drafts.map((d) => ({
    ...d,
    id: JSON.stringify([d.kind, d.source, d.target, d.table, d.index, d.attribute]),
    patterns: servedPatterns(design, d),
    weight: 1,
    dashed: d.kind === 'suggested'
  }));
  return { title: `Entities of ${design.name}`, nodes, edges };
}
