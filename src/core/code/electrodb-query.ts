import { electroDbDeclarations } from '../libraries/electrodb-declarations.ts';
import { plannedAttributes } from '../libraries/planned-attributes.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import { alignTemplate, type CompositeValue } from './align-template.ts';
import type { CodeContext } from './code-context.ts';
import { electroDbSort, type ElectroDbChain } from './electrodb-sort.ts';
import { patternEntity } from './pattern-entity.ts';
import { slotTemplate } from './slot-template.ts';

/** A composite attribute an ElectroDB call takes, and its value in the code. */
export interface ElectroDbComposite {
  readonly attribute: string;
  readonly value: CompositeValue;
  /** A number attribute: the code passes `Number(…)`. */
  readonly number: boolean;
}

/** An access pattern as one ElectroDB call on an entity of the exported module. */
export interface ElectroDbQuery {
  /** The entity's `const` in the module `keyscope export --to electrodb` writes. */
  readonly constName: string;
  readonly method: 'get' | 'query';
  /** The index's access pattern name in the entity (`primary`, the index's name). */
  readonly accessPattern: string;
  readonly composites: readonly ElectroDbComposite[];
  /** A sort key method chained after `query.<accessPattern>(…)`, with its composites, or null. */
  readonly chain: {
    readonly method: ElectroDbChain['method'];
    readonly args: readonly (readonly ElectroDbComposite[])[];
  } | null;
  /** Where ElectroDB's key condition differs from the pattern's yet reads the same items on the design. */
  readonly differs: string | null;
}

const SDK = 'use the SDK code (--lang ts) for it';

/**
 * An access pattern as ElectroDB reads it (3.x), on the entity the module of `electroDbModule`
 * declares: `Entity.get({…})` for a GetItem, else `Entity.query.<index>({…})` with the
 * partition's composite attributes (and the sort key's, or a `begins`/`gt`/`between`… after).
 * ElectroDB builds each key from the entity's own template, so the pattern's must be that
 * template (a prefix of it for the sort key); where ElectroDB's condition is not the pattern's,
 * the items it reads on the design must be the same (`electroDbSort`). Why not otherwise.
 *
 * @example
 * electroDbQuery(context); // { constName: 'UserGameMapping', method: 'query', accessPattern: 'InvertedIndex', … }
 */
export function electroDbQuery(c: CodeContext): ElectroDbQuery | { why: string } {
  const entity = patternEntity(
    c,
    'ElectroDB reads one as a Service collection, which the export does not write'
  );
  if (typeof entity !== 'string') return { why: `${entity.why}; ${SDK}` };
  const declared = electroDbDeclarations(c.design)
    .tables.flatMap((t) => t.entities)
    .find((e) => e.entity.name === entity);
  const where =
    c.pattern.index === null ? `table "${c.pattern.table}"` : `index "${c.pattern.index}"`;
  if (!declared)
    return {
      why: `the ElectroDB export leaves entity "${entity}" out (its notes say why); ${SDK}`
    };
  const accessPattern = declared.written.accessPatterns.get(c.pattern.index);
  const view = declared.plan.views.find((v) => v.view.index === c.pattern.index);
  if (accessPattern === undefined || !view)
    return {
      why: `the ElectroDB export leaves entity "${entity}" out of ${where} (its notes say why); ${SDK}`
    };
  const types = new Map(plannedAttributes(declared.plan).attributes.map((a) => [a.name, a.type]));
  const paddingOf = (name: string) => declared.written.padding.get(name);
  const composites = new Map<string, CompositeValue>();
  const add = (given: ReadonlyMap<string, CompositeValue>): string | null => {
    for (const [name, v] of given) {
      const had = composites.get(name);
      if (had && JSON.stringify(had) !== JSON.stringify(v))
        return `the entity's "${name}" would take two values`;
      composites.set(name, v);
    }
    return null;
  };
  const align = (source: string, template: Parameters<typeof alignTemplate>[1]) => {
    const parsed = parseTemplate(source);
    return parsed.ok
      ? alignTemplate(parsed.template.parts, template, paddingOf)
      : parsed.error.message;
  };
  const pkValues = [c.pattern.partitionKey, ...(c.pattern.morePartitionKeys ?? [])];
  for (const [i, slot] of view.partition.entries()) {
    const a = align(pkValues[i]!, slotTemplate(slot));
    const bad =
      typeof a === 'string'
        ? a
        : a.whole
          ? add(a.composites)
          : "it is only the start of the entity's key";
    if (bad)
      return {
        why: `ElectroDB builds the partition key "${slot.attribute.name}" from the entity's template "${slotTemplate(slot).source}", and the pattern's "${pkValues[i]}" is not it: ${bad}; ${SDK}`
      };
  }
  const sort = electroDbSort(c, view, align, paddingOf);
  if ('why' in sort) return { why: `${sort.why}; ${SDK}` };
  const conflict = add(sort.given);
  if (conflict) return { why: `${conflict}; ${SDK}` };
  const typed = (map: ReadonlyMap<string, CompositeValue>): ElectroDbComposite[] | string => {
    const list: ElectroDbComposite[] = [];
    for (const [attribute, value] of map) {
      const type = types.get(attribute) ?? 'S';
      if (type !== 'S' && type !== 'N')
        return `the entity's "${attribute}" is a ${type} attribute in ElectroDB's key, and Keyscope writes a key value as text or a number`;
      if (type === 'N' && value.kind === 'text' && String(Number(value.text)) !== value.text)
        return `the pattern gives the number attribute "${attribute}" the text "${value.text}", which is not a number as JavaScript writes it`;
      list.push({ attribute, value, number: type === 'N' });
    }
    return list;
  };
  const given = typed(composites);
  const args = (sort.chain?.args ?? []).map(typed);
  const bad = [given, ...args].find((x) => typeof x === 'string');
  if (typeof bad === 'string') return { why: `${bad}; ${SDK}` };
  return {
    constName: declared.constName,
    method: c.request.operation === 'GetItem' ? 'get' : 'query',
    accessPattern,
    composites: given as ElectroDbComposite[],
    chain: sort.chain && { method: sort.chain.method, args: args as ElectroDbComposite[][] },
    differs: sort.differs
  };
}
