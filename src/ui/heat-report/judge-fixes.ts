import type { Fix } from '../../core/fixes/fix.ts';
import type { FixOutcome } from '../../core/fixes/fix-outcome.ts';
import { rankFixes } from '../../core/fixes/rank-fixes.ts';

/**
 * Designs up to this many items have their fixes tried on the page after the heat is shown.
 * One try is an analysis and a heat report of a copy (about as long as an edit's analysis), so
 * past this size a try alone would hold the page over its 50 ms budget: those fixes are judged
 * when previewed (and in the analysis worker for designs it holds).
 */
export const PAGE_JUDGE_ITEMS = 5_000;

/**
 * Tries the fixes on the page one per task, a timer turn between them, so the page is held for
 * one fix's analysis at a time and never for all of them at once (which, for five fixes of a
 * few thousand items, was several hundred milliseconds). After each try `ranked` gets the
 * fixes ranked by what is known so far (core's rankFixes), and whether that was the last.
 * Returns a function that stops it.
 */
export function judgeFixes(
  fixes: readonly Fix[],
  outcome: (fix: Fix) => FixOutcome | null,
  ranked: (fixes: Fix[], done: boolean) => void
): () => void {
  const known = new Map<Fix, FixOutcome | null>();
  const todo = fixes.filter((f) => f.edit);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    const fix = todo.shift();
    if (!fix) return;
    known.set(fix, outcome(fix));
    ranked(
      rankFixes(fixes, (f) => known.get(f) ?? null),
      todo.length === 0
    );
    if (todo.length) timer = setTimeout(step, 0);
  };
  if (todo.length) timer = setTimeout(step, 0);
  return () => clearTimeout(timer);
}
