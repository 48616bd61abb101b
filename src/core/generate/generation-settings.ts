import { joinPath, type Finding } from '../model/finding.ts';
import { describeJson } from '../json/describe-json.ts';
import { isPlainObject } from '../json/is-plain-object.ts';

import type { GenerationRun, GenerationSettings, ValueRule } from '../model/generation.ts';

export type { GenerationRun, GenerationSettings, ValueRule };

/** At most this many items per entity per run, as the studio's generator form allows. */
export const MAX_PER_ENTITY = 1_000_000;

/**
 * Read stored generation settings, which may come from an older build or a damaged database:
 * every bad run is reported with its path and left out, so what is kept is always replayable.
 *
 * @example
 * readGenerationSettings({ runs: [{ perEntity: 1000, seed: 7 }] }).settings.runs.length; // 1
 */
export function readGenerationSettings(
  raw: unknown,
  at = '$'
): {
  settings: GenerationSettings;
  findings: Finding[];
} {
  const findings: Finding[] = [];
  const bad = (path: string, message: string) =>
    findings.push({
      severity: 'error',
      code: 'generation.invalid',
      message,
      path: at + path.slice(1)
    });
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
  const rules = readRules(isPlainObject(raw) ? raw['rules'] : undefined, bad);
  return { settings: { runs, ...(rules.length ? { rules } : {}) }, findings };
}

/** At most this many values an enum rule may list, each at most `MAX_VALUE_LENGTH` characters. */
export const MAX_RULE_VALUES = 100;
export const MAX_VALUE_LENGTH = 200;

function readRules(list: unknown, bad: (path: string, message: string) => void): ValueRule[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    bad('$.rules', `"rules" must be an array, got ${describeJson(list)}; no rule is kept`);
    return [];
  }
  const rules: ValueRule[] = [];
  list.forEach((r, i) => {
    const p = joinPath('$.rules', i);
    if (!isPlainObject(r))
      return bad(p, `a rule must be an object, got ${describeJson(r)}; it is skipped`);
    const { entity, attribute, values, skew } = r;
    if (typeof entity !== 'string' || typeof attribute !== 'string')
      return bad(
        p,
        `a rule needs "entity" and "attribute", the names it applies to, got ${describeJson(entity)} and ${describeJson(attribute)}; it is skipped`
      );
    if (values !== undefined) {
      if (
        !Array.isArray(values) ||
        values.length === 0 ||
        values.length > MAX_RULE_VALUES ||
        !values.every((v) => typeof v === 'string' && v.length > 0 && v.length <= MAX_VALUE_LENGTH)
      )
        return bad(
          joinPath(p, 'values'),
          `"values" must list 1 to ${MAX_RULE_VALUES} texts of 1 to ${MAX_VALUE_LENGTH} characters, got ${describeJson(values)}; the rule is skipped`
        );
      return void rules.push({ entity, attribute, values: [...(values as string[])] });
    }
    if (typeof skew !== 'number' || !Number.isFinite(skew) || skew < 0 || skew > MAX_SKEW)
      return bad(
        joinPath(p, 'skew'),
        `a rule needs "values" (an enum's values) or "skew" (a reference's, 0 to ${MAX_SKEW}), got ${describeJson(skew)}; it is skipped`
      );
    rules.push({ entity, attribute, skew });
  });
  return rules;
}

/** The largest Zipf exponent a reference's skew may take (past it nearly every pick is the first). */
export const MAX_SKEW = 4;
