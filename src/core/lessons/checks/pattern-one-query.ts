import type { KeyValue } from '../../model/attribute-value.ts';
import type { AccessPattern } from '../../model/design.ts';
import { runAccessPattern, type PatternRun } from '../../query/run-access-pattern.ts';
import { parseTemplate } from '../../templates/parse-template.ts';
import { renderWithParameters } from '../../templates/render-template.ts';
import type { Collection } from '../../views/view.ts';
import { andList } from './and-list.ts';
import type { CheckContext, CheckKind, CheckResult } from './check-kind.ts';

export interface PatternOneQueryCheck {
  readonly kind: 'pattern-one-query';
  /** The access pattern's name. */
  readonly pattern: string;
  /** Exactly the entities its items belong to. */
  readonly entities: readonly string[];
  /** How many items it returns, when that matters (a range condition's bounds). */
  readonly count?: number;
  /** The index it must query, when the task says which (an inverted index, say). */
  readonly index?: string;
}

/**
 * The access pattern named `pattern` runs as one Query (runAccessPattern: the design's own
 * table, index and key condition) and returns items of exactly `entities` — and, if given,
 * `count` items. "Find all users in a game" returning the Game's metadata item and its
 * UserGameMapping items, for instance.
 *
 * @example
 * patternOneQuery.evaluate({ kind: 'pattern-one-query', pattern: 'Find all users in a game', entities: ['Game', 'UserGameMapping'] }, context);
 * // { pass: false, reason: '"Find all users in a game" returns only UserGameMapping items; it should also return Game items — …' }
 */
export const patternOneQuery: CheckKind<PatternOneQueryCheck> = {
  kind: 'pattern-one-query',
  label: 'An access pattern is one Query returning these entities',
  parameters: [
    { name: 'pattern', type: 'pattern', required: true, label: 'Access pattern' },
    { name: 'entities', type: 'entities', required: true, label: 'Entities it returns' },
    { name: 'count', type: 'count', required: false, label: 'Number of items it returns' },
    { name: 'index', type: 'index', required: false, label: 'Index it queries (any when empty)' }
  ],
  describe(c) {
    const count = c.count === undefined ? '' : ` (${c.count} item${c.count === 1 ? '' : 's'})`;
    const on = c.index === undefined ? '' : ` on index "${c.index}"`;
    return `"${c.pattern}" is one Query${on} that returns ${andList(c.entities)} items${count}`;
  },
  evaluate(c, { design, analysis }) {
    const name = `"${c.pattern}"`;
    const pattern = design.accessPatterns.find((p) => p.name === c.pattern);
    if (!pattern) {
      const names = design.accessPatterns.map((p) => `"${p.name}"`);
      return fail(
        `the design has no access pattern ${name}${names.length ? ` (it has ${andList(names)})` : ''}; add it, or give yours that name`
      );
    }
    if (c.index !== undefined && pattern.index !== c.index)
      return fail(
        `${name} queries ${pattern.index === null ? `table "${pattern.table}"` : `index "${pattern.index}"`}; point it at index "${c.index}"`
      );
    const run = runAccessPattern(analysis, pattern);
    if (run.operation === 'scan' || (run.count === 0 && run.problem !== 'it returns no items'))
      return fail(`${name} cannot run as one Query: ${run.problem}`);
    const found = run.entities.map((e) => e ?? 'items of no entity');
    const missing = c.entities.filter((e) => !run.entities.includes(e));
    const extra = run.entities.filter((e) => e === null || !c.entities.includes(e));
    if (run.count === 0)
      return fail(
        `${name} returns no items; it should return ${andList(c.entities)} items — ${whereMissing(c.entities, pattern, run, analysis)}`
      );
    if (missing.length)
      return fail(
        `${name} returns only ${andList(found)} items; it should also return ${andList(missing)} items — ${whereMissing(missing, pattern, run, analysis)}`
      );
    if (extra.length)
      return fail(
        `${name} also returns ${andList(extra.map((e) => e ?? 'items of no entity'))} items, which it should not — narrow its sort key condition, or give those items another partition key`
      );
    if (c.count !== undefined && run.count !== c.count)
      return fail(
        `${name} returns ${run.count} item${run.count === 1 ? '' : 's'}; it should return ${c.count}${pattern.sortKey ? ' — look again at its sort key condition and where its bounds fall in sort key order' : ''}`
      );
    const on = run.index === null ? `table "${pattern.table}"` : `index "${run.index}"`;
    return pass(
      `${name} is one Query on ${on} that returns ${andList(found)} items (${run.count} in all)`
    );
  }
};

/** Why entities are missing: outside the partition the Query reads, or inside it but filtered out. */
function whereMissing(
  missing: readonly string[],
  pattern: AccessPattern,
  run: PatternRun,
  analysis: CheckContext['analysis']
): string {
  const partition = rendered(pattern, pattern.partitionKey);
  const collection = partition === null ? undefined : queriedCollection(analysis, run, partition);
  const shown = partition ?? pattern.partitionKey;
  const inPartition =
    collection !== undefined &&
    collection.entries.some(
      (e) => !e.overwrittenBy && e.item.entity !== null && missing.includes(e.item.entity)
    );
  if (inPartition && pattern.sortKey)
    return `they are in partition "${shown}", but the sort key condition (${sortCondition(pattern)}) leaves them out`;
  if (inPartition && pattern.limit !== undefined)
    return `they are in partition "${shown}", but the limit of ${pattern.limit} stops before them`;
  const there = collection ? heldEntities(collection) : [];
  if (there.length)
    return `partition "${shown}" holds only ${andList(there)} items: file the others under this partition key too, or query an index that files them here`;
  return `put them in the partition the Query reads, "${shown}" (the pattern's partition key ${pattern.partitionKey})`;
}

function queriedCollection(
  analysis: CheckContext['analysis'],
  run: PatternRun,
  partition: string
): Collection | undefined {
  const view = analysis.tables[run.table]?.views[run.view];
  if (!view) return undefined;
  const type = view.spec.partitionKey.type;
  const pk: KeyValue =
    type === 'S' ? { S: partition } : type === 'N' ? { N: partition } : { B: partition };
  try {
    return view.collectionOf(pk);
  } catch {
    return undefined; // a partition key the Query could not compare either
  }
}

function heldEntities(collection: Collection): string[] {
  const names = new Set<string | null>();
  for (const e of collection.entries) if (!e.overwrittenBy) names.add(e.item.entity);
  return [...names].map((n) => n ?? 'entity-less');
}

/** The sort key condition as the Query asks it: `begins_with "USER#"`, `BETWEEN "A" AND "M"`. */
function sortCondition(pattern: AccessPattern): string {
  const sk = pattern.sortKey!;
  const value = (source: string) => JSON.stringify(rendered(pattern, source) ?? source);
  return sk.operator === 'BETWEEN' && sk.upper !== undefined
    ? `BETWEEN ${value(sk.value)} AND ${value(sk.upper)}`
    : `${sk.operator} ${value(sk.value)}`;
}

/** A template of the pattern rendered with its parameters, or null when it cannot be. */
function rendered(pattern: AccessPattern, source: string): string | null {
  const parsed = parseTemplate(source);
  if (!parsed.ok) return null;
  const r = renderWithParameters(parsed.template, new Map(Object.entries(pattern.parameters)));
  return r.ok ? r.text : null;
}

function fail(reason: string): CheckResult {
  return { pass: false, reason };
}

function pass(reason: string): CheckResult {
  return { pass: true, reason };
}
