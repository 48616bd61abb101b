import type { AccessPattern } from '../model/design.ts';
import type { Patch } from '../model/patch.ts';

/** Fields to change in an access pattern; `undefined` removes an optional one. */
export type PatternPatch = Patch<AccessPattern>;

/**
 * The pattern with `patch` applied: a new object; optional fields set to undefined are left out,
 * so a cleared field is absent (as a loaded design has it) rather than stored as undefined.
 *
 * @example
 * patchPattern(pattern, { limit: undefined, description: 'd' }); // no `limit`, description 'd'
 */
export function patchPattern(pattern: AccessPattern, patch: PatternPatch): AccessPattern {
  const out: Record<string, unknown> = { ...pattern };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out as unknown as AccessPattern;
}
