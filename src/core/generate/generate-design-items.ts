import { templateOf } from '../model/template-of.ts';
import { sizedConcat } from '../items/item-size.ts';
import { carriedNames } from '../items/carried-names.ts';
import type { AttributeMap } from '../model/attribute-value.ts';
import { getAttr } from '../model/attribute-value.ts';
import type { Design, Entity } from '../model/design.ts';
import { createLcg } from '../random/create-lcg.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import {
  combination,
  generateItems,
  type GeneratedAttribute,
  type UniqueAttributes
} from './generate-items.ts';
import type { ValueRule } from '../model/generation.ts';
import { identifyingAttributes } from './identifying-attributes.ts';
import { inferGenerators, type PlannedAttribute } from './infer-generators.ts';

/**
 * Append `perEntity` generated items to every entity of a design (or to the entities listed in
 * `only`), following the design's relationships: an entity's identifying attribute is unique,
 * an attribute that identifies another entity draws its values from that entity's items, old
 * and new (one-to-many, skewed as `inferGenerators` and the value `rules` say), so entities
 * are generated after the ones they point at (in entity order otherwise, a cycle broken at the
 * first entity left). Deterministic: the same design, count, seed and rules give the same
 * items. An entity whose primary key is made only of references and small enums (a mapping
 * such as `GAME#${gameId}` / `USER#${username}`) never repeats a combination, its own items'
 * included: the generator makes no collision the design does not have. When the references
 * leave fewer combinations than `perEntity`, the entity gets fewer items.
 *
 * @example
 * generateDesignItems(gaming, 1000, 7).entities[0]?.items.length; // 6 + 1000
 */
export function generateDesignItems(
  design: Design,
  perEntity: number,
  seed: number,
  only?: ReadonlySet<number>,
  rules: readonly ValueRule[] = []
): Design {
  const random = createLcg(seed);
  const entities = [...design.entities];
  const ids = identifyingAttributes(design);
  const plans = entities.map((_, e) => inferGenerators(design, e, rules, ids));
  for (const e of generationOrder(plans)) {
    if (only && !only.has(e)) continue;
    const entity = entities[e]!;
    const recipe: GeneratedAttribute[] = plans[e]!.map((p) => {
      if (p.value.kind === 'id')
        return p.type === 'N'
          ? // Numeric ids count on from the largest the entity's items already use.
            { ...p, value: { ...p.value, above: largestNumber(entity.items, p.name) } }
          : { ...p, value: { ...p.value, taken: new Set(idsOf(entity.items, p.name)) } };
      if (p.value.kind !== 'ref-to') return p as GeneratedAttribute;
      const target = entities[p.value.entity]!;
      return {
        name: p.name,
        type: p.type,
        value: {
          kind: 'ref',
          ids: idsOf(target.items, ids[p.value.entity]),
          fanout: p.value.fanout,
          ...(p.value.s !== undefined ? { s: p.value.s } : {})
        }
      };
    });
    const items = generateItems(
      recipe,
      perEntity,
      random,
      entity.items.length,
      uniqueKey(design, entity, recipe)
    );
    const { itemSources: _s, ...rest } = entity;
    // Measured as they are made: heat and the 400 KB check then need no pass of their own.
    const joined = sizedConcat([...entity.items, ...items], entity.items, items);
    carriedNames.set(joined, namesCarried(entity.items, recipe));
    entities[e] = { ...rest, items: joined };
  }
  return { ...design, entities };
}

/**
 * The attribute names items made from `recipe` after `before` carry at most: the recipe's, and
 * whatever `before`'s carry (recorded, or read from them: an example's few items).
 */
function namesCarried(
  before: readonly AttributeMap[],
  recipe: readonly GeneratedAttribute[]
): ReadonlySet<string> {
  const names = new Set(carriedNames.get(before) ?? before.flatMap((item) => Object.keys(item)));
  for (const a of recipe) names.add(a.name);
  return names;
}

/** Entity indexes with every entity after those its references point at, where it can be. */
function generationOrder(plans: readonly (readonly PlannedAttribute[])[]): number[] {
  const needs = plans.map(
    (plan, e) =>
      new Set(
        plan.flatMap((p) =>
          p.value.kind === 'ref-to' && p.value.entity !== e ? [p.value.entity] : []
        )
      )
  );
  const order: number[] = [];
  const done = new Set<number>();
  while (order.length < plans.length) {
    const left = plans.map((_, e) => e).filter((e) => !done.has(e));
    const next = left.find((e) => [...needs[e]!].every((t) => done.has(t))) ?? left[0]!;
    order.push(next);
    done.add(next);
  }
  return order;
}

/**
 * The attributes an entity's primary key is rendered from (its table key templates' fields, or
 * the key attributes themselves), when none of them is a generated id and so unique already.
 */
function uniqueKey(
  design: Design,
  entity: Entity,
  recipe: readonly GeneratedAttribute[]
): UniqueAttributes | undefined {
  const table = design.tables.find((t) => t.name === entity.table);
  if (!table) return undefined;
  const names: string[] = [];
  for (const key of [table.partitionKey, table.sortKey]) {
    if (!key) continue;
    const src = templateOf(entity.keys, key.name);
    const parsed = src === undefined ? null : parseTemplate(src);
    const fields = parsed === null ? [key.name] : parsed.ok ? parsed.template.fields : [];
    for (const f of fields) if (!names.includes(f)) names.push(f);
  }
  const made = new Map(recipe.map((r) => [r.name, r.value.kind]));
  if (names.length === 0 || names.some((n) => made.get(n) === 'id' || !made.has(n)))
    return undefined;
  return { names, taken: new Set(entity.items.map((item) => combination(item, names))) };
}

/** The largest whole number `name` holds among `items` (0 when none does). */
function largestNumber(items: readonly AttributeMap[], name: string): number {
  let max = 0;
  for (const item of items) {
    const v = getAttr(item, name);
    const n = v && 'N' in v ? Number(v.N) : NaN;
    if (Number.isSafeInteger(n) && n > max) max = n;
  }
  return max;
}

function idsOf(items: readonly AttributeMap[], name: string | undefined): string[] {
  if (name === undefined) return [];
  const out: string[] = [];
  for (const item of items) {
    const v = getAttr(item, name);
    if (v && 'S' in v) out.push(v.S);
    else if (v && 'N' in v) out.push(v.N);
  }
  return out;
}
