import { runAccessPattern } from '../../query/run-access-pattern.ts';
import type { CheckKind } from './check-kind.ts';

export interface PatternsReturnItemsCheck {
  readonly kind: 'patterns-return-items';
}

/**
 * Every access pattern of the design returns at least one item when it runs as the studio runs
 * it (`runAccessPattern`, with the pattern's own parameters): an access pattern that finds
 * nothing is broken, whatever else passes. Every step of every lesson runs it (`stepChecks`).
 *
 * @example
 * patternsReturnItems.evaluate({ kind: 'patterns-return-items' }, context);
 * // { pass: false, reason: '"Find all games a user has played" returns no items: … — …' }
 */
export const patternsReturnItems: CheckKind<PatternsReturnItemsCheck> = {
  kind: 'patterns-return-items',
  label: 'Every access pattern returns items',
  parameters: [],
  describe: () => 'every access pattern returns items',
  evaluate(_c, { design, analysis }) {
    const patterns = design.accessPatterns;
    if (patterns.length === 0)
      return { pass: true, reason: 'the design has no access patterns to run yet' };
    const empty: string[] = [];
    let items = 0;
    for (const p of patterns) {
      const run = runAccessPattern(analysis, p);
      items += run.count;
      if (run.count === 0)
        empty.push(
          `"${p.name}" returns no items${run.problem && run.problem !== 'it returns no items' ? `: ${run.problem}` : ''}`
        );
    }
    if (empty.length)
      return {
        pass: false,
        reason: `${empty.slice(0, 3).join('; ')}${empty.length > 3 ? `; and ${empty.length - 3} more` : ''} — point ${empty.length === 1 ? 'it' : 'each'} at the table or index that files its items under the key it asks for, or key the items so they are there`
      };
    const n = patterns.length;
    return {
      pass: true,
      reason: `${n === 1 ? 'the access pattern returns' : `all ${n} access patterns return`} items (${items} in all)`
    };
  }
};
