import type { DesignAnalysis, TableAnalysis } from '../../analysis/analyze-design.ts';
import type { View } from '../../views/view.ts';
import { andList } from './and-list.ts';

export type FoundView =
  | {
      readonly ok: true;
      readonly table: TableAnalysis;
      readonly view: View;
      /** `table "Books"` or `index "InvertedIndex" of table "battle-royale"`. */
      readonly where: string;
    }
  | { readonly ok: false; readonly problem: string };

/**
 * The analysed view a check is about: a table, or one of its indexes. When it is missing, the
 * problem names what the design has instead, so the learner sees the typo or the missing piece.
 *
 * @example
 * findView(analysis, 'battle-royale', 'InvertedIndex'); // { ok: true, view, where: 'index "InvertedIndex" of table "battle-royale"', … }
 */
export function findView(
  analysis: DesignAnalysis,
  table: string,
  index: string | null | undefined
): FoundView {
  const t = analysis.tables.find((x) => x.table.name === table);
  if (!t) {
    const names = analysis.tables.map((x) => `"${x.table.name}"`);
    return {
      ok: false,
      problem: `the design has no table "${table}"${names.length ? ` (it has ${andList(names)})` : ''}`
    };
  }
  const at = index ?? null;
  const view = t.views.find((v) => v.spec.index === at);
  if (!view) {
    const names = t.views.flatMap((v) => (v.spec.index === null ? [] : [`"${v.spec.index}"`]));
    return {
      ok: false,
      problem: `table "${table}" has no index "${at}"${names.length ? ` (it has ${andList(names)})` : ' (it has no indexes yet)'}`
    };
  }
  return {
    ok: true,
    table: t,
    view,
    where: at === null ? `table "${table}"` : `index "${at}" of table "${table}"`
  };
}
