import { CHECK_KINDS, type LessonCheck } from './check-registry.ts';

/**
 * What a check asks, as the step's checklist shows it.
 *
 * @example
 * describeCheck({ kind: 'no-collisions', table: 'Books' }); // 'no two items in table "Books" share a primary key'
 */
export function describeCheck(check: LessonCheck): string {
  return CHECK_KINDS.get(check.kind)?.describe(check) ?? `a check of unknown kind "${check.kind}"`;
}
