import type { AttributeMap } from '../model/attribute-value.ts';
import { getAttr } from '../model/attribute-value.ts';
import type { Design } from '../model/design.ts';
import { createLcg } from '../random/create-lcg.ts';
import { generateItems, type GeneratedAttribute } from './generate-items.ts';
import { idAttribute, inferGenerators } from './infer-generators.ts';

/**
 * Append `perEntity` generated items to every entity of a design (or to the entities listed in
 * `only`), in entity order, so references can point at the ids of earlier entities, old and
 * new. Deterministic: the same design, count and seed give the same items.
 *
 * @example
 * generateDesignItems(gaming, 1000, 7).entities[0]?.items.length; // 6 + 1000
 */
export function generateDesignItems(
  design: Design,
  perEntity: number,
  seed: number,
  only?: ReadonlySet<number>
): Design {
  const random = createLcg(seed);
  const entities = [...design.entities];
  for (let e = 0; e < entities.length; e++) {
    if (only && !only.has(e)) continue;
    const entity = entities[e]!;
    const plan = inferGenerators({ ...design, entities }, e);
    const recipe: GeneratedAttribute[] = plan.map((p) => {
      if (p.value.kind !== 'ref-to') return p as GeneratedAttribute;
      const target = entities[p.value.entity]!;
      return {
        name: p.name,
        type: p.type,
        value: {
          kind: 'ref',
          ids: idsOf(target.items, idAttribute(design, target)),
          fanout: p.value.fanout
        }
      };
    });
    const items = generateItems(recipe, perEntity, random, entity.items.length);
    const { itemSources: _s, ...rest } = entity;
    entities[e] = { ...rest, items: [...entity.items, ...items] };
  }
  return { ...design, entities };
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
