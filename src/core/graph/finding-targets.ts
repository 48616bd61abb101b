import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import { templatesCanOverlap } from '../analysis/find-template-overlaps.ts';
import type { Design } from '../model/design.ts';
import type { Finding } from '../model/finding.ts';
import { runAccessPattern, type PatternRun } from '../query/run-access-pattern.ts';
import { itemPlaces, type ItemPlace } from '../inspect/item-places.ts';
import { locateFinding } from '../findings/locate-finding.ts';
import { parseTemplate } from '../templates/parse-template.ts';

/** The entities and items a finding is about, for highlightEntities and highlightItems. */
export interface FindingTargets {
  readonly entities: readonly string[];
  readonly items: readonly ItemPlace[];
}

/**
 * Which nodes a finding concerns, read from where it points (locateFinding):
 * - an item (refused, too large): that item and its entity; for a collision, every item
 *   written to that primary key;
 * - an entity's key templates: the entity, and for an overlap the earlier entities of its
 *   table whose table key templates can produce the same key (templatesCanOverlap);
 * - an access pattern (needs a Scan, returns the wrong entities): its expected entities and
 *   the entities and items it does return.
 * Findings about the whole design concern no node. `runs` (each of the design's patterns run
 * already, in order) saves running a pattern again.
 *
 * @example
 * findingTargets(collisionFinding, design, analysis).items; // both items at that primary key
 */
export function findingTargets(
  finding: Finding,
  design: Design,
  analysis: DesignAnalysis,
  runs?: readonly PatternRun[]
): FindingTargets {
  const places = itemPlaces(
    design,
    analysis.tables.map((t) => t.resolved)
  );
  const target = locateFinding(finding.path, (s) => places(s) !== undefined);
  const entities = new Set<string>();
  const items: ItemPlace[] = [];
  const addItem = (place: ItemPlace): void => {
    items.push(place);
    const e = analysis.tables[place.table]?.resolved.entityOf(place.order);
    if (e) entities.add(e);
  };
  if (target.kind === 'item') {
    const place = places(target.source)!;
    const ta = analysis.tables[place.table]!;
    const collision =
      finding.code === 'key.collision'
        ? ta.collisions.find((c) => c.items.some((i) => i.order === place.order))
        : undefined;
    if (collision) for (const i of collision.items) addItem({ table: place.table, order: i.order });
    else addItem(place);
  } else if (target.kind === 'template') {
    const entity = design.entities[target.entity];
    if (entity) {
      entities.add(entity.name);
      if (finding.code === 'template.overlap')
        for (const other of overlapping(design, target.entity)) entities.add(other);
    }
  } else if (target.kind === 'pattern') {
    const pattern = design.accessPatterns[target.index];
    if (pattern) {
      for (const e of pattern.expectedEntities) entities.add(e);
      const run = runs?.[target.index] ?? runAccessPattern(analysis, pattern);
      for (const e of run.entries) addItem({ table: run.table, order: e.item.order });
    }
  }
  const known = new Set(design.entities.map((e) => e.name));
  return { entities: [...entities].filter((e) => known.has(e)), items };
}

/** Earlier entities of the same table whose table key templates can all overlap entity `e`'s. */
function overlapping(design: Design, e: number): string[] {
  const entity = design.entities[e]!;
  const table = design.tables.find((t) => t.name === entity.table);
  if (!table) return [];
  const names = [table.partitionKey.name, ...(table.sortKey ? [table.sortKey.name] : [])];
  const templates = (i: number) =>
    names.map((n) => {
      const src = design.entities[i]!.keys;
      const r = Object.prototype.hasOwnProperty.call(src, n) ? parseTemplate(src[n]!) : null;
      return r?.ok ? r.template : null;
    });
  const mine = templates(e);
  const out: string[] = [];
  for (let i = 0; i < e; i++) {
    if (design.entities[i]!.table !== table.name) continue;
    const theirs = templates(i);
    if (mine.every((t, k) => t !== null && theirs[k] && templatesCanOverlap(t, theirs[k]!)))
      out.push(design.entities[i]!.name);
  }
  return out;
}
