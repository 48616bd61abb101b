import type { Design } from '../model/design.ts';
import type { KeyDistribution, ReadConsistency, Sharding } from '../model/workload.ts';
import {
  DEFAULT_HOT_SHARE,
  DEFAULT_INDEX_KEY_CHANGES,
  DEFAULT_ITEM_SIZE,
  DEFAULT_NEW_ITEMS,
  DEFAULT_PATTERN_KEYS,
  DEFAULT_PATTERN_RATE,
  DEFAULT_REGION,
  DEFAULT_TARGET_UTILIZATION,
  DEFAULT_WRITE_RATE
} from './workload-defaults.ts';

export interface ResolvedPatternLoad {
  /** Requests per second, scaled. */
  readonly rate: number;
  readonly keys: KeyDistribution;
  readonly consistency: ReadConsistency;
}

export interface ResolvedEntityLoad {
  /** Writes per second, scaled. */
  readonly writeRate: number;
  /** null: each item equally. */
  readonly keys: KeyDistribution | null;
  readonly itemSize: number;
  readonly indexKeyChanges: number;
  readonly newItems: number;
  readonly sharding: Sharding | null;
}

export interface ResolvedWorkload {
  /** Parallel to `design.accessPatterns`. */
  readonly patterns: readonly ResolvedPatternLoad[];
  /** Parallel to `design.entities`. */
  readonly entities: readonly ResolvedEntityLoad[];
  readonly hotShare: number;
  readonly region: string;
  readonly targetUtilization: number;
  /** The "what if" factor the rates were multiplied by. */
  readonly scale: number;
}

/**
 * A design's workload with every default filled in, one entry per access pattern and entity in
 * the design's order, rates multiplied by `scale` (the studio's "what if" slider). An entry
 * naming nothing the design has is ignored (the loader reports it).
 *
 * @example
 * resolveWorkload(gaming).patterns[0]!.rate; // 120, the "Get user profile" rate
 * resolveWorkload(gaming, 2).patterns[0]!.rate; // 240
 */
export function resolveWorkload(design: Design, scale = 1): ResolvedWorkload {
  const w = design.workload;
  const patternLoads = new Map((w?.accessPatterns ?? []).map((p) => [p.pattern, p]));
  const entityLoads = new Map((w?.entities ?? []).map((e) => [e.entity, e]));
  return {
    patterns: design.accessPatterns.map((p) => {
      const load = patternLoads.get(p.name);
      return {
        rate: (load?.rate ?? DEFAULT_PATTERN_RATE) * scale,
        keys: load?.keys ?? DEFAULT_PATTERN_KEYS,
        consistency: load?.transactional
          ? 'transactional'
          : p.consistentRead
            ? 'strong'
            : 'eventual'
      };
    }),
    entities: design.entities.map((e) => {
      const load = entityLoads.get(e.name);
      return {
        writeRate: (load?.writeRate ?? DEFAULT_WRITE_RATE) * scale,
        keys: load?.keys ?? null,
        itemSize: load?.itemSize ?? DEFAULT_ITEM_SIZE,
        indexKeyChanges: load?.indexKeyChanges ?? DEFAULT_INDEX_KEY_CHANGES,
        newItems: load?.newItems ?? DEFAULT_NEW_ITEMS,
        sharding: load?.sharding ?? null
      };
    }),
    hotShare: w?.hotShare ?? DEFAULT_HOT_SHARE,
    region: w?.region ?? DEFAULT_REGION,
    targetUtilization: w?.targetUtilization ?? DEFAULT_TARGET_UTILIZATION,
    scale
  };
}
