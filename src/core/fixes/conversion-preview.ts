import { analyzeDesign, type DesignAnalysis } from '../analysis/analyze-design.ts';
import { editDesign } from '../edits/edit-design.ts';
import type { Design } from '../model/design.ts';
import { runAccessPattern } from '../query/run-access-pattern.ts';
import { attributeText } from '../text/attribute-text.ts';
import { collectionTitle } from '../views/collection-title.ts';
import type { View } from '../views/view.ts';
import { convertSyntheticKey, type SyntheticKeyConversion } from './convert-synthetic-key.ts';

/** The index as one side of the preview shows it. */
export interface IndexSide {
  readonly key: string;
  readonly collections: number;
  readonly items: number;
  readonly absent: number;
  /** The first collections' headings, in order. */
  readonly first: readonly string[];
}

/** One access pattern on both sides. */
export interface PatternSide {
  readonly name: string;
  readonly before: { readonly count: number; readonly ok: boolean };
  readonly after: { readonly count: number; readonly ok: boolean };
  readonly note: string;
}

export type ConversionPreview =
  | {
      readonly ok: true;
      readonly conversion: Extract<SyntheticKeyConversion, { ok: true }>;
      readonly before: IndexSide;
      readonly after: IndexSide;
      readonly patterns: readonly PatternSide[];
    }
  | { readonly ok: false; readonly why: string };

const FIRST = 3;

/**
 * Converting a synthetic GSI key into a multi-attribute key, side by side before it is applied:
 * the index's key, collections, items and the items it leaves out, its first collections, and
 * every access pattern of the table run on both designs (what it returns, whether it still does
 * its job, and how its key reads now). The design after is the conversion's one edit applied.
 * `was` is the design's own analysis when the caller holds it (the studio's session does), so
 * only the design after is analysed.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
 *
 * @example
 * conversionPreview(tournamentSynthetic, 'TournamentMatches', 'TournamentRegionIndex').after.first[0];
 * // 'tournamentId = SPRING2026 · region = NA-EAST'
 */
export function conversionPreview(
  design: Design,
  table: string,
  index: string,
  was: DesignAnalysis = analyzeDesign(design)
): ConversionPreview {
  const conversion = convertSyntheticKey(design, table, index);
  if (!conversion.ok) return conversion;
  const next = editDesign(design, conversion.edit);
  const now = analyzeDesign(next);
  const side = (a: DesignAnalysis): IndexSide => {
    const view = a.tables
      .find((t) => t.table.name === table)!
      .views.find((v) => v.spec.index === index)!;
    return describeView(view);
  };
  const notes = new Map(conversion.patterns.map((p) => [p.name, p.note]));
  const patterns = design.accessPatterns.flatMap((p, i) => {
    if (p.table !== table) return [];
    const before = runAccessPattern(was, p);
    const after = runAccessPattern(now, next.accessPatterns[i]!);
    return [
      {
        name: p.name,
        before: { count: before.count, ok: before.ok },
        after: { count: after.count, ok: after.ok },
        note: notes.get(p.name) ?? (p.index === index ? '' : 'not on this index: unchanged')
      }
    ];
  });
  return { ok: true, conversion, before: side(was), after: side(now), patterns };
}

function describeView(view: View): IndexSide {
  const spec = view.spec;
  const key = spec.parts
    ? `${spec.parts.partition.map((k) => k.name).join(' + ')} / ${spec.parts.sort.map((k) => k.name).join(' + ')}`
    : `${spec.partitionKey.name}${spec.sortKey ? ` / ${spec.sortKey.name}` : ''}`;
  const first = Array.from({ length: Math.min(FIRST, view.collectionCount) }, (_, i) => {
    const parts = view.collectionParts(i);
    return parts ? collectionTitle(spec, parts, false) : attributeText(view.collectionPk(i));
  });
  return {
    key,
    collections: view.collectionCount,
    items: view.itemCount,
    absent: view.absentCount,
    first
  };
}
