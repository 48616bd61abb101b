import { joinPath, type Finding } from '../model/finding.ts';
import { describeJson } from '../json/describe-json.ts';
import { isPlainObject } from '../json/is-plain-object.ts';

/** One press of "Generate items": `perEntity` items for each entity (or those in `only`). */
export interface GenerationRun {
  readonly perEntity: number;
  readonly seed: number;
  /** Entity indexes to generate for; every entity when absent. */
  readonly only?: readonly number[];
}

/**
 * How a design's generated items are made, in order: the library stores this, never the
 * (possibly million) items it makes; `replayGeneration` rebuilds them.
 */
export interface GenerationSettings {
  readonly runs: readonly GenerationRun[];
}

/** At most this many items per entity per run, as the studio's generator form allows. */
export const MAX_PER_ENTITY = 1_000_000;

/**
 * Read stored generation settings, which may come from an older build or a damaged database:
 * every bad run is reported with its path and left out, so what is kept is always replayable.
 *
 * @example
 * readGenerationSettings({ runs: [{ perEntity: 1000, seed: 7 }] }).settings.runs.length; // 1
 */
export function readGenerationSettings(raw: unknown): {
  settings: GenerationSettings;
  findings: Finding[];
} {
  const findings: Finding[] = [];
  const bad = (path: string, message: string) =>
    findings.push({ severity: 'error', code: 'generation.invalid', message, path });
  const runs: GenerationRun[] = [];
  const list = isPlainObject(raw) ? raw['runs'] : undefined;
  if (!Array.isArray(list)) {
    if (raw !== undefined)
      bad(
        '$.runs',
        `generation settings need "runs", an array, got ${describeJson(list)}; no items are generated`
      );
    return { settings: { runs }, findings };
  }
  list.forEach((r, i) => {
    const p = joinPath('$.runs', i);
    if (!isPlainObject(r))
      return bad(p, `a run must be an object, got ${describeJson(r)}; it is skipped`);
    const { perEntity, seed, only } = r;
    if (
      typeof perEntity !== 'number' ||
      !Number.isInteger(perEntity) ||
      perEntity < 0 ||
      perEntity > MAX_PER_ENTITY
    )
      return bad(
        joinPath(p, 'perEntity'),
        `"perEntity" must be a whole number from 0 to ${MAX_PER_ENTITY}, got ${describeJson(perEntity)}; the run is skipped`
      );
    if (typeof seed !== 'number' || !Number.isSafeInteger(seed))
      return bad(
        joinPath(p, 'seed'),
        `"seed" must be a whole number, got ${describeJson(seed)}; the run is skipped`
      );
    if (
      only !== undefined &&
      !(Array.isArray(only) && only.every((e) => Number.isInteger(e) && e >= 0))
    )
      return bad(
        joinPath(p, 'only'),
        `"only" must list entity indexes, got ${describeJson(only)}; the run is skipped`
      );
    runs.push({
      perEntity,
      seed,
      ...(only !== undefined ? { only: [...(only as number[])] } : {})
    });
  });
  return { settings: { runs }, findings };
}
