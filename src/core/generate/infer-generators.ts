import type { Design, Entity } from '../model/design.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import type { GeneratedAttribute, ValueKind } from './generate-items.ts';

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
      };
    };

/**
 * Guess a recipe for an entity's sample items from its declaration: its identifying attribute
 * (the first placeholder of its partition key template, or the table's partition key) is an
 * id; an attribute that is an earlier entity's id is a reference to it (Zipf-skewed for the
 * first, so some partitions run hot; uniform for the others); names, emails, dates and numbers
 * by name and type; attributes named like an enum (`ENUM_NAME`: a language, a status, a type)
 * become small enums even when they key the table, and so do other strings; a write-sharded
 * entity's shard attribute is its shard number (see the workload's sharding). Maps, lists and
 * sets are left out.
 *
 * @example
 * inferGenerators(gaming, 2); // gameId: ref-to Game (zipf), username: ref-to User (uniform), …
 */
export function inferGenerators(design: Design, entityIndex: number): PlannedAttribute[] {
  const entity = design.entities[entityIndex];
  if (!entity) throw new Error(`inferGenerators: the design has no entity ${entityIndex}.`);
  const declared = new Map(entity.attributes.map((a) => [a.name, a.type]));
  // Placeholders of the entity's templates that it does not declare still need values.
  for (const src of Object.values(entity.keys)) {
    const t = parseTemplate(src);
    if (t.ok) for (const f of t.template.fields) if (!declared.has(f)) declared.set(f, 'S');
  }
  const own = idAttribute(design, entity);
  const sharding = design.workload?.entities.find((l) => l.entity === entity.name)?.sharding;
  let refs = 0;
  const out: PlannedAttribute[] = [];
  for (const [name, type] of declared) {
    if (type !== 'S' && type !== 'N' && type !== 'BOOL') continue;
    if (sharding && name === sharding.attribute) continue;
    const target = design.entities.findIndex(
      (e, i) => i < entityIndex && idAttribute(design, e) === name
    );
    if (target >= 0 && type !== 'BOOL') {
      out.push({
        name,
        type,
        value: { kind: 'ref-to', entity: target, fanout: refs++ === 0 ? 'zipf' : 'uniform' }
      });
    } else out.push({ name, type, value: guess(name, type, name === own) });
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

/** The attribute that identifies an entity's items. */
export function idAttribute(design: Design, entity: Entity): string | undefined {
  const table = design.tables.find((t) => t.name === entity.table);
  if (!table) return undefined;
  const src = entity.keys[table.partitionKey.name];
  if (src === undefined) return table.partitionKey.name;
  const t = parseTemplate(src);
  return t.ok ? t.template.fields[0] : undefined;
}

/**
 * Names of attributes that hold one of a few values — a language, a status, a type, a
 * category, a country — whatever their place in the keys: the generator makes them small enums,
 * and the partition key checks trust its judgement for them.
 */
export const ENUM_NAME =
  /^(lang|language|locale|status|state|type|kind|category|genre|country|region|currency|gender|priority|level|tier|colou?r|role|plan|stage)$|[a-z](Status|State|Type|Kind|Category|Language)$/i;

function guess(name: string, type: 'S' | 'N' | 'BOOL', isId: boolean): ValueKind {
  if (type !== 'N' && ENUM_NAME.test(name))
    return { kind: 'enum', cardinality: 12, prefix: `${name.toLowerCase().slice(0, 8)}-` };
  if (isId)
    return { kind: 'id', prefix: `${name.replace(/id$/i, '').slice(0, 4).toLowerCase() || 'id'}-` };
  if (type === 'BOOL') return { kind: 'enum', cardinality: 2, prefix: '' };
  if (/year/i.test(name)) return { kind: 'number', min: 1950, max: 2025 };
  if (type === 'N') return { kind: 'number', min: 0, max: 1000 };
  if (/e-?mail/i.test(name)) return { kind: 'email' };
  if (/date|birth|At$|On$|time/i.test(name))
    return { kind: 'date', from: '2020-01-01', days: 1500 };
  if (/name|author|artist|creator|owner/i.test(name)) return { kind: 'name' };
  return { kind: 'enum', cardinality: 12, prefix: `${name.toLowerCase().slice(0, 8)}-` };
}
