import type { AttributeMap, KeyValue } from '../core/model/attribute-value.ts';
import { getAttr } from '../core/model/attribute-value.ts';
import type { Design, EntityAttribute, Table } from '../core/model/design.ts';
import { inferDesign } from '../core/infer/infer-design.ts';
import { overlayDesign } from '../core/overlay/overlay-design.ts';
import { valueText } from '../core/templates/render-template.ts';
import type { ReadFilter } from '../core/query/read-filter.ts';
import { filterLiveItems, type FilterAbout } from './filter-live-items.ts';

/**
 * What the studio derives from a live table's items (the base design's first table holds them
 * all): the inferred design, or an authored design laid over them. Applied where the items are —
 * in the analysis worker, so a large load never freezes the page.
 */
export type LiveChange =
  | {
      readonly kind: 'infer';
      /**
       * Which segment each run of the items came from, in the items' order (a sample's pages):
       * each entity's count is then told per segment too, for the sample's estimate.
       */
      readonly runs?: readonly SegmentRun[];
    }
  | {
      readonly kind: 'overlay';
      /** The authored design; its own items are not needed and are not sent. */
      readonly authored: Design;
      /** Which of its tables is laid over the live one. */
      readonly table: string;
    }
  /** The items loaded that a filter keeps, found without a read. */
  | { readonly kind: 'filter'; readonly filter: ReadFilter };

/** `count` items in a row read from parallel-scan segment `segment`. */
export type SegmentRun = readonly [segment: number, count: number];

/** At most this many example keys of unmatched, ambiguous and colliding items are told. */
export const EXAMPLES = 50;

/** An item named by its primary key, e.g. `PK "USER#alex", SK "#METADATA#alex"`. */
export type KeyText = string;

export interface InferredAbout {
  readonly kind: 'infer';
  readonly items: number;
  readonly entities: readonly {
    readonly name: string;
    readonly keys: Readonly<Record<string, string>>;
    readonly attributes: readonly EntityAttribute[];
    /** Template fields the table holds only inside its keys (`Entity.keyOnly`). */
    readonly keyOnly: readonly string[];
    readonly count: number;
    /** With `runs`: [segment, items of this entity] for each segment read. */
    readonly bySegment?: readonly SegmentRun[];
  }[];
  readonly unmatched: number;
  readonly unmatchedKeys: readonly KeyText[];
  /** The runs the entities were counted per segment by (a sample's). */
  readonly runs?: readonly SegmentRun[];
  readonly typeAttribute?: string;
  readonly notes: readonly string[];
}

export interface OverlayAbout {
  readonly kind: 'overlay';
  readonly items: number;
  readonly design: string;
  readonly table: string;
  readonly members: readonly { readonly name: string; readonly count: number }[];
  readonly unmatched: number;
  readonly unmatchedKeys: readonly KeyText[];
  readonly ambiguous: number;
  readonly ambiguousExamples: readonly {
    readonly key: KeyText;
    readonly entities: readonly string[];
  }[];
  readonly collisions: number;
  readonly collisionExamples: readonly { readonly key: KeyText; readonly items: number }[];
  /** How the design's key schema differs from the live table's. */
  readonly schema: readonly string[];
}

export type LiveAbout = InferredAbout | OverlayAbout | FilterAbout;

/**
 * Apply a live change to the raw live design: `inferDesign` or `overlayDesign` over its first
 * table's items, or a filter of them, and what the studio shows about the result (counts and a few example keys; the
 * items stay where they are).
 *
 * @example
 * applyLiveChange(live, { kind: 'infer' }).about.entities.map((e) => e.keys);
 */
export function applyLiveChange(
  base: Design,
  change: LiveChange
): { design: Design; about: LiveAbout } {
  if (change.kind === 'filter') return filterLiveItems(base, change.filter);
  const live = base.tables[0];
  if (!live) throw new Error('the live design has no table to derive from');
  const items = live.items;
  const table: Table = { ...live, items: [] };
  const named = (list: readonly number[]) =>
    list.slice(0, EXAMPLES).map((i) => keyText(table, items[i]!));
  if (change.kind === 'infer') {
    const inferred = inferDesign(table, items, { name: `Inferred from ${live.name}` });
    const segmentOf = change.runs ? segmentsOfItems(change.runs, items.length) : null;
    return {
      design: readSame(base, inferred.design),
      about: {
        kind: 'infer',
        items: items.length,
        entities: inferred.design.entities.map((e, i) => ({
          name: e.name,
          keys: e.keys,
          attributes: e.attributes,
          keyOnly: e.keyOnly ?? [],
          count: e.items.length,
          ...(segmentOf
            ? { bySegment: perSegment(inferred.entities[i]!.items, segmentOf, change.runs!) }
            : {})
        })),
        unmatched: inferred.unmatched.length,
        unmatchedKeys: named(inferred.unmatched),
        ...(change.runs ? { runs: change.runs } : {}),
        ...(inferred.typeAttribute ? { typeAttribute: inferred.typeAttribute } : {}),
        notes: inferred.notes
      }
    };
  }
  const o = overlayDesign(change.authored, change.table, items, table);
  return {
    design: readSame(base, o.design),
    about: {
      kind: 'overlay',
      items: items.length,
      design: change.authored.name,
      table: change.table,
      members: [...o.members].map(([name, list]) => ({ name, count: list.length })),
      unmatched: o.unmatched.length,
      unmatchedKeys: named(o.unmatched),
      ambiguous: o.ambiguous.length,
      ambiguousExamples: o.ambiguous
        .slice(0, EXAMPLES)
        .map((a) => ({ key: keyText(table, items[a.item]!), entities: a.entities })),
      collisions: o.collisions.length,
      collisionExamples: o.collisions.slice(0, EXAMPLES).map((c) => ({
        key: Object.entries(c.key)
          .map(([name, v]) => `${name} ${JSON.stringify(text(v))}`)
          .join(', '),
        items: c.items.length
      })),
      schema: o.schema
    }
  };
}

/** Each item's segment, from the runs (items past the runs, if any, have none: -1). */
function segmentsOfItems(runs: readonly SegmentRun[], n: number): Int32Array {
  const of = new Int32Array(n).fill(-1);
  let at = 0;
  for (const [segment, count] of runs) {
    of.fill(segment, at, Math.min(n, at + count));
    at += count;
  }
  return of;
}

/** How many of `members` (item indexes) each segment of the runs holds, zeros included. */
function perSegment(
  members: readonly number[],
  segmentOf: Int32Array,
  runs: readonly SegmentRun[]
): SegmentRun[] {
  const hits = new Map<number, number>(runs.map(([segment]) => [segment, 0]));
  for (const i of members) {
    const s = segmentOf[i]!;
    if (s >= 0) hits.set(s, (hits.get(s) ?? 0) + 1);
  }
  return [...hits];
}

/** `derived` keeps the read its items came from (see `Design.readFrom`). */
function readSame(base: Design, derived: Design): Design {
  return base.readFrom ? { ...derived, readFrom: base.readFrom } : derived;
}

function text(v: KeyValue): string {
  return valueText(v) ?? '';
}

function keyText(table: Table, item: AttributeMap): KeyText {
  return [table.partitionKey.name, table.sortKey?.name]
    .flatMap((name) => {
      if (!name) return [];
      const v = getAttr(item, name);
      const t = v ? valueText(v) : null;
      return [`${name} ${t === null ? '(none)' : JSON.stringify(t)}`];
    })
    .join(', ');
}
