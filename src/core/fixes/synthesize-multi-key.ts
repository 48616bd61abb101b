import { editDesign, type DesignEdit } from '../edits/edit-design.ts';
import { getAttr } from '../model/attribute-value.ts';
import type { Design, Entity, KeyAttribute, Projection, Table } from '../model/design.ts';
import { gsiKeySchema } from '../model/gsi-key-schema.ts';
import { isMultiKey } from '../model/is-multi-key.ts';
import { templateOf } from '../model/template-of.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import { freeAttributeName } from './free-attribute-name.ts';
import { padField } from './pad-field.ts';
import { partLabel } from './part-label.ts';
import { synthesisWarnings, type SynthesisWarning } from './synthesis-warnings.ts';
import { withTableItemKeys } from './with-table-item-keys.ts';
import { syntheticPattern, type SyntheticPiece } from './synthetic-pattern.ts';

/** One part of the index's key after the synthesis: one string attribute joining the old ones. */
export interface SyntheticKey {
  readonly attribute: KeyAttribute;
  /** The template of an entity that holds the parts as its own attributes. */
  readonly template: string;
  /** The attributes it joins, in KeySchema order. */
  readonly parts: readonly string[];
}

export type MultiKeySynthesis =
  | {
      readonly ok: true;
      readonly design: Design;
      readonly partition: SyntheticKey;
      readonly sort?: SyntheticKey;
      readonly warnings: readonly SynthesisWarning[];
    }
  | { readonly ok: false; readonly why: string };

/**
 * The inverse of `convertSyntheticKey`: a multi-attribute GSI keyed instead by one string
 * attribute per part, `<index>PK` and, with sort attributes, `<index>SK` (a number added when an
 * item, entity or key already has the name), each joining its attributes behind literals named
 * after them (`TOURNAMENT#${tournamentId}#REGION#${region}`), as a design for a tool that holds
 * one attribute per key (NoSQL Workbench) would write it. Every entity whose items hold the parts
 * gets the templates (a part it wrote from a template of its own is that template, inlined), so
 * its items are keyed from them as every template-keyed item is; the table's own items get the
 * attributes written, rendered by the same templates. An item lacking a part renders no key and
 * stays out of the index, as before. Number sort parts are zero-padded to their widest value;
 * KEYS_ONLY and INCLUDE projections take the old key attributes in; the index's access patterns
 * are rewritten where a Query on the string means the same. `warnings` says where the index may
 * hold or order items otherwise (`synthesisWarnings`) and what is left to do by hand.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
 *
 * @example
 * const s = synthesizeMultiKey(tournaments, 'TournamentMatches', 'TournamentRegionIndex');
 * s.ok && s.partition.template; // 'TOURNAMENT#${tournamentId}#REGION#${region}'
 */
export function synthesizeMultiKey(
  design: Design,
  table: string,
  index: string
): MultiKeySynthesis {
  const t = design.tables.findIndex((x) => x.name === table);
  const old = design.tables[t];
  if (!old)
    return fail(
      `the design has no table ${JSON.stringify(table)}; its tables are ${design.tables.map((x) => JSON.stringify(x.name)).join(', ') || '(none)'}`
    );
  const g = old.globalSecondaryIndexes.findIndex((x) => x.name === index);
  const gsi = old.globalSecondaryIndexes[g];
  if (!gsi)
    return fail(
      `table "${table}" has no global secondary index ${JSON.stringify(index)}; its GSIs are ${old.globalSecondaryIndexes.map((x) => JSON.stringify(x.name)).join(', ') || '(none)'}`
    );
  if (!isMultiKey(gsi))
    return fail(
      `index "${index}" has one attribute in each key part already; every export format holds it as it is`
    );
  const key = gsiKeySchema(gsi);
  const parts = [...key.partition, ...key.sort];
  const entities = design.entities.filter((e) => e.table === table);
  for (const e of entities)
    for (const a of parts) {
      const source = templateOf(e.keys, a.name);
      const parsed = source === undefined ? null : parseTemplate(source);
      if (parsed && !parsed.ok)
        return fail(
          `entity "${e.name}"'s template for ${a.name} cannot be parsed (${parsed.error.message}); fix it, then synthesize the key`
        );
    }
  const { warnings, widths } = synthesisWarnings(design, old, gsi);
  const pieces = (attrs: readonly KeyAttribute[]): SyntheticPiece[] =>
    attrs.map((a, i) => {
      const width = widths.get(a.name);
      const before = `${i === 0 ? '' : '#'}${partLabel(a.name)}#`;
      return width === undefined ? { before } : { before, width };
    });
  const pkPieces = pieces(key.partition);
  const skPieces = pieces(key.sort);
  const joined = (attrs: readonly KeyAttribute[], ps: SyntheticPiece[], e?: Entity): string =>
    attrs
      .map((a, i) => {
        const own = e ? templateOf(e.keys, a.name) : undefined;
        return ps[i]!.before + padField(own ?? `\${${a.name}}`, ps[i]!.width);
      })
      .join('');
  const pk: KeyAttribute = { name: freeAttributeName(design, old, `${gsi.name}PK`, []), type: 'S' };
  const sk: KeyAttribute | undefined = key.sort.length
    ? { name: freeAttributeName(design, old, `${gsi.name}SK`, [pk.name]), type: 'S' }
    : undefined;
  const { morePartitionKeys: _mp, sortKey: _s, moreSortKeys: _ms, ...rest } = gsi;
  const edits: DesignEdit[] = [
    {
      kind: 'set-gsi',
      table: t,
      index: g,
      gsi: {
        ...rest,
        partitionKey: pk,
        ...(sk ? { sortKey: sk } : {}),
        projection: projected(gsi.projection, parts, old)
      }
    }
  ];
  // Every entity of the table is set: set-gsi moves a template of the old first attribute to the
  // new one, which an entity that does not write every part must not keep.
  design.entities.forEach((e, i) => {
    if (e.table !== table) return;
    const writes = parts.every((a) => holds(e, a.name));
    const set = (attribute: string, template: string): void =>
      void edits.push({ kind: 'set-key-template', entity: i, attribute, template });
    set(pk.name, writes ? joined(key.partition, pkPieces, e) : '');
    if (sk) set(sk.name, writes ? joined(key.sort, skPieces, e) : '');
  });
  design.accessPatterns.forEach((p, i) => {
    if (p.table !== table || p.index !== index) return;
    const out = syntheticPattern(p, pkPieces, skPieces);
    if (typeof out !== 'string') edits.push({ kind: 'set-pattern', index: i, pattern: out });
    else
      warnings.push({
        kind: 'pattern',
        message: `access pattern "${p.name}" is left as it is: ${out}`
      });
  });
  let next: Design;
  try {
    next = editDesign(design, { kind: 'edits', edits });
  } catch (e) {
    return fail(`index "${index}" cannot take a synthetic key: ${(e as Error).message}`);
  }
  const partition = {
    attribute: pk,
    template: joined(key.partition, pkPieces),
    parts: key.partition.map((a) => a.name)
  };
  const sort = sk && {
    attribute: sk,
    template: joined(key.sort, skPieces),
    parts: key.sort.map((a) => a.name)
  };
  next = withTableItemKeys(next, t, [partition, ...(sort ? [sort] : [])]);
  entities.forEach((e) => {
    const after = next.entities.find((x) => x.name === e.name)!;
    for (const a of parts) {
      const source = templateOf(e.keys, a.name);
      if (source !== undefined && templateOf(after.keys, a.name) === undefined)
        warnings.push({
          kind: 'not-written',
          message: `entity "${e.name}" wrote ${a.name} from its template "${source}", and ${a.name} is no key attribute now, so its items no longer hold it; the synthetic key reads the template's fields itself`
        });
    }
  });
  return { ok: true, design: next, partition, ...(sort ? { sort } : {}), warnings };
}

/** Whether an entity's items can give a part: a template, an attribute, a key-only field, an item's own value. */
function holds(e: Entity, name: string): boolean {
  return (
    templateOf(e.keys, name) !== undefined ||
    e.attributes.some((a) => a.name === name) ||
    (e.keyOnly?.includes(name) ?? false) ||
    e.items.some((item) => getAttr(item, name) !== undefined)
  );
}

/** The projection with the old key attributes in it: the multi-attribute index projected them as keys. */
function projected(p: Projection, parts: readonly KeyAttribute[], table: Table): Projection {
  if (p.type === 'ALL') return p;
  const have = p.nonKeyAttributes ?? [];
  const add = parts
    .map((a) => a.name)
    .filter((n) => n !== table.partitionKey.name && n !== table.sortKey?.name && !have.includes(n));
  return add.length > 0 ? { type: 'INCLUDE', nonKeyAttributes: [...have, ...add] } : p;
}

function fail(why: string): MultiKeySynthesis {
  return { ok: false, why };
}
