import type { ViewPlan } from '../libraries/entity-key-plan.ts';
import type { SortKeyCondition } from '../model/design.ts';
import type { Template, TemplatePart } from '../templates/parse-template.ts';
import type { CompositeValue, PaddingOf, TemplateAlignment } from './align-template.ts';
import type { CodeContext } from './code-context.ts';
import { libraryKeyParts, type LibraryKeyCondition } from './library-key-condition.ts';
import { libraryReadsSame } from './library-reads-same.ts';
import { slotTemplate } from './slot-template.ts';

/** ElectroDB's sort key methods, by Keyscope's operator. */
const METHODS = new Map([
  ['begins_with', 'begins'],
  ['<', 'lt'],
  ['<=', 'lte'],
  ['>', 'gt'],
  ['>=', 'gte'],
  ['BETWEEN', 'between']
] as const);

/** A sort key method chained after an ElectroDB query, with its composite attributes. */
export interface ElectroDbChain {
  readonly method: 'begins' | 'lt' | 'lte' | 'gt' | 'gte' | 'between';
  readonly args: readonly ReadonlyMap<string, CompositeValue>[];
}

/** How an ElectroDB call reads the pattern's sort key. */
export interface ElectroDbSort {
  /** Sort composite attributes given with the partition's, in the query (or get) itself. */
  readonly given: ReadonlyMap<string, CompositeValue>;
  readonly chain: ElectroDbChain | null;
  /** ElectroDB's condition where it is not the pattern's (the same items on the design). */
  readonly differs: string | null;
}

type Align = (source: string, template: Template) => TemplateAlignment | string;

/**
 * The pattern's sort key condition as ElectroDB (3.9) builds it, which its tests pin: a query
 * given the first k of the n sort composites reads `= key` when k = n, else
 * `begins_with(key up to the text after the k-th)`, so with none it reads the entity's own
 * items by the text its template starts with; `begins`, `gt`, `lte`, `between`… read the key up
 * to the last composite given, with no text after. A condition that is none of these is refused;
 * one ElectroDB widens or narrows is kept only when it reads the same items on the design.
 *
 * @example
 * electroDbSort(context, view, align, padding); // { given: Map {}, chain: { method: 'begins', … }, differs: null }
 */
export function electroDbSort(
  c: CodeContext,
  view: ViewPlan,
  align: Align,
  paddingOf: PaddingOf
): ElectroDbSort | { why: string } {
  const sorts = c.pattern.sortKey ? [c.pattern.sortKey, ...(c.pattern.moreSortKeys ?? [])] : [];
  const none: ElectroDbSort = { given: new Map(), chain: null, differs: null };
  const slot = view.sort[0];
  if (!slot) return none;
  const whole = (s: SortKeyCondition, t: Template, bound = s.value) => {
    const a = align(bound, t);
    if (typeof a === 'string')
      return {
        why: `ElectroDB builds the sort key from the entity's template "${t.source}": ${a}`
      };
    return a.whole
      ? a
      : {
          why: `ElectroDB's composite index takes whole values, and "${bound}" is only the start of one`
        };
  };
  if (view.view.parts) {
    if (sorts.every((s) => s.operator === '=')) {
      const given = new Map<string, CompositeValue>();
      for (const [i, s] of sorts.entries()) {
        const a = whole(s, slotTemplate(view.sort[i]!));
        if ('why' in a) return a;
        for (const [k, v] of a.composites) given.set(k, v);
      }
      return { ...none, given };
    }
    const only = sorts.length === 1 ? sorts[0]! : undefined;
    if (!only)
      return {
        why: `Keyscope writes an ElectroDB composite index's sort key as = on each attribute given, or one condition on its first, and the pattern has ${sorts.map((s) => s.operator).join(', ')}`
      };
    const bounds = [only.value, ...(only.upper === undefined ? [] : [only.upper])];
    const args = [];
    for (const b of bounds) {
      const a = whole(only, slotTemplate(slot), b);
      if ('why' in a) return a;
      args.push(a.composites);
    }
    return { ...none, chain: { method: METHODS.get(only.operator as 'BETWEEN')!, args } };
  }
  const t = slotTemplate(slot);
  const n = t.parts.filter((p) => p.kind === 'field').length;
  const sort = sorts[0];
  const keyed = (
    composites: ReadonlyMap<string, CompositeValue>,
    k: number
  ): LibraryKeyCondition => ({
    operator: k === n ? '=' : 'begins_with',
    parts: libraryKeyParts(t, composites, k, true, paddingOf)
  });
  if (!sort || c.request.operation === 'GetItem') {
    if (c.request.operation === 'GetItem') {
      const a = align(sort!.value, t);
      if (typeof a === 'string' || !a.whole)
        return {
          why: `ElectroDB's get builds the sort key from the entity's template "${t.source}", and the pattern's "${sort!.value}" is not it${typeof a === 'string' ? `: ${a}` : ''}`
        };
      return { ...none, given: a.composites };
    }
    const library = keyed(new Map(), 0);
    const lead = library.parts.length && library.parts[0]!.kind === 'literal' ? library : null;
    return checked(c, slot.attribute.name, lead ?? { operator: null, parts: [] }, { ...none });
  }
  const bounds = [sort.value, ...(sort.upper === undefined ? [] : [sort.upper])];
  const aligned: TemplateAlignment[] = [];
  for (const b of bounds) {
    const a = align(b, t);
    if (typeof a === 'string')
      return {
        why: `ElectroDB builds the sort key "${slot.attribute.name}" from the entity's template "${t.source}", and the pattern's "${b}" does not follow it: ${a}`
      };
    aligned.push(a);
  }
  const first = aligned[0]!;
  if (sort.operator === '=') {
    if (!first.whole)
      return {
        why: `the pattern reads the sort key "${slot.attribute.name}" = "${sort.value}", only the start of the entity's template "${t.source}", and ElectroDB reads such a key with begins_with`
      };
    return { ...none, given: first.composites };
  }
  const bound = (a: TemplateAlignment) => a.tail === '' && a.fields > 0;
  if (aligned.every(bound))
    return {
      ...none,
      chain: { method: METHODS.get(sort.operator)!, args: aligned.map((a) => a.composites) }
    };
  if (sort.operator !== 'begins_with')
    return {
      why: `ElectroDB builds a ${sort.operator} bound from the entity's composite attributes, up to the last one given, and the pattern's bound ends inside the text of the template "${t.source}"`
    };
  const library = keyed(first.composites, first.fields);
  const exact = first.fields < n && first.tail === first.next && first.next !== '';
  return exact
    ? { ...none, given: first.composites }
    : checked(c, slot.attribute.name, library, { ...none, given: first.composites });
}

/** Keep ElectroDB's differing condition only when it reads the pattern's items on the design. */
function checked(
  c: CodeContext,
  attribute: string,
  library: LibraryKeyCondition,
  sort: ElectroDbSort
): ElectroDbSort | { why: string } {
  if (library.operator === null && !c.pattern.sortKey) return sort;
  const reads = libraryReadsSame(c, library);
  const theirs = describe(attribute, library);
  const ours = c.pattern.sortKey
    ? describe(attribute, {
        operator: c.pattern.sortKey.operator,
        parts: [{ kind: 'literal', text: c.pattern.sortKey.value }]
      })
    : 'no sort key condition';
  if (!reads.same)
    return {
      why: `ElectroDB would read ${theirs} where the pattern reads ${ours}, and on the design's items that is ${items(reads.library)} against the pattern's ${reads.keyscope}`
    };
  return {
    ...sort,
    differs: `ElectroDB reads ${theirs} where the pattern reads ${ours}: on the design's items, the same ${reads.keyscope} item${reads.keyscope === 1 ? '' : 's'}`
  };
}

function items(n: number): string {
  return `${n} item${n === 1 ? '' : 's'}`;
}

function describe(attribute: string, k: LibraryKeyCondition): string {
  const text = (parts: readonly TemplatePart[]) =>
    JSON.stringify(parts.map((p) => (p.kind === 'literal' ? p.text : `\${${p.name}}`)).join(''));
  if (k.operator === null) return 'no sort key condition';
  if (k.operator === 'begins_with') return `begins_with(${attribute}, ${text(k.parts)})`;
  if (k.operator === 'BETWEEN')
    return `${attribute} BETWEEN ${text(k.parts)} AND ${text(k.upper ?? [])}`;
  return `${attribute} ${k.operator} ${text(k.parts)}`;
}
