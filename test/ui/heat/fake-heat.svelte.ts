import type { Fix } from '../../../src/core/fixes/fix.ts';
import type { FixOutcome } from '../../../src/core/fixes/fix-outcome.ts';
import type { FixTarget } from '../../../src/core/fixes/suggest-fixes.ts';
import type { HeatReport } from '../../../src/core/heat/heat-types.ts';
import type { HeatState } from '../../../src/ui/heat-report/heat-state.svelte.ts';

/** What FixList reads of the studio's HeatState. */
type FixListHeat = Pick<
  HeatState,
  'fixes' | 'judging' | 'selected' | 'previewing' | 'preview' | 'outcome' | 'previewFix' | 'apply'
>;

/**
 * The part of HeatState that FixList uses, held in runes so the list follows it: a preview
 * asked for is recorded and waits until the test says what it shows (`arrive`).
 */
export class FakeHeat implements FixListHeat {
  fixes = $state.raw<readonly Fix[]>([]);
  judging = $state(false);
  selected = $state.raw<FixTarget | null>(null);
  previewing = $state.raw<Fix | null>(null);
  preview = $state.raw<HeatReport | null>(null);
  outcome = $state.raw<FixOutcome | null>(null);
  readonly previewed: (Fix | null)[] = [];
  readonly applied: Fix[] = [];

  constructor(fixes: readonly Fix[]) {
    this.fixes = fixes;
  }

  async previewFix(fix: Fix | null): Promise<void> {
    this.previewed.push(fix);
    this.previewing = fix;
    this.preview = null;
    this.outcome = null;
  }

  apply(fix: Fix): void {
    this.applied.push(fix);
    this.previewing = null;
  }

  /**
   * The previewed fix's heat arrives: each table or index with its hottest key (text and share)
   * or none, `errors` hot-partition errors, and the outcome.
   */
  arrive(
    views: readonly { tableName: string; index: string | null; peak: [string, number] | null }[],
    errors: number,
    outcome: FixOutcome
  ): void {
    // FixList reads only these fields of the report.
    this.preview = {
      views: views.map((v) => ({
        tableName: v.tableName,
        index: v.index,
        keys: v.peak ? [{ text: v.peak[0], utilization: v.peak[1] }] : []
      })),
      findings: Array.from({ length: errors }, () => ({ severity: 'error' }))
    } as unknown as HeatReport;
    this.outcome = outcome;
  }
}
