import type { KeyType } from '../model/attribute-value.ts';
import type { ItemGroup } from './group-items.ts';
import type { Candidate, KeyReading, TokenReading } from './read-key.ts';

/** The key templates of one group of items, and the values its invented placeholders take. */
export interface GroupTemplates {
  /** Key attribute → template source, for the key attributes that have one. */
  readonly keys: ReadonlyMap<string, string>;
  /** Placeholders no attribute of the items explains, in the order they appear. */
  readonly invented: readonly string[];
  /** Per item of the group, the invented placeholders' values read off its keys. */
  readonly values: readonly ReadonlyMap<string, string>[];
}

type Part =
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'field'; readonly name: string; readonly size?: number }
  | { readonly kind: 'invented'; readonly slot: number };

/**
 * Templates for a group of items with one key shape: words stay words, a value every item's
 * attribute spells becomes `${attribute}` (`${attribute:6}` when zero-padded), and a value no
 * attribute explains becomes an invented placeholder named after the word before it (`USER#…` →
 * `${userId}`), one name for the same value in several places (`USER#x` and `#METADATA#x`).
 * A key that is one value no other attribute spells keeps its own value: no template.
 */
export function groupTemplates(
  readings: readonly (readonly KeyReading[])[],
  group: ItemGroup,
  keyAttributes: readonly { readonly name: string; readonly type: KeyType }[],
  takenNames: ReadonlySet<string>
): GroupTemplates {
  const items = group.items;
  const first = readings[items[0]!]!;
  const slots: { texts: string[]; near: string; key: string; token: number }[] = [];
  const partsByKey = new Map<string, Part[]>();
  keyAttributes.forEach((k, a) => {
    const r = first[a]!;
    if (r.kind === 'absent') return;
    if (r.kind === 'scalar') {
      const c = common(
        items.map((i) => (readings[i]![a] as { candidates: readonly Candidate[] }).candidates)
      );
      if (c && c.size === undefined) partsByKey.set(k.name, [{ kind: 'field', name: c.attribute }]);
      return;
    }
    const parts: Part[] = [];
    let near = '';
    r.tokens.forEach((t, j) => {
      if (group.literal[a]![j]) {
        parts.push({ kind: 'literal', text: t.text });
        if (t.text) near = t.text;
      } else {
        const word = near;
        near = ''; // a word names only the value right after it
        const tokens = items.map((i) => tokenOf(readings[i]![a]!, j));
        const c = common(tokens.map((x) => x.candidates));
        if (c)
          parts.push({ kind: 'field', name: c.attribute, ...(c.size ? { size: c.size } : {}) });
        else {
          parts.push({ kind: 'invented', slot: slots.length });
          slots.push({ texts: tokens.map((x) => x.text), near: word, key: k.name, token: j });
        }
      }
      if (j < r.separators.length) parts.push({ kind: 'literal', text: r.separators[j]! });
    });
    // One value that no attribute spells: the key attribute is the item's own value.
    if (parts.length === 1 && parts[0]!.kind === 'invented') {
      slots.pop();
      return;
    }
    partsByKey.set(k.name, parts);
  });
  // Name the invented placeholders; equal values everywhere share a name.
  const names: string[] = [];
  const used = new Set(takenNames);
  const slotName: string[] = [];
  slots.forEach((s, n) => {
    const same = slots.findIndex((o, m) => m < n && o.texts.every((t, i) => t === s.texts[i]));
    if (same >= 0) return void (slotName[n] = slotName[same]!);
    const base = s.near ? `${camel(s.near)}Id` : `${lowerFirst(s.key)}Part${s.token + 1}`;
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base}${i}`;
    used.add(name);
    names.push(name);
    slotName[n] = name;
  });
  const keys = new Map<string, string>();
  for (const [key, parts] of partsByKey)
    keys.set(
      key,
      parts
        .map((p) =>
          p.kind === 'literal'
            ? p.text
            : p.kind === 'field'
              ? `\${${p.name}${p.size ? `:${p.size}` : ''}}`
              : `\${${slotName[p.slot]}}`
        )
        .join('')
    );
  const values = items.map((_, i) => {
    const m = new Map<string, string>();
    slots.forEach((s, n) => m.set(slotName[n]!, s.texts[i]!));
    return m;
  });
  return { keys, invented: names, values };
}

function tokenOf(r: KeyReading, j: number): TokenReading {
  return (r as { tokens: readonly TokenReading[] }).tokens[j]!;
}

/** The attribute that explains the value in every item: exact matches first, then padded ones. */
function common(lists: readonly (readonly Candidate[])[]): Candidate | undefined {
  const first = lists[0] ?? [];
  const ok = (c: Candidate) =>
    lists.every((l) => l.some((d) => d.attribute === c.attribute && d.size === c.size));
  const exact = first.filter((c) => c.size === undefined && ok(c));
  const padded = first.filter((c) => c.size !== undefined && ok(c));
  const pick = (cs: Candidate[]) =>
    cs.sort((x, y) => (x.attribute < y.attribute ? -1 : x.attribute > y.attribute ? 1 : 0))[0];
  return pick(exact) ?? pick(padded);
}

/** `ORDER_LINE` → `orderLine`, `USER` → `user`. */
function camel(word: string): string {
  const parts = word
    .toLowerCase()
    .split(/[_\-\s]+/)
    .filter(Boolean);
  const joined = parts.map((p, i) => (i === 0 ? p : p[0]!.toUpperCase() + p.slice(1))).join('');
  return /^[A-Za-z_]/.test(joined) ? joined : `v${joined}`;
}

/** `SK` → `sk`, `GSI1PK` → `gsi1pk`, `AuthorEdition` → `authorEdition`. */
function lowerFirst(s: string): string {
  if (s === s.toUpperCase()) return s.toLowerCase();
  return s ? s[0]!.toLowerCase() + s.slice(1) : s;
}
