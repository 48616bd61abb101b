/** What a finding's JSON path points at, as far as the studio can show it. */
export type FindingTarget =
  | { readonly kind: 'item'; readonly source: string }
  /** `attribute` null: the entity's key templates as a whole (two entities' templates overlap). */
  | { readonly kind: 'template'; readonly entity: number; readonly attribute: string | null }
  | { readonly kind: 'pattern'; readonly index: number }
  | { readonly kind: 'none' };

const TEMPLATE = /^\$\.entities\[(\d+)\]\.keys(?:\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\]|\\.)*")\])?$/;
const PATTERN = /^\$\.accessPatterns\[(\d+)\]/;

/**
 * Resolve a finding's path (`$.entities[0].items[3].name`) to the thing to reveal: the nearest
 * enclosing item whose source path `isItem` recognises, an entity's key template, or an access
 * pattern.
 *
 * @example
 * locateFinding('$.entities[0].items[3].name', (s) => s === '$.entities[0].items[3]');
 * // { kind: 'item', source: '$.entities[0].items[3]' }
 */
export function locateFinding(path: string, isItem: (source: string) => boolean): FindingTarget {
  const t = TEMPLATE.exec(path);
  if (t)
    return {
      kind: 'template',
      entity: Number(t[1]),
      attribute: t[2] ?? (t[3] === undefined ? null : (JSON.parse(t[3]) as string))
    };
  for (const candidate of ancestors(path))
    if (isItem(candidate)) return { kind: 'item', source: candidate };
  const p = PATTERN.exec(path);
  if (p) return { kind: 'pattern', index: Number(p[1]) };
  return { kind: 'none' };
}

/** The path itself, then each enclosing path, cutting one `.name` or `[…]` step at a time. */
function ancestors(path: string): string[] {
  const out: string[] = [];
  let p = path;
  while (p.length > 1) {
    out.push(p);
    const m = /(?:\.[A-Za-z_$][\w$]*|\[(?:\d+|"(?:[^"\\]|\\.)*")\])$/.exec(p);
    if (!m) break;
    p = p.slice(0, m.index);
  }
  return out;
}
