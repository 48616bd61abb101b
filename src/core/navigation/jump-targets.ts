import type { Design } from '../model/design.ts';
import type { Finding } from '../model/finding.ts';

/** A place the quick-jump box can go to. `index` is the position in the design (or findings). */
export type JumpTarget =
  | {
      readonly kind: 'entity';
      readonly index: number;
      readonly label: string;
      readonly detail: string;
    }
  | {
      readonly kind: 'pattern';
      readonly index: number;
      readonly label: string;
      readonly detail: string;
    }
  | {
      readonly kind: 'partition';
      readonly text: string;
      readonly label: string;
      readonly detail: string;
    }
  | {
      readonly kind: 'finding';
      readonly index: number;
      readonly label: string;
      readonly detail: string;
    };

/** At most this many entities, patterns and findings each. */
export const JUMP_LIMIT = 8;

/** 0: starts with the query, 1: a word starts with it, 2: contains it, -1: no match. */
function score(text: string, query: string): number {
  if (query === '') return 2;
  const t = text.toLowerCase();
  const at = t.indexOf(query);
  if (at < 0) return -1;
  if (at === 0) return 0;
  return /[\s#_\-.:/]/.test(t[at - 1]!) ? 1 : 2;
}

function best<T extends { label: string; detail: string }>(candidates: T[], query: string): T[] {
  return candidates
    .map((c, i) => ({ c, i, s: score(c.label, query) }))
    .map((x) => (x.s < 0 && query !== '' && score(x.c.detail, query) >= 0 ? { ...x, s: 3 } : x))
    .filter((x) => x.s >= 0)
    .sort((a, b) => a.s - b.s || a.i - b.i)
    .slice(0, JUMP_LIMIT)
    .map((x) => x.c);
}

/**
 * Where a quick-jump query can go, best first within each kind: entities (by name or table),
 * access patterns (by name or description), then a jump to the partition whose key value is or
 * starts with the query (the view decides which: see findCollection), then findings (by
 * message or path). Matching ignores case; a match at the start ranks first. An empty query
 * lists the first of each, without the partition jump.
 *
 * @example
 * jumpTargets(gaming, [], 'user').map((t) => t.label);
 * // ['User', 'UserGameMapping', 'Get user profile', …, 'user']
 */
export function jumpTargets(
  design: Design,
  findings: readonly Finding[],
  query: string
): JumpTarget[] {
  const q = query.trim().toLowerCase();
  const entities = best(
    design.entities.map((e, index) => ({
      kind: 'entity' as const,
      index,
      label: e.name,
      detail: `Entity in ${e.table}`
    })),
    q
  );
  const patterns = best(
    design.accessPatterns.map((p, index) => ({
      kind: 'pattern' as const,
      index,
      label: p.name,
      detail: p.description ?? `Access pattern on ${p.index ?? p.table}`
    })),
    q
  );
  const partition: JumpTarget[] =
    q === '' || design.tables.length === 0
      ? []
      : [
          {
            kind: 'partition',
            text: query.trim(),
            label: query.trim(),
            detail: 'Partition key value (or its start) in the table view'
          }
        ];
  const found = best(
    findings.map((f, index) => ({
      kind: 'finding' as const,
      index,
      label: f.message,
      detail: `${f.severity} ${f.code} at ${f.path}`
    })),
    q
  );
  return [...entities, ...patterns, ...partition, ...found];
}
