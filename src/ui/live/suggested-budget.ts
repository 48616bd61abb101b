import { defaultReadBudget } from '../../core/reading/default-read-budget.ts';
import type { TableDescription } from '../../core/table-description/table-description.ts';
import type { CheckedTarget } from '../../live/live-target.ts';

/** The read budget a read of `description` at `target` starts with (null: none, for an emulator). */
export function suggestedBudget(
  description: TableDescription,
  target: CheckedTarget
): number | null {
  const b = description.billing;
  return defaultReadBudget({
    billing: b.mode,
    ...(b.mode === 'PROVISIONED'
      ? { readCapacityUnits: b.readCapacityUnits }
      : b.maxReadRequestUnits
        ? { maxReadRequestUnits: b.maxReadRequestUnits }
        : {}),
    local: target.local
  });
}
