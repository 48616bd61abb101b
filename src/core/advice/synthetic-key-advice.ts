import { templateOf } from '../model/template-of.ts';
import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { Design, KeyAttribute } from '../model/design.ts';
import { parseTemplate, type FieldPart } from '../templates/parse-template.ts';

/** A key template's fields, with the literal text before and after each. */
interface Converted {
  readonly fields: FieldPart[];
  readonly before: string[];
  readonly after: string[];
}

/** One part of a GSI key once converted: the attribute every entity's template concatenated. */
export interface ConvertedPart {
  readonly attribute: KeyAttribute;
  /** The template's literal text before this part (`TOURNAMENT#`), dropped by the conversion. */
  readonly before: string;
}

/** What converting a GSI's synthetic keys into a multi-attribute key would do, or why it cannot. */
export type SyntheticKeyAdvice =
  | {
      readonly ok: true;
      readonly index: string;
      readonly partition: readonly ConvertedPart[];
      readonly sort: readonly ConvertedPart[];
      /** The synthetic key attributes no item needs to be written with any more (the backfill). */
      readonly noLongerWritten: readonly string[];
      /** Where the converted key would order items differently from the synthetic string. */
      readonly orderChanges: readonly string[];
    }
  | { readonly ok: false; readonly index: string; readonly why: string };

/**
 * Whether a GSI keyed by synthetic strings (`TOURNAMENT#${tournamentId}#REGION#${region}`) can
 * take a multi-attribute key instead, and what that changes. It can when every entity that writes
 * the index builds each key attribute from the same fields in the same order, each field is an
 * attribute the items hold (not a key-only field) typed S, N or B, and each part has at most 4
 * of them. The converted key's attributes are those fields; the synthetic attributes then need
 * no writing (no concatenation, no backfill). The order changes where the string's order and the
 * tuple's differ: a Number field rendered into a string (`"10"` before `"9"`, unless zero-padded
 * and never negative or wider than its padding), and any field whose values may hold a character
 * that sorts before the separator that follows it in the string.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
 *
 * @example
 * syntheticKeyAdvice(tournaments, 'matches', 'ByTournament');
 * // { ok: true, partition: [{ attribute: { name: 'tournamentId', type: 'S' }, before: 'TOURNAMENT#' }, …], … }
 */
export function syntheticKeyAdvice(
  design: Design,
  table: string,
  index: string
): SyntheticKeyAdvice {
  const fail = (why: string): SyntheticKeyAdvice => ({ ok: false, index, why });
  const t = design.tables.find((x) => x.name === table);
  const gsi = t?.globalSecondaryIndexes.find((g) => g.name === index);
  if (!t || !gsi) return fail(`table "${table}" has no global secondary index "${index}"`);
  const writers = design.entities.filter(
    (e) => e.table === table && templateOf(e.keys, gsi.partitionKey.name) !== undefined
  );
  if (writers.length === 0)
    return fail(`no entity writes ${gsi.partitionKey.name}, so there is no template to convert`);
  const convert = (key: KeyAttribute) => {
    let first: Converted | null = null;
    for (const e of writers) {
      const source = templateOf(e.keys, key.name);
      if (source === undefined)
        return `entity ${e.name} does not write ${key.name}; every entity in the index must, to convert it`;
      const parsed = parseTemplate(source);
      if (!parsed.ok) return parsed.error.message;
      const fields: FieldPart[] = [];
      const before: string[] = [];
      let literal = '';
      for (const p of parsed.template.parts) {
        if (p.kind === 'literal') {
          literal += p.text;
          continue;
        }
        fields.push(p);
        before.push(literal);
        literal = '';
      }
      // The literal after each field: the one before the next, or the template's tail.
      const after = [...before.slice(1), literal];
      if (fields.length === 0)
        return `${e.name}'s ${key.name} "${source}" holds no field: a constant is not a key part`;
      if (fields.length > DYNAMODB_LIMITS.gsiKeyAttributes)
        return `${e.name}'s ${key.name} "${source}" joins ${fields.length} fields; a multi-attribute key takes at most ${DYNAMODB_LIMITS.gsiKeyAttributes}`;
      for (const f of fields) {
        if (e.keyOnly?.includes(f.name))
          return `${e.name}'s ${f.name} exists only inside its keys; write it as an attribute first`;
        const a = e.attributes.find((x) => x.name === f.name);
        if (!a || (a.type !== 'S' && a.type !== 'N' && a.type !== 'B'))
          return `${e.name}'s ${f.name} is ${a ? `typed ${a.type}` : 'not one of its attributes'}; a key part is an S, N or B attribute`;
      }
      const names = fields.map((f) => f.name).join(', ');
      if (first && first.fields.map((f) => f.name).join(', ') !== names)
        return `entities build ${key.name} from different fields (${first.fields.map((f) => f.name).join(', ')} and ${names}); one key needs one list`;
      first ??= { fields, before, after };
    }
    return first!;
  };
  const p = convert(gsi.partitionKey);
  if (typeof p === 'string') return fail(p);
  const s: Converted | string = gsi.sortKey
    ? convert(gsi.sortKey)
    : { fields: [], before: [], after: [] };
  if (typeof s === 'string') return fail(s);
  const typeOf = (name: string) =>
    writers[0]!.attributes.find((a) => a.name === name)!.type as KeyAttribute['type'];
  const parts = (c: Converted) =>
    c.fields.map((f, i) => ({
      attribute: { name: f.name, type: typeOf(f.name) },
      before: c.before[i]!
    }));
  const orderChanges = sortOrderChanges(gsi.sortKey?.name, s, typeOf);
  return {
    ok: true,
    index,
    partition: parts(p),
    sort: parts(s),
    noLongerWritten: [gsi.partitionKey.name, ...(gsi.sortKey ? [gsi.sortKey.name] : [])],
    orderChanges
  };
}

/** Where the sort tuple would order items unlike the synthetic sort string. */
function sortOrderChanges(
  key: string | undefined,
  { fields, after }: Converted,
  typeOf: (name: string) => KeyAttribute['type']
): string[] {
  if (!key) return [];
  const out: string[] = [];
  for (const [i, f] of fields.entries()) {
    if (typeOf(f.name) === 'N')
      out.push(
        f.size
          ? `${f.name} is a Number zero-padded to ${f.size} in ${key}: as a Number it sorts the same while values are whole, never negative and at most ${f.size} digits, and differently otherwise`
          : `${f.name} is a Number written into the string ${key}, where "10" sorts before "9"; as a key part it sorts by value`
      );
    // The literal after this field in the string: the tuple ignores it.
    const separator = after[i]!.charAt(0);
    if (separator && i < fields.length - 1 && typeOf(f.name) !== 'N')
      out.push(
        `${f.name} is followed by "${separator}" in ${key}: where one value begins another that goes on with a character sorting before "${separator}", the two order differently as key parts`
      );
  }
  return out;
}
