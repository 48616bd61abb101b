import type { AttributeMap } from '../model/attribute-value.ts';
import { emptyMap } from '../model/attribute-value.ts';
import type { Design, Table } from '../model/design.ts';
import { joinPath, type Finding } from '../model/finding.ts';
import { parseTemplate, type Template } from '../templates/parse-template.ts';
import { KeyCache, type RankedSlot } from './key-cache.ts';
import { mergeRanks } from './merge-ranks.ts';
import { KeyedTable } from './keyed-table.ts';
import type { ResolvedItem, ResolvedTable, Segment } from './resolved-table.ts';
import type { SegmentKeys } from './segment-keys.ts';
import { itemRejections } from './item-rejections.ts';
import { storedItems } from './stored-items.ts';
import { keyRoles, tableKeyAttributes } from './table-key-attributes.ts';

/**
 * Compute every item's key attributes for one table, in write order (the table's own items,
 * then each entity's). Template errors are reported once per template, with their column; the
 * items of an entity with a broken template take that key attribute from their own attributes,
 * if they have it. `cache` carries work over from the previous analysis (see KeyCache).
 */
export function resolveItems(
  design: Design,
  table: Table,
  findings: Finding[],
  cache: KeyCache = new KeyCache()
): ResolvedTable {
  const keyAttrs = tableKeyAttributes(table);
  const roles = keyRoles(table, keyAttrs);
  const tableIndex = design.tables.indexOf(table);
  const segments: Segment[] = [];
  let offset = 0;
  const add = (
    entity: string | null,
    base: string,
    sources: readonly string[] | undefined,
    items: readonly AttributeMap[],
    templates: readonly (Template | undefined)[],
    broken: readonly (string | undefined)[] = [],
    keyOnly?: readonly string[]
  ): void => {
    // Keys render from the items as written; everything after sees them as stored.
    const keys = keyAttrs.map((k, s) =>
      cache.segment(items, templates[s], k, roles[s]!, broken[s])
    );
    segments.push({ offset, entity, base, sources, items: storedItems(items, keyOnly), keys });
    offset += items.length;
  };
  add(
    null,
    joinPath(joinPath('$.tables', tableIndex), 'items'),
    table.itemSources,
    table.items,
    []
  );
  design.entities.forEach((entity, e) => {
    if (entity.table !== table.name) return;
    const templates: (Template | undefined)[] = [];
    const broken: (string | undefined)[] = [];
    for (const [attr, src] of Object.entries(entity.keys)) {
      const parsed = parseTemplate(src);
      const path = joinPath(joinPath(joinPath('$.entities', e), 'keys'), attr);
      const slot = keyAttrs.findIndex((k) => k.name === attr);
      if (!parsed.ok) {
        const n = entity.items.length;
        const unkeyed =
          slot < 0 || n === 0
            ? ''
            : `; until it is fixed, ${n === 1 ? 'its item' : `its ${n} items`} cannot be keyed by "${attr}"`;
        findings.push({
          severity: 'error',
          code: 'template.syntax',
          message: `${parsed.error.message}${unkeyed}`,
          path
        });
        if (slot >= 0)
          broken[slot] =
            `entity "${entity.name}"'s ${attr} template cannot be parsed (${path}), so the item could not be keyed`;
      } else if (!keyAttrs.some((k) => k.name === attr)) {
        findings.push({
          severity: 'warning',
          code: 'template.not-a-key',
          message: `entity "${entity.name}" has a template for "${attr}", which is not a key attribute of table "${table.name}" or its indexes; it is ignored`,
          path
        });
      } else templates[keyAttrs.findIndex((k) => k.name === attr)] = parsed.template;
    }
    const base = joinPath(joinPath('$.entities', e), 'items');
    add(entity.name, base, entity.itemSources, entity.items, templates, broken, entity.keyOnly);
  });
  const ranked = keyAttrs.map((k, s) => {
    const from = segments.map((g) => g.keys[s]!);
    // Reused when merged from the very same runs.
    return cache.ranks.reuse([table.name, k.name, k.type, roles[s]!], from, () =>
      rankSlot(from, offset, cache)
    );
  });
  // Rejections depend on every column and on which attributes are the table's key; an edit
  // that rejects no other item keeps the array, and with it the views it did not touch.
  const head = [table.partitionKey.name, table.sortKey?.name, keyAttrs.length];
  const last = cache.rejections.last([table.name]);
  const before =
    last && head.every((d, i) => d === last.deps[i])
      ? { value: last.value, keys: last.deps.slice(head.length) }
      : undefined;
  return new KeyedTable(
    table,
    keyAttrs,
    segments,
    ranked.map((r) => r.ranks),
    ranked.map((r) => r.merged.size),
    cache.rejections.reuse(
      [table.name],
      [...head, ...segments.flatMap((g) => g.keys)],
      () => itemRejections(table, keyAttrs, segments, offset, before),
      sameArray
    )
  );
}

/** Every item's rank for one key attribute: its run's rank of its value, or -1. */
function rankSlot(from: readonly SegmentKeys[], count: number, cache: KeyCache): RankedSlot {
  const merged = mergeRanks(
    from.map((k) => k.order),
    (n) => cache.int32(n)
  );
  const ranks = cache.int32(count);
  let at = 0;
  from.forEach((k, r) => {
    const to = merged.toRank[r]!;
    const ids = k.ids;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      ranks[at++] = id >= 0 ? to[id]! : -1;
    }
  });
  return { merged, ranks };
}

/** The item as DynamoDB would store it: its attributes with the rendered key attributes set. */
export function storedItem(resolved: ResolvedTable, item: ResolvedItem): AttributeMap {
  const out = emptyMap();
  for (const name in item.attributes) out[name] = item.attributes[name]!;
  resolved.keyAttributes.forEach((k, i) => {
    const v = item.keys[i];
    if (v) out[k.name] = v;
  });
  return out;
}

function sameArray(a: Uint16Array, b: Uint16Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
