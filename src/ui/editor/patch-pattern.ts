import type { AccessPattern } from '../../core/model/design.ts';

/** Fields to change in an access pattern; `undefined` removes an optional one. */
export type PatternPatch = { [K in keyof AccessPattern]?: AccessPattern[K] | undefined };

/** The pattern with `patch` applied: a new object; optional fields set to undefined are left out. */
export function patchPattern(pattern: AccessPattern, patch: PatternPatch): AccessPattern {
  const out: Record<string, unknown> = { ...pattern };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out as unknown as AccessPattern;
}

/** A whole number of at least 1 from a number field, or undefined when it is empty or not one. */
export function positiveInteger(text: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 ? n : undefined;
}
