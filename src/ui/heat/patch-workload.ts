import type { Design } from '../../core/model/design.ts';
import type { EntityLoad, PatternLoad, Workload } from '../../core/model/workload.ts';

type Patch<T> = { [K in keyof T]?: T[K] | undefined };

/** The design's workload, or an empty one. */
export function workloadOf(design: Design): Workload {
  return design.workload ?? { accessPatterns: [], entities: [] };
}

/**
 * The workload with one access pattern's load changed: fields set to undefined go back to
 * their defaults (and an entry left with nothing but its name is dropped).
 *
 * @example
 * patchPatternLoad(design, 'Get user profile', { rate: 50 }); // a new Workload
 */
export function patchPatternLoad(
  design: Design,
  pattern: string,
  patch: Patch<PatternLoad>
): Workload {
  const w = workloadOf(design);
  const old = w.accessPatterns.find((l) => l.pattern === pattern) ?? { pattern };
  const next = clean({ ...old, ...patch, pattern }) as PatternLoad;
  const rest = w.accessPatterns.filter((l) => l.pattern !== pattern);
  const at = w.accessPatterns.findIndex((l) => l.pattern === pattern);
  const list = Object.keys(next).length > 1 ? insert(rest, at, next) : rest;
  return { ...w, accessPatterns: list };
}

/** The workload with one entity's load changed, as patchPatternLoad. */
export function patchEntityLoad(
  design: Design,
  entity: string,
  patch: Patch<EntityLoad>
): Workload {
  const w = workloadOf(design);
  const old = w.entities.find((l) => l.entity === entity) ?? { entity };
  const next = clean({ ...old, ...patch, entity }) as EntityLoad;
  const rest = w.entities.filter((l) => l.entity !== entity);
  const at = w.entities.findIndex((l) => l.entity === entity);
  const list = Object.keys(next).length > 1 ? insert(rest, at, next) : rest;
  return { ...w, entities: list };
}

/** The workload with its settings (hot share, region, target utilisation) changed. */
export function patchSettings(
  design: Design,
  patch: Patch<Pick<Workload, 'hotShare' | 'region' | 'targetUtilization'>>
): Workload {
  return clean({ ...workloadOf(design), ...patch }) as unknown as Workload;
}

function clean<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out as T;
}

function insert<T>(list: readonly T[], at: number, x: T): T[] {
  const out = [...list];
  out.splice(at < 0 ? out.length : at, 0, x);
  return out;
}
