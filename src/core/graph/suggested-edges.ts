import { getAttr, type AttributeValue } from '../model/attribute-value.ts';
import { valueText } from '../templates/render-template.ts';
import type { EntityKeys } from './entity-keys.ts';
import type { EdgeDraft } from './key-edges.ts';

/** Items of each source entity read for suggestions: enough to see a pattern, bounded at scale. */
export const SUGGESTION_SAMPLE = 2000;
/** The share of an attribute's values that must be the target's ids. */
const MIN_SHARE = 0.8;

/**
 * Relationships the data shows but no key template names: an attribute whose values are
 * (nearly all) another entity's ids, such as Game's `creator`, which holds usernames. Targets
 * are entities identified by one attribute; their ids are every item's value of it. Each
 * source entity's first SUGGESTION_SAMPLE items are read. An attribute points at the one entity
 * whose ids it holds most; when several tie (ids such as 1, 2, 3 that many entities use) it
 * points at none. A link the key templates already make (`fields` of an edge either way) is
 * not suggested again, nor an entity's own id.
 *
 * @param drawn the edges the key templates make
 * @example
 * suggestedEdges(allKeys, keyEdgeDrafts); // [Game → User by creator]
 */
export function suggestedEdges(
  keys: readonly EntityKeys[],
  drawn: readonly EdgeDraft[]
): EdgeDraft[] {
  const idsOf = new Map<string, number[]>();
  const distinctIds = keys.map(() => 0);
  keys.forEach((b, t) => {
    if (b.identity.length !== 1) return;
    const seen = new Set<string>();
    for (const item of b.entity.items) {
      const text = scalarText(getAttr(item, b.identity[0]!));
      if (text === null || seen.has(text)) continue;
      seen.add(text);
      let list = idsOf.get(text);
      if (!list) idsOf.set(text, (list = []));
      list.push(t);
    }
    distinctIds[t] = seen.size;
  });
  const linked = new Set<string>();
  for (const e of drawn)
    for (const f of e.fields) {
      linked.add(JSON.stringify([e.source, e.target, f]));
      linked.add(JSON.stringify([e.target, e.source, f]));
    }
  const out: EdgeDraft[] = [];
  for (const a of keys) {
    // attribute → items holding a scalar, and per target: hits and distinct values hit.
    const present = new Map<string, number>();
    const hits = new Map<string, Map<number, { n: number; values: Set<string> }>>();
    const items = a.entity.items;
    for (let i = 0; i < items.length && i < SUGGESTION_SAMPLE; i++) {
      const item = items[i]!;
      for (const attr in item) {
        const text = scalarText(getAttr(item, attr));
        if (text === null) continue;
        present.set(attr, (present.get(attr) ?? 0) + 1);
        for (const t of idsOf.get(text) ?? []) {
          let perTarget = hits.get(attr);
          if (!perTarget) hits.set(attr, (perTarget = new Map()));
          let h = perTarget.get(t);
          if (!h) perTarget.set(t, (h = { n: 0, values: new Set() }));
          h.n++;
          h.values.add(text);
        }
      }
    }
    const attrs = [...hits].sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
    for (const [attr, perTarget] of attrs) {
      const n = present.get(attr)!;
      const fits = [...perTarget]
        .filter(
          ([t, h]) => h.n >= MIN_SHARE * n && h.values.size >= Math.min(2, distinctIds[t]!, n)
        )
        .sort((x, y) => y[1].n - x[1].n || x[0] - y[0]);
      // Values that are the ids of several entities alike (1, 2, 3…) point at none of them.
      if (fits.length === 0 || (fits.length > 1 && fits[1]![1].n === fits[0]![1].n)) continue;
      const b = keys[fits[0]![0]]!;
      const id = b.identity[0]!;
      if (b === a && attr === id) continue;
      if (linked.has(JSON.stringify([a.entity.name, b.entity.name, attr]))) continue;
      out.push({
        kind: 'suggested',
        source: a.entity.name,
        target: b.entity.name,
        table: a.entity.table,
        index: null,
        attribute: attr,
        fields: [attr],
        evidence: 'data',
        label: `${attr}?`,
        title: `${a.entity.name}'s "${attr}" values are ${b.entity.name} ids (${id}), but no key template names this relationship`
      });
    }
  }
  return out;
}

/** A scalar's text, typed so `1` (N) never matches `"1"` (S); null for other types. */
function scalarText(v: AttributeValue | undefined): string | null {
  if (!v || !('S' in v || 'N' in v || 'B' in v)) return null;
  const text = valueText(v);
  return text === null ? null : `${'S' in v ? 'S' : 'N' in v ? 'N' : 'B'}:${text}`;
}
