import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { Design } from '../model/design.ts';
import type { KeyDistribution, Workload } from '../model/workload.ts';
import { PRICES } from '../capacity/prices.ts';
import type { FieldProblem } from '../rules/field-problem.ts';

/** At most this many shards: a reader's scatter-gather makes one Query per shard. */
export const MAX_SHARDS = 1000;
/** A Zipf exponent beyond this sends practically every request to one key. */
export const MAX_ZIPF_EXPONENT = 10;
/**
 * Requests (or writes) per second one access pattern (or entity) may be given: 25 times
 * DynamoDB's default quota of 40,000 units per table, far above any design's need, and small
 * enough that heat's partitions (3,000 read units each) stay an array a tab can hold.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ServiceQuotas.html
 */
export const MAX_RATE = 1_000_000;

/**
 * What is wrong with a workload for this design, each problem addressed by its path under
 * `workload` (`accessPatterns[0].rate`): a pattern or entity it does not have or names twice,
 * a rate that is negative, over MAX_RATE or not a number, a share outside 0…1, an item size outside 1 byte…
 * 400 KB, an unknown price region, a target utilisation outside auto scaling's 20–90 %, a
 * transactional read of an index (TransactGetItems reads tables), a shard count below 2 or over
 * 1,000. The one home of these rules: the loader reports them, the workload edit refuses them.
 *
 * @example
 * workloadProblems(design, { accessPatterns: [{ pattern: 'nope', rate: 5 }], entities: [] });
 * // [{ field: 'accessPatterns[0].pattern', code: 'workload.unknown-pattern', … }]
 */
export function workloadProblems(design: Design, workload: Workload): FieldProblem[] {
  const out: FieldProblem[] = [];
  const bad = (field: string, code: string, message: string) =>
    out.push({ field, code, severity: 'error', message });
  const seenPatterns = new Set<string>();
  workload.accessPatterns.forEach((load, i) => {
    const at = `accessPatterns[${i}]`;
    const pattern = design.accessPatterns.find((p) => p.name === load.pattern);
    if (!pattern)
      bad(
        `${at}.pattern`,
        'workload.unknown-pattern',
        `the workload names access pattern ${JSON.stringify(load.pattern)}, which the design does not have; rename it to one of ${list(design.accessPatterns.map((p) => p.name))} or remove it`
      );
    else if (seenPatterns.has(load.pattern))
      bad(
        `${at}.pattern`,
        'workload.duplicate',
        `the workload gives access pattern ${JSON.stringify(load.pattern)} twice; keep one entry`
      );
    seenPatterns.add(load.pattern);
    rate(`${at}.rate`, load.rate, bad);
    keys(`${at}.keys`, load.keys, bad);
    if (load.transactional && pattern && pattern.index !== null)
      bad(
        `${at}.transactional`,
        'workload.transactional-index',
        `access pattern ${JSON.stringify(load.pattern)} reads index "${pattern.index}", and a read in a transaction reads tables only, never an index; turn transactional off or read the table`
      );
  });
  const seenEntities = new Set<string>();
  workload.entities.forEach((load, i) => {
    const at = `entities[${i}]`;
    const entity = design.entities.find((e) => e.name === load.entity);
    if (!entity)
      bad(
        `${at}.entity`,
        'workload.unknown-entity',
        `the workload names entity ${JSON.stringify(load.entity)}, which the design does not have; rename it to one of ${list(design.entities.map((e) => e.name))} or remove it`
      );
    else if (seenEntities.has(load.entity))
      bad(
        `${at}.entity`,
        'workload.duplicate',
        `the workload gives entity ${JSON.stringify(load.entity)} twice; keep one entry`
      );
    seenEntities.add(load.entity);
    rate(`${at}.writeRate`, load.writeRate, bad);
    keys(`${at}.keys`, load.keys, bad);
    if (
      load.itemSize !== undefined &&
      !(
        Number.isInteger(load.itemSize) &&
        load.itemSize >= 1 &&
        load.itemSize <= DYNAMODB_LIMITS.itemBytes
      )
    )
      bad(
        `${at}.itemSize`,
        'workload.out-of-range',
        `an item size is a whole number of bytes from 1 to ${DYNAMODB_LIMITS.itemBytes} (400 KB, DynamoDB's item limit), got ${load.itemSize}`
      );
    share(`${at}.indexKeyChanges`, load.indexKeyChanges, bad);
    share(`${at}.newItems`, load.newItems, bad);
    const s = load.sharding;
    if (s) {
      if (!(Number.isInteger(s.count) && s.count >= 2 && s.count <= MAX_SHARDS))
        bad(
          `${at}.sharding.count`,
          'workload.out-of-range',
          `a shard count is a whole number from 2 to ${MAX_SHARDS}, got ${s.count}`
        );
      if (entity && !entity.attributes.some((a) => a.name === s.attribute))
        bad(
          `${at}.sharding.attribute`,
          'workload.sharding',
          `entity ${JSON.stringify(load.entity)} has no attribute ${JSON.stringify(s.attribute)} to hold its shard; add it (type N) or name another`
        );
      if (s.suffix === 'calculated' && (s.from === undefined || s.from === ''))
        bad(
          `${at}.sharding.from`,
          'workload.sharding',
          'a calculated shard suffix needs "from", the attribute it hashes (one a reader knows, such as the sort key)'
        );
    }
  });
  share('hotShare', workload.hotShare, bad);
  if (workload.region !== undefined && !PRICES.has(workload.region))
    bad(
      'region',
      'workload.unknown-region',
      `Keyscope has no prices for region ${JSON.stringify(workload.region)}; use one of ${list([...PRICES.keys()])}, or add the region's prices to src/core/capacity/prices.ts`
    );
  const t = workload.targetUtilization;
  const { autoScalingMinTarget: lo, autoScalingMaxTarget: hi } = DYNAMODB_LIMITS;
  if (t !== undefined && !(t >= lo && t <= hi))
    bad(
      'targetUtilization',
      'workload.out-of-range',
      `auto scaling's target utilisation is from ${lo} to ${hi} (${lo * 100} to ${hi * 100} percent), got ${t}`
    );
  return out;
}

type Bad = (field: string, code: string, message: string) => void;

function rate(field: string, v: number | undefined, bad: Bad): void {
  if (v !== undefined && !(Number.isFinite(v) && v >= 0 && v <= MAX_RATE))
    bad(
      field,
      'workload.out-of-range',
      `a rate is a number of requests per second from 0 to ${MAX_RATE.toLocaleString('en')}, got ${v}`
    );
}

function share(field: string, v: number | undefined, bad: Bad): void {
  if (v !== undefined && !(v >= 0 && v <= 1))
    bad(
      field,
      'workload.out-of-range',
      `a share is a number from 0 to 1 (0.1 is 10 percent), got ${v}`
    );
}

function keys(field: string, k: KeyDistribution | undefined, bad: Bad): void {
  if (!k) return;
  if (k.kind === 'zipf' && !(k.exponent >= 0 && k.exponent <= MAX_ZIPF_EXPONENT))
    bad(
      `${field}.exponent`,
      'workload.out-of-range',
      `a Zipf exponent is from 0 (even) to ${MAX_ZIPF_EXPONENT}; 1 is typical, got ${k.exponent}`
    );
  if (k.kind === 'hot') {
    if (k.key === '')
      bad(
        `${field}.key`,
        'workload.out-of-range',
        'a hot key names a partition key value; it cannot be empty'
      );
    share(`${field}.share`, k.share, bad);
  }
}

function list(names: readonly string[]): string {
  return names.map((n) => JSON.stringify(n)).join(', ') || '(none)';
}
