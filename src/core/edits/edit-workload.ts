import type { Design } from '../model/design.ts';
import type { EntityLoad, PatternLoad, Workload } from '../model/workload.ts';
import { workloadProblems } from '../workload/workload-problems.ts';

/** What an edit renamed, for the workload to follow: [old, new] names. */
export interface Renames {
  readonly pattern?: readonly [string, string];
  readonly entity?: readonly [string, string];
  /** An entity's attribute (by the entity's new name). */
  readonly attribute?: { readonly entity: string; readonly from: string; readonly to: string };
}

/** Set (or with null remove) the design's workload; one that breaks a workload rule is refused. */
export function setWorkload(design: Design, workload: Workload | null): Design {
  if (!workload) {
    const { workload: _gone, ...rest } = design;
    return rest;
  }
  const problem = workloadProblems(design, workload)[0];
  if (problem) throw new Error(problem.message);
  return { ...design, workload };
}

/**
 * Keep a design's workload true to the design after an edit: a renamed access pattern, entity
 * or shard attribute is renamed in it too; an entry for something deleted is dropped, and so is
 * a transactional read of a pattern that now reads an index. Returns `after` itself when the
 * workload needs nothing.
 *
 * @example
 * keepWorkload(renamed, { entity: ['User', 'Player'] }).workload; // User's load, now Player's
 */
export function keepWorkload(after: Design, renames: Renames): Design {
  const w = after.workload;
  if (!w) return after;
  const patternName = renames.pattern ?? null;
  const entityName = renames.entity ?? null;
  const patterns = new Map(after.accessPatterns.map((p) => [p.name, p]));
  const entities = new Map(after.entities.map((e) => [e.name, e]));
  const accessPatterns: PatternLoad[] = [];
  for (const l of w.accessPatterns) {
    const name = patternName && l.pattern === patternName[0] ? patternName[1]! : l.pattern;
    const p = patterns.get(name);
    if (!p) continue;
    const { transactional, ...rest } = l;
    accessPatterns.push({
      ...rest,
      pattern: name,
      ...(transactional && p.index === null ? { transactional } : {})
    });
  }
  const entitiesOut: EntityLoad[] = [];
  for (const l of w.entities) {
    const name = entityName && l.entity === entityName[0] ? entityName[1]! : l.entity;
    const e = entities.get(name);
    if (!e) continue;
    const { sharding, ...rest } = l;
    const shard = sharding && followAttribute(renames, name, sharding);
    entitiesOut.push({
      ...rest,
      entity: name,
      ...(shard && e.attributes.some((a) => a.name === shard.attribute) ? { sharding: shard } : {})
    });
  }
  const next: Workload = { ...w, accessPatterns, entities: entitiesOut };
  return JSON.stringify(next) === JSON.stringify(w) ? after : { ...after, workload: next };
}

/** A sharding whose attribute (or hashed attribute) was renamed, renamed with it. */
function followAttribute(
  renames: Renames,
  entity: string,
  s: NonNullable<EntityLoad['sharding']>
): NonNullable<EntityLoad['sharding']> {
  const a = renames.attribute;
  if (!a || a.entity !== entity) return s;
  return {
    ...s,
    ...(s.attribute === a.from ? { attribute: a.to } : {}),
    ...(s.from === a.from ? { from: a.to } : {})
  };
}
