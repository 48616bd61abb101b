import type { KeyReading, TokenReading } from './read-key.ts';

/** Items whose keys have one shape: the same words in the same places, values elsewhere. */
export interface ItemGroup {
  /** Indexes into the readings, in input order. */
  readonly items: readonly number[];
  /** Per key attribute and token: whether the token is a literal word in this group. */
  readonly literal: readonly (readonly boolean[])[];
}

/** A token position that looked like a word but behaves like a value. */
export interface Demotion {
  readonly key: number;
  readonly token: number;
  readonly why: 'many-values' | 'attribute';
  readonly example: string;
}

/** At least this many distinct words at one place, each mostly on its own item, are values. */
const MANY = 8;

/**
 * Group items by key shape: per key attribute, absent, a scalar, or literal words and values
 * between separators. A word position becomes a value when the words there behave like values:
 * many distinct ones each on few items (`STATE#OR`, `STATE#WA`… with 8+ states), or one attribute
 * of every item spells it (upper-case ids such as `GAME#C6F38A6A` with `gameId`). `exclude` is a
 * type attribute, which never turns a word into a value.
 */
export function groupItems(
  readings: readonly (readonly KeyReading[])[],
  exclude?: string
): { groups: ItemGroup[]; demotions: Demotion[] } {
  const literal = readings.map((r) =>
    r.map((k) => (k.kind === 'string' ? k.tokens.map((t) => t.literal) : []))
  );
  const demotions: Demotion[] = [];
  for (;;) {
    const groups = group(readings, literal);
    const d = findDemotion(readings, literal, groups, exclude);
    if (!d) return { groups, demotions };
    demotions.push(d.demotion);
    for (const i of d.items) literal[i]![d.demotion.key]![d.demotion.token] = false;
  }
}

function signature(reading: readonly KeyReading[], literal: readonly boolean[][]): string {
  return reading
    .map((k, a) => {
      if (k.kind === 'absent') return '\u2205';
      if (k.kind === 'scalar') return `#${k.type}`;
      let s = 'S';
      k.tokens.forEach((t, j) => {
        s += literal[a]![j] ? `\u0002${t.text}` : '\u0003';
        if (j < k.separators.length) s += k.separators[j];
      });
      return s;
    })
    .join('\u0001');
}

function group(
  readings: readonly (readonly KeyReading[])[],
  literal: readonly boolean[][][]
): ItemGroup[] {
  const bySignature = new Map<string, number[]>();
  readings.forEach((r, i) => {
    const s = signature(r, literal[i]!);
    const list = bySignature.get(s);
    if (list) list.push(i);
    else bySignature.set(s, [i]);
  });
  return [...bySignature.values()].map((items) => ({
    items,
    literal: literal[items[0]!]!.map((k) => k.slice())
  }));
}

function findDemotion(
  readings: readonly (readonly KeyReading[])[],
  literal: readonly boolean[][][],
  groups: readonly ItemGroup[],
  exclude: string | undefined
): { demotion: Demotion; items: number[] } | null {
  // A family: groups alike but for the word at one position.
  const families = new Map<string, { key: number; token: number; items: number[] }>();
  for (const g of groups) {
    const first = readings[g.items[0]!]!;
    g.literal.forEach((flags, a) =>
      flags.forEach((isLiteral, j) => {
        if (!isLiteral || tokenAt(first, a, j).text === '') return;
        const masked = literal[g.items[0]!]!.map((f) => f.slice());
        masked[a]![j] = false;
        const id = `${a}:${j}:${signature(first, masked)}`;
        const f = families.get(id);
        if (f) f.items.push(...g.items);
        else families.set(id, { key: a, token: j, items: [...g.items] });
      })
    );
  }
  for (const { key, token, items } of families.values()) {
    const texts = new Set<string>();
    let common: string[] | undefined;
    for (const i of items) {
      const t = tokenAt(readings[i]!, key, token);
      texts.add(t.text);
      const names = t.candidates
        .filter((c) => c.size === undefined && c.attribute !== exclude)
        .map((c) => c.attribute);
      common = common === undefined ? names : common.filter((n) => names.includes(n));
    }
    const explained = (common?.length ?? 0) > 0;
    const example = [...texts][0] ?? '';
    if (texts.size >= 2 && explained)
      return { demotion: { key, token, why: 'attribute', example }, items };
    if (texts.size >= MANY && texts.size * 2 >= items.length)
      return { demotion: { key, token, why: 'many-values', example }, items };
  }
  return null;
}

function tokenAt(reading: readonly KeyReading[], key: number, token: number): TokenReading {
  return (reading[key] as { tokens: readonly TokenReading[] }).tokens[token]!;
}
