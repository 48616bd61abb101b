import type { Design } from '../model/design.ts';
import { joinPath } from '../model/finding.ts';
import type {
  EntityLoad,
  KeyDistribution,
  PatternLoad,
  Sharding,
  Workload
} from '../model/workload.ts';
import { limitName } from '../rules/limit-name.ts';
import { workloadProblems } from '../workload/workload-problems.ts';
import { describeJson } from '../json/describe-json.ts';
import type { JsonReader } from './json-reader.ts';

const DISTRIBUTIONS = ['uniform', 'zipf', 'hot'] as const;
const SUFFIXES = ['random', 'calculated'] as const;

/**
 * Read a design's `workload` (format v2; docs/design-format.md, "Workload"): every value of the
 * wrong type is reported and left out, then the workload rules (`workloadProblems`) are
 * reported at their paths and what they refuse is dropped — an entry naming no pattern or
 * entity, a value out of range — so what is kept is always a valid workload.
 */
export function readWorkload(
  r: JsonReader,
  raw: unknown,
  path: string,
  design: Pick<Design, 'accessPatterns' | 'entities'>
): Workload | undefined {
  if (raw === undefined) return undefined;
  const o = r.object(raw, path, '"workload"', [
    'accessPatterns',
    'entities',
    'hotShare',
    'region',
    'targetUtilization'
  ]);
  if (!o) return undefined;
  const accessPatterns: PatternLoad[] = [];
  r.array(o, 'accessPatterns', path).forEach((e, i) => {
    const p = joinPath(joinPath(path, 'accessPatterns'), i);
    const x = r.object(e, p, 'a pattern load', ['name', 'rate', 'keys', 'transactional']);
    if (!x) return;
    const written = r.string(x, 'name', p);
    if (written === undefined) return;
    // Cut as the pattern's own name is (limitName), so the reference still matches.
    const pattern = limitName(written);
    const rate = num(r, x, 'rate', p);
    const keys = distribution(r, r.field(x, 'keys'), joinPath(p, 'keys'));
    const transactional = r.boolean(x, 'transactional', p, false);
    accessPatterns.push({
      pattern,
      ...(rate !== undefined ? { rate } : {}),
      ...(keys ? { keys } : {}),
      ...(transactional ? { transactional } : {})
    });
  });
  const entities: EntityLoad[] = [];
  r.array(o, 'entities', path).forEach((e, i) => {
    const p = joinPath(joinPath(path, 'entities'), i);
    const x = r.object(e, p, 'an entity load', [
      'name',
      'writeRate',
      'keys',
      'itemSize',
      'indexKeyChanges',
      'newItems',
      'sharding'
    ]);
    if (!x) return;
    const written = r.string(x, 'name', p);
    if (written === undefined) return;
    const entity = limitName(written);
    const fields = ['writeRate', 'itemSize', 'indexKeyChanges', 'newItems'] as const;
    const load: Record<string, unknown> = { entity };
    for (const f of fields) {
      const v = num(r, x, f, p);
      if (v !== undefined) load[f] = v;
    }
    const keys = distribution(r, r.field(x, 'keys'), joinPath(p, 'keys'));
    if (keys) load['keys'] = keys;
    const sharding = readSharding(r, r.field(x, 'sharding'), joinPath(p, 'sharding'));
    if (sharding) load['sharding'] = sharding;
    entities.push(load as unknown as EntityLoad);
  });
  const hotShare = num(r, o, 'hotShare', path);
  const region = r.string(o, 'region', path, false);
  const targetUtilization = num(r, o, 'targetUtilization', path);
  let workload: Workload = {
    accessPatterns,
    entities,
    ...(hotShare !== undefined ? { hotShare } : {}),
    ...(region !== undefined ? { region } : {}),
    ...(targetUtilization !== undefined ? { targetUtilization } : {})
  };
  const problems = workloadProblems(design as Design, workload);
  for (const problem of problems) {
    r.error(`${path}.${problem.field}`, problem.code, problem.message);
    workload = without(workload, problem.field);
  }
  return {
    ...workload,
    accessPatterns: workload.accessPatterns.filter((x) => x !== undefined),
    entities: workload.entities.filter((x) => x !== undefined)
  };
}

/** A number, or undefined when absent (reported when it is something else). */
function num(
  r: JsonReader,
  o: Record<string, unknown>,
  key: string,
  path: string
): number | undefined {
  const v = r.field(o, key);
  if (v === undefined) return undefined;
  if (typeof v === 'number') return v;
  r.error(
    joinPath(path, key),
    'format.wrong-type',
    `"${key}" must be a number, got ${describeJson(v)}`
  );
  return undefined;
}

function distribution(r: JsonReader, raw: unknown, p: string): KeyDistribution | undefined {
  if (raw === undefined) return undefined;
  const o = r.object(raw, p, '"keys"', ['distribution', 'exponent', 'key', 'share']);
  if (!o) return undefined;
  const kind = r.oneOf(o, 'distribution', p, DISTRIBUTIONS);
  if (kind === 'uniform') return { kind };
  if (kind === 'zipf') {
    const exponent = num(r, o, 'exponent', p) ?? 1;
    return { kind, exponent };
  }
  if (kind === 'hot') {
    const key = r.string(o, 'key', p);
    const share = num(r, o, 'share', p) ?? 1;
    return key === undefined ? undefined : { kind, key, share };
  }
  return undefined;
}

function readSharding(r: JsonReader, raw: unknown, p: string): Sharding | undefined {
  if (raw === undefined) return undefined;
  const o = r.object(raw, p, '"sharding"', ['attribute', 'count', 'suffix', 'from']);
  if (!o) return undefined;
  const attribute = r.string(o, 'attribute', p);
  const count = num(r, o, 'count', p);
  const suffix = r.oneOf(o, 'suffix', p, SUFFIXES);
  const from = r.string(o, 'from', p, false);
  if (attribute === undefined || count === undefined || suffix === undefined) return undefined;
  return { attribute, count, suffix, ...(from !== undefined ? { from } : {}) };
}

/**
 * The workload without what `field` (a path under `workload`) addresses: a name drops its whole
 * entry (left as a hole, filtered at the end, so later indexes stay right), a value inside
 * `keys` or `sharding` drops that object, any other value just itself.
 */
function without(w: Workload, field: string): Workload {
  const m = /^(accessPatterns|entities)\[(\d+)\]\.(\w+)/.exec(field);
  if (!m) {
    const { [field as keyof Workload]: _gone, ...rest } = w;
    return rest as Workload;
  }
  const [, list, index, key] = m as unknown as [
    string,
    'accessPatterns' | 'entities',
    string,
    string
  ];
  const entries = [...(w[list] as readonly (PatternLoad | EntityLoad | undefined)[])];
  const i = Number(index);
  const entry = entries[i];
  if (!entry) return w;
  if (key === 'pattern' || key === 'entity') entries[i] = undefined;
  else {
    const { [key as keyof typeof entry]: _gone, ...rest } = entry;
    entries[i] = rest as PatternLoad | EntityLoad;
  }
  return { ...w, [list]: entries } as Workload;
}
