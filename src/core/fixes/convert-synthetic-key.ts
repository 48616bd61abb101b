import type { DesignEdit } from '../edits/edit-design.ts';
import type { AccessPattern, Design, SortKeyCondition } from '../model/design.ts';
import { templateOf } from '../model/template-of.ts';
import { tableViews, viewKeyAttributes } from '../views/table-key-attributes.ts';
import { splitSynthetic } from '../advice/split-synthetic.ts';
import { syntheticKeyAdvice, type ConvertedPart } from '../advice/synthetic-key-advice.ts';

/** What the conversion does to one access pattern on the index. */
export interface PatternConversion {
  readonly name: string;
  /** `simpler`: its templates lose their literals; `kept`: unchanged; `cannot`: left for a hand rewrite. */
  readonly outcome: 'simpler' | 'cannot';
  readonly note: string;
}

export type SyntheticKeyConversion =
  | {
      readonly ok: true;
      /** One edit (one undo step): the index's new key, the templates no longer written, the patterns. */
      readonly edit: DesignEdit;
      readonly partition: readonly ConvertedPart[];
      readonly sort: readonly ConvertedPart[];
      readonly noLongerWritten: readonly string[];
      readonly orderChanges: readonly string[];
      readonly patterns: readonly PatternConversion[];
    }
  | { readonly ok: false; readonly why: string };

/**
 * Convert a GSI keyed by synthetic strings into a multi-attribute key, as one edit: the index is
 * keyed on the fields its entities concatenated (syntheticKeyAdvice); the entities stop writing
 * the synthetic attributes no other key of the table uses (no concatenation, no backfill); each
 * access pattern on the index gets a template per part, and its sort condition becomes
 * conditions on a prefix of the sort attributes (`=` for whole pieces, `begins_with` for a
 * trailing partial one). A pattern whose key does not follow the entities' literals, or whose
 * range spans parts, is left as it is and said so: the Query it needs is for the designer.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
 *
 * @example
 * convertSyntheticKey(tournamentSynthetic, 'TournamentMatches', 'ByTournament').ok; // true
 */
export function convertSyntheticKey(
  design: Design,
  table: string,
  index: string
): SyntheticKeyConversion {
  const advice = syntheticKeyAdvice(design, table, index);
  if (!advice.ok) return { ok: false, why: advice.why };
  const t = design.tables.findIndex((x) => x.name === table);
  const old = design.tables[t]!;
  const g = old.globalSecondaryIndexes.findIndex((x) => x.name === index);
  const gsi = old.globalSecondaryIndexes[g]!;
  const [pk, ...morePk] = advice.partition.map((p) => p.attribute);
  const [sk, ...moreSk] = advice.sort.map((p) => p.attribute);
  const { sortKey: _s, ...rest } = gsi;
  // Templates go first: set-gsi carries an entity's templates over to a renamed key attribute.
  const edits: DesignEdit[] = [];
  const setGsi: DesignEdit = {
    kind: 'set-gsi',
    table: t,
    index: g,
    gsi: {
      ...rest,
      partitionKey: pk!,
      ...(morePk.length ? { morePartitionKeys: morePk } : {}),
      ...(sk ? { sortKey: sk } : {}),
      ...(moreSk.length ? { moreSortKeys: moreSk } : {})
    }
  };
  // A synthetic attribute another view of the table still keys on stays written.
  const stillKeyed = new Set(
    tableViews(old)
      .filter((v) => v.index !== index)
      .flatMap((v) => {
        const key = viewKeyAttributes(v);
        return [...key.partition, ...key.sort].map((k) => k.name);
      })
  );
  const dropped = advice.noLongerWritten.filter((n) => !stillKeyed.has(n));
  design.entities.forEach((e, i) => {
    if (e.table !== table) return;
    for (const attribute of dropped)
      if (templateOf(e.keys, attribute) !== undefined)
        edits.push({ kind: 'set-key-template', entity: i, attribute, template: '' });
  });
  edits.push(setGsi);
  // A synthetic attribute still keyed elsewhere keeps its template, and set-gsi, reading the new
  // first attribute as a rename, copies that template to it: the new attributes are the items'
  // own values, so the copies go.
  const renamed: [string, string | undefined][] = [
    [gsi.partitionKey.name, pk!.name],
    [gsi.sortKey?.name ?? '', sk?.name]
  ];
  design.entities.forEach((e, i) => {
    if (e.table !== table) return;
    for (const [from, to] of renamed)
      if (
        to !== undefined &&
        from !== to &&
        stillKeyed.has(from) &&
        templateOf(e.keys, from) !== undefined &&
        templateOf(e.keys, to) === undefined
      )
        edits.push({ kind: 'set-key-template', entity: i, attribute: to, template: '' });
  });
  const patterns: PatternConversion[] = [];
  design.accessPatterns.forEach((p, i) => {
    if (p.table !== table || p.index !== index) return;
    const converted = convertPattern(p, advice.partition, advice.sort);
    if (typeof converted === 'string') {
      patterns.push({ name: p.name, outcome: 'cannot', note: converted });
      return;
    }
    edits.push({ kind: 'set-pattern', index: i, pattern: converted });
    patterns.push({
      name: p.name,
      outcome: 'simpler',
      note: describe(converted)
    });
  });
  return {
    ok: true,
    edit: { kind: 'edits', edits },
    partition: advice.partition,
    sort: advice.sort,
    noLongerWritten: dropped,
    orderChanges: advice.orderChanges,
    patterns
  };
}

/** The pattern with a template per part, or why it cannot be converted. */
function convertPattern(
  p: AccessPattern,
  partition: readonly ConvertedPart[],
  sort: readonly ConvertedPart[]
): AccessPattern | string {
  const pieces = splitSynthetic(
    p.partitionKey,
    partition.map((x) => x.before)
  );
  if (!pieces || pieces.partial !== null || pieces.whole.length !== partition.length)
    return `its partition key "${p.partitionKey}" does not follow the entities' "${partition.map((x) => `${x.before}…`).join('')}"; give it a template per attribute by hand`;
  const [first, ...more] = pieces.whole as [string, ...string[]];
  const { sortKey: _s, moreSortKeys: _m, morePartitionKeys: _p, ...base } = p;
  const out: AccessPattern = {
    ...base,
    partitionKey: first,
    ...(more.length ? { morePartitionKeys: more } : {})
  };
  if (!p.sortKey) return out;
  const conditions = sortConditions(p.sortKey, sort);
  if (typeof conditions === 'string') return conditions;
  const [sk, ...moreSk] = conditions;
  return {
    ...out,
    ...(sk ? { sortKey: sk } : {}),
    ...(moreSk.length ? { moreSortKeys: moreSk } : {})
  };
}

/** A synthetic sort condition as conditions on a prefix of the sort attributes. */
function sortConditions(
  c: SortKeyCondition,
  sort: readonly ConvertedPart[]
): SortKeyCondition[] | string {
  const split = splitSynthetic(
    c.value,
    sort.map((x) => x.before)
  );
  const eq = (value: string): SortKeyCondition => ({ operator: '=', value });
  if (split && c.operator === 'begins_with') {
    const out = split.whole.map(eq);
    if (split.partial !== null) out.push({ operator: 'begins_with', value: split.partial });
    return out;
  }
  if (split && c.operator === '=' && split.partial === null && split.whole.length === sort.length)
    return split.whole.map(eq);
  if (split && c.operator !== 'BETWEEN' && split.partial === null && split.whole.length === 1)
    return [{ operator: c.operator, value: split.whole[0]! }];
  return `its sort condition ${c.operator} "${c.value}"${c.upper !== undefined ? ` … "${c.upper}"` : ''} spans parts of the synthetic key; rewrite it as conditions on ${sort.map((x) => x.attribute.name).join(', ')}`;
}

function describe(p: AccessPattern): string {
  const parts = [p.partitionKey, ...(p.morePartitionKeys ?? [])].join(', ');
  const conds = p.sortKey ? [p.sortKey, ...(p.moreSortKeys ?? [])] : [];
  return `partition ${parts}${conds.length ? `; sort ${conds.map((c) => `${c.operator} ${c.value}`).join(', ')}` : ''}`;
}
