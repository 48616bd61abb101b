import type { AccessPattern, Design } from '../model/design.ts';
import { checkName } from '../rules/check-name.ts';

/** Append an access pattern; its name must be new and its table must exist. */
export function addPattern(design: Design, pattern: AccessPattern): Design {
  check(design, -1, pattern);
  return { ...design, accessPatterns: [...design.accessPatterns, pattern] };
}

/** Replace access pattern `p` (all of it: name, query, parameters, expectations). */
export function setPattern(design: Design, p: number, pattern: AccessPattern): Design {
  patternAt(design, p);
  check(design, p, pattern);
  return {
    ...design,
    accessPatterns: design.accessPatterns.map((x, i) => (i === p ? pattern : x))
  };
}

/** Delete access pattern `p`. */
export function deletePattern(design: Design, p: number): Design {
  patternAt(design, p);
  return { ...design, accessPatterns: design.accessPatterns.filter((_, i) => i !== p) };
}

function check(design: Design, at: number, pattern: AccessPattern): void {
  const taken = design.accessPatterns.filter((_, i) => i !== at).map((x) => x.name);
  const bad = checkName('access pattern', pattern.name, taken);
  if (bad) throw new Error(bad);
  if (
    pattern.sortKey &&
    (pattern.sortKey.operator === 'BETWEEN') !== (pattern.sortKey.upper !== undefined)
  )
    throw new Error(
      'editDesign: a sort key condition has an upper bound with BETWEEN and only then.'
    );
  if (pattern.limit !== undefined && (!Number.isInteger(pattern.limit) || pattern.limit < 1))
    throw new Error('editDesign: a limit is a whole number of at least 1.');
}

function patternAt(design: Design, p: number): AccessPattern {
  const pattern = design.accessPatterns[p];
  if (!pattern) throw new Error(`editDesign: the design has no access pattern ${p}.`);
  return pattern;
}
