import type { Design, Entity } from '../model/design.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import type { ValueRule } from '../model/generation.ts';
import type { GeneratedAttribute, ValueKind } from './generate-items.ts';
import { identifyingAttributes } from './identifying-attributes.ts';
import { readableEnum } from './readable-enum.ts';

/** An attribute recipe whose references still name the entity they point at. */
export type PlannedAttribute =
  | GeneratedAttribute
  | {
      readonly name: string;
      readonly type: 'S' | 'N';
      readonly value: {
        readonly kind: 'ref-to';
        readonly entity: number;
        readonly fanout: 'uniform' | 'zipf';
        /** The Zipf exponent (for `zipf`). */
        readonly s?: number;
      };
    };

/**
 * Guess a recipe for an entity's sample items from its declaration, then apply the value
 * `rules` the user set. Its identifying attribute (`identifyingAttributes`) is a unique id; an
 * attribute that identifies another entity is a reference to that entity's items (one-to-many:
 * Zipf-skewed for the first, so some partitions run hot; uniform for the others; a rule's
 * `skew` says otherwise); names, emails, dates and numbers by name and type; attributes named
 * like an enum (`ENUM_NAME`: a language, a status, a type) take a few readable values
 * (`readableEnum`, or a rule's `values`) even when they key the table; other strings are small
 * enums; a write-sharded entity's shard attribute is its shard number (see the workload's
 * sharding). Maps, lists and sets are left out.
 *
 * @example
 * inferGenerators(gaming, 2); // gameId: ref-to Game (zipf), username: ref-to User (uniform), …
 */
export function inferGenerators(
  design: Design,
  entityIndex: number,
  rules: readonly ValueRule[] = [],
  ids: readonly (string | undefined)[] = identifyingAttributes(design)
): PlannedAttribute[] {
  const entity = design.entities[entityIndex];
  if (!entity) throw new Error(`inferGenerators: the design has no entity ${entityIndex}.`);
  const declared = new Map(entity.attributes.map((a) => [a.name, a.type]));
  // Placeholders of the entity's templates that it does not declare still need values.
  for (const src of Object.values(entity.keys)) {
    const t = parseTemplate(src);
    if (t.ok) for (const f of t.template.fields) if (!declared.has(f)) declared.set(f, 'S');
  }
  const own = ids[entityIndex];
  const ruled = new Map(rules.filter((r) => r.entity === entity.name).map((r) => [r.attribute, r]));
  const sharding = design.workload?.entities.find((l) => l.entity === entity.name)?.sharding;
  let refs = 0;
  const out: PlannedAttribute[] = [];
  for (const [name, type] of declared) {
    if (type !== 'S' && type !== 'N' && type !== 'BOOL') continue;
    if (sharding && name === sharding.attribute) continue;
    const rule = ruled.get(name);
    const target = name === own ? -1 : ids.findIndex((id, i) => i !== entityIndex && id === name);
    if (target >= 0 && type !== 'BOOL') {
      const skew = rule && 'skew' in rule ? rule.skew : refs === 0 ? 1 : 0;
      refs++;
      out.push({
        name,
        type,
        value:
          skew > 0
            ? { kind: 'ref-to', entity: target, fanout: 'zipf', s: skew }
            : { kind: 'ref-to', entity: target, fanout: 'uniform' }
      });
      continue;
    }
    const value = guess(name, type, name === own, entity.name);
    out.push({
      name,
      type,
      value:
        rule && 'values' in rule && type === 'S'
          ? { kind: 'enum', cardinality: rule.values.length, prefix: '', values: rule.values }
          : value
    });
  }
  // The shard comes last, after the attribute a calculated suffix hashes.
  if (sharding && declared.has(sharding.attribute))
    out.push({
      name: sharding.attribute,
      type: 'N',
      value: {
        kind: 'shard',
        count: sharding.count,
        ...(sharding.suffix === 'calculated' && sharding.from !== undefined
          ? { from: sharding.from }
          : {})
      }
    });
  return out;
}

/** The attribute that identifies an entity's items (see `identifyingAttributes`). */
export function idAttribute(design: Design, entity: Entity): string | undefined {
  return identifyingAttributes(design)[design.entities.indexOf(entity)];
}

/**
 * Names of attributes that hold one of a few values — a language, a status, a type, a
 * category, a country — whatever their place in the keys: the generator makes them small enums,
 * and the partition key checks trust its judgement for them.
 */
export const ENUM_NAME =
  /^(lang|language|locale|status|state|type|kind|category|genre|country|region|currency|gender|priority|level|tier|colou?r|role|plan|stage)$|[a-z](Status|State|Type|Kind|Category|Language)$/i;

function guess(name: string, type: 'S' | 'N' | 'BOOL', isId: boolean, entity: string): ValueKind {
  if (type !== 'N' && ENUM_NAME.test(name)) {
    const values = readableEnum(name);
    return values
      ? { kind: 'enum', cardinality: values.length, prefix: '', values }
      : { kind: 'enum', cardinality: 12, prefix: `${name.toLowerCase().slice(0, 8)}-` };
  }
  if (isId) return { kind: 'id', prefix: `${idStem(name, entity)}-` };
  if (type === 'BOOL') return { kind: 'enum', cardinality: 2, prefix: '' };
  if (/year/i.test(name)) return { kind: 'number', min: 1950, max: 2025 };
  if (type === 'N') return { kind: 'number', min: 0, max: 1000 };
  if (/e-?mail/i.test(name)) return { kind: 'email' };
  if (/date|birth|At$|On$|time/i.test(name))
    return { kind: 'date', from: '2020-01-01', days: 1500 };
  if (/name|author|artist|creator|owner/i.test(name)) return { kind: 'name' };
  return { kind: 'enum', cardinality: 12, prefix: `${name.toLowerCase().slice(0, 8)}-` };
}

/** A readable id's stem: the attribute without its id suffix (`order` for orderId), else the entity. */
function idStem(name: string, entity: string): string {
  const stem = name
    .replace(/[_-]?(id|key|code|no|number|name)$/i, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
  return (stem || entity.replace(/[^A-Za-z0-9]/g, '').toLowerCase() || 'id').slice(0, 12);
}
