import type { TableAnalysis } from '../analysis/analyze-design.ts';
import type { EntityEdge } from './entity-graph-types.ts';
import type { EntityKeys } from './entity-keys.ts';
import { embeddedIdentities } from './embedded-identities.ts';
import { sharedCollections, type SharedCollection } from './shared-collections.ts';

/** An edge before the access patterns it serves are known. */
export type EdgeDraft = Omit<EntityEdge, 'id' | 'patterns' | 'weight' | 'dashed'>;

/**
 * The edges one table's key design encodes (see EntityEdgeKind): for the table and each GSI
 * with its own partition key, which entities share collections and which an index joins; then,
 * for every key attribute, which entities' templates name another entity (`all`: every
 * entity of the design, so a key may name an entity of another table).
 *
 * @param at per item, its entity's position in `keys` (see entityPositions)
 * @example
 * keyEdges(analysis.tables[0]!, entityKeys(gaming, table), all, at).map((e) => e.kind);
 * // ['shares-collection', 'joined-by-index', 'refers-to']
 */
export function keyEdges(
  table: TableAnalysis,
  keys: readonly EntityKeys[],
  all: readonly EntityKeys[],
  at: Int32Array
): EdgeDraft[] {
  const out: EdgeDraft[] = [];
  const name = table.table.name;
  const tablePk = table.table.partitionKey.name;
  // Which (source, target, key attribute) a shares-collection edge already covers, either way.
  const shared = new Set<string>();
  // Which (source, target, index-only key attribute) a joined-by-index edge covers.
  const joined = new Set<string>();
  const mark = (a: EntityKeys, b: EntityKeys, attr: string): void => {
    shared.add(JSON.stringify([a.entity.name, b.entity.name, attr]));
    shared.add(JSON.stringify([b.entity.name, a.entity.name, attr]));
  };
  for (const view of table.views) {
    const { kind, index, partitionKey } = view.spec;
    // An LSI, or a GSI on the table's own partition key, has the table's collections.
    if (kind === 'lsi' || (kind === 'gsi' && partitionKey.name === tablePk)) continue;
    const pk = partitionKey.name;
    for (const [x, y, p, owned] of starEdges(sharedCollections(view, keys, at), keys, pk)) {
      const a = keys[x]!;
      const b = keys[y]!;
      const t = a.templates.get(pk);
      const where = index === null ? `table "${name}"` : `index "${index}"`;
      const how = p.templates
        ? `both put "${t!.source}" in ${pk}`
        : `seen in the data; their ${pk} templates differ`;
      mark(a, b, pk);
      out.push({
        kind: 'shares-collection',
        source: a.entity.name,
        target: b.entity.name,
        table: name,
        index,
        attribute: pk,
        ...(t ? { template: t.source } : {}),
        fields: t?.fields ?? [],
        evidence: p.templates ? (p.data ? 'templates and data' : 'templates') : 'data',
        label: t ? `${pk} ${t.source}` : pk,
        title: owned
          ? `${a.entity.name} items live in ${b.entity.name}'s item collections of ${where}: ${how}`
          : `${a.entity.name} and ${b.entity.name} items share item collections of ${where}, which neither identifies: ${how}`
      });
    }
    if (kind !== 'gsi') continue;
    for (const a of keys) {
      const t = a.templates.get(pk);
      // A partition that identifies one item of the source gathers nothing.
      if (!t || a.identity.every((f) => t.fields.includes(f))) continue;
      for (const b of embeddedIdentities(t, a, keys)) {
        if (shared.has(JSON.stringify([a.entity.name, b.entity.name, pk]))) continue;
        joined.add(JSON.stringify([a.entity.name, b.entity.name, pk]));
        out.push({
          kind: 'joined-by-index',
          source: a.entity.name,
          target: b.entity.name,
          table: name,
          index,
          attribute: pk,
          template: t.source,
          fields: b.identity,
          evidence: 'templates',
          label: `index ${index}`,
          title: `index "${index}" puts each ${b.entity.name}'s ${a.entity.name} items in one collection: its partition key ${pk} is "${t.source}" for ${a.entity.name}`
        });
      }
    }
  }
  for (const k of table.resolved.keyAttributes) {
    const attr = k.name;
    const isTableKey = attr === tablePk || attr === table.table.sortKey?.name;
    const index = isTableKey
      ? null
      : (table.views.find((v) => v.spec.partitionKey.name === attr || v.spec.sortKey?.name === attr)
          ?.spec.index ?? null);
    for (const a of keys) {
      const t = a.templates.get(attr);
      if (!t) continue;
      for (const b of embeddedIdentities(t, a, all)) {
        const pair = JSON.stringify([a.entity.name, b.entity.name, attr]);
        // An index-only key the index already joins by says nothing more as a reference.
        if (shared.has(pair) || (!isTableKey && joined.has(pair))) continue;
        out.push({
          kind: 'refers-to',
          source: a.entity.name,
          target: b.entity.name,
          table: name,
          index,
          attribute: attr,
          template: t.source,
          fields: b.identity,
          evidence: 'templates',
          label: `${attr} ${t.source}`,
          title: `${a.entity.name}'s ${attr} "${t.source}" names a ${b.entity.name} by ${b.identity.join(' and ')}`
        });
      }
    }
  }
  return out;
}

/**
 * Which of the sharing pairs to draw, as [source, target, pair, target owns the collections]: each entity points at the
 * owners of the collections it shares (an owner is identified by the partition key alone:
 * Game by `GAME#${gameId}`), and where no owner is among its partners, at its earliest partner
 * in design order. A group of n sharers then draws n − 1 edges, not n(n − 1) / 2.
 */
function starEdges(
  pairs: readonly SharedCollection[],
  keys: readonly EntityKeys[],
  pk: string
): [number, number, SharedCollection, boolean][] {
  const owner = keys.map((k) => {
    const t = k.templates.get(pk);
    if (!t || k.identity.length === 0) return false;
    return (
      k.identity.every((f) => t.fields.includes(f)) && t.fields.every((f) => k.identity.includes(f))
    );
  });
  const partners = new Map<number, [number, SharedCollection][]>();
  for (const p of pairs) {
    for (const [x, y] of [
      [p.a, p.b],
      [p.b, p.a]
    ] as const) {
      let list = partners.get(x);
      if (!list) partners.set(x, (list = []));
      list.push([y, p]);
    }
  }
  const out: [number, number, SharedCollection, boolean][] = [];
  for (let x = 0; x < keys.length; x++) {
    const list = (partners.get(x) ?? []).sort((m, n) => m[0] - n[0]);
    const owners = list.filter(([y]) => owner[y]);
    if (owner[x]) {
      for (const [y, p] of owners) if (y < x) out.push([x, y, p, true]);
    } else if (owners.length > 0) {
      for (const [y, p] of owners) out.push([x, y, p, true]);
    } else if (list.length > 0 && list[0]![0] < x) out.push([x, list[0]![0], list[0]![1], false]);
  }
  return out;
}
