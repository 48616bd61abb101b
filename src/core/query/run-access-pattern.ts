import type { AccessPattern } from '../model/design.ts';
import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import type { View, ViewEntry } from '../views/view.ts';
import type { MultiKeyCondition } from './parse-multi-key-condition.ts';
import { patternKeyValue } from './pattern-key-value.ts';
import { patternMultiKeyCondition } from './pattern-multi-key-condition.ts';
import { patternProblems } from '../rules/pattern-problems.ts';
import { evaluateQuery } from './evaluate-query.ts';
import type { ParsedKeyCondition } from './parse-key-condition.ts';

/** How an access pattern runs against the current design, and whether it still does its job. */
export interface PatternRun {
  /** One Query, or a Scan when the key cannot be built or names no key of the table. */
  readonly operation: 'query' | 'scan';
  /** Position of the queried view in the table analysis' `views` (0 is the table), or -1. */
  readonly table: number;
  readonly view: number;
  /** null for the table itself. */
  readonly index: string | null;
  /** Returned entries in DynamoDB's order. */
  readonly entries: readonly ViewEntry[];
  readonly count: number;
  readonly capacityUnits: number;
  /** Entities among the returned items, in first-seen order (null for items of no entity). */
  readonly entities: readonly (string | null)[];
  /** True when the pattern returns items and exactly its expected entities. */
  readonly ok: boolean;
  /** Why it is a Scan or not ok; empty when ok. */
  readonly problem: string;
}

/**
 * Run an access pattern as the one Query it describes: render its key templates over its
 * parameters, pick the table or index, evaluate the key condition, and compare the entities it
 * returns with `expectedEntities`.
 *
 * @example
 * runAccessPattern(analyzeDesign(gaming), gaming.accessPatterns[2]!).count; // players in the game
 */
export function runAccessPattern(analysis: DesignAnalysis, pattern: AccessPattern): PatternRun {
  const t = analysis.tables.findIndex((x) => x.table.name === pattern.table);
  const ta = analysis.tables[t];
  const v = ta ? ta.views.findIndex((x) => x.spec.index === pattern.index) : -1;
  const view = ta?.views[v];
  // The table and index rules are the loader's and the editor's (one home): a pattern they
  // refuse is not one Query.
  const broken = patternProblems(
    analysis.tables.map((x) => x.table),
    pattern
  )[0];
  if (!ta || !view) return scan(t, -1, pattern, broken?.message ?? 'no view to query');
  if (broken) return fail(t, v, pattern, broken.message);
  const params = new Map(Object.entries(pattern.parameters));
  if (view.spec.parts) {
    const condition = patternMultiKeyCondition(pattern, params, view.spec.parts);
    if (typeof condition === 'string') return fail(t, v, pattern, condition);
    return queried(t, v, pattern, ta, view, condition);
  }
  const pk = patternKeyValue(pattern.partitionKey, params, view.spec.partitionKey.type);
  if (!pk.ok) return scan(t, v, pattern, `the partition key ${pk.problem}`);
  let sort: ParsedKeyCondition['sort'];
  if (pattern.sortKey) {
    // patternProblems refused a sort key condition on a view without a sort key.
    const sortType = view.spec.sortKey!.type;
    const value = patternKeyValue(pattern.sortKey.value, params, sortType);
    if (!value.ok) return fail(t, v, pattern, `the sort key ${value.problem}`);
    const upper =
      pattern.sortKey.upper === undefined
        ? undefined
        : patternKeyValue(pattern.sortKey.upper, params, sortType);
    if (upper && !upper.ok)
      return fail(t, v, pattern, `the sort key's upper bound ${upper.problem}`);
    sort = {
      operator: pattern.sortKey.operator,
      value: value.value,
      ...(upper?.ok ? { upper: upper.value } : {})
    };
  }
  return queried(t, v, pattern, ta, view, { partitionValue: pk.value, ...(sort ? { sort } : {}) });
}

/** Evaluate the pattern's key condition on its view and judge what it returns. */
function queried(
  t: number,
  v: number,
  pattern: AccessPattern,
  ta: DesignAnalysis['tables'][number],
  view: View,
  condition: ParsedKeyCondition | MultiKeyCondition
): PatternRun {
  let outcome;
  try {
    outcome = evaluateQuery(ta.resolved, view, condition, {
      scanIndexForward: pattern.scanIndexForward,
      consistentRead: pattern.consistentRead,
      ...(pattern.limit !== undefined ? { limit: pattern.limit } : {})
    });
  } catch (e) {
    return scan(
      t,
      v,
      pattern,
      `the key cannot be compared: ${e instanceof Error ? e.message : String(e)}`
    );
  }
  const entities = [...new Set(outcome.entries.map((e) => e.item.entity))];
  const problem = judge(entities, pattern.expectedEntities, outcome.count);
  return {
    operation: 'query',
    table: t,
    view: v,
    index: pattern.index,
    entries: outcome.entries,
    count: outcome.count,
    capacityUnits: outcome.capacityUnits,
    entities,
    ok: problem === '',
    problem
  };
}

function judge(
  found: readonly (string | null)[],
  expected: readonly string[],
  count: number
): string {
  if (count === 0) return 'it returns no items';
  if (expected.length === 0) return '';
  const missing = expected.filter((e) => !found.includes(e));
  const extra = found.filter((e) => e === null || !expected.includes(e));
  const parts = [
    ...(missing.length ? [`no ${missing.join(', ')} item is returned`] : []),
    ...(extra.length
      ? [`it also returns ${extra.map((e) => e ?? 'items of no entity').join(', ')}`]
      : [])
  ];
  return parts.join('; ');
}

function scan(table: number, view: number, pattern: AccessPattern, problem: string): PatternRun {
  return { ...fail(table, view, pattern, problem), operation: 'scan' };
}

function fail(table: number, view: number, pattern: AccessPattern, problem: string): PatternRun {
  return {
    operation: 'query',
    table,
    view,
    index: pattern.index,
    entries: [],
    count: 0,
    capacityUnits: 0,
    entities: [],
    ok: false,
    problem
  };
}
