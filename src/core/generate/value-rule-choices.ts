import type { Design } from '../model/design.ts';
import type { ValueRule } from '../model/generation.ts';
import { identifyingAttributes } from './identifying-attributes.ts';
import { ENUM_NAME, inferGenerators } from './infer-generators.ts';

/** A relationship the generator follows: `entity.attribute` draws its values from `target`'s ids. */
export interface ReferenceChoice {
  readonly entity: string;
  readonly attribute: string;
  readonly target: string;
  /** 0: uniform; above 0: the Zipf exponent. */
  readonly skew: number;
  /** Whether a rule set it (else it is the generator's default). */
  readonly ruled: boolean;
}

/** An enum-like attribute and the values it draws from. */
export interface EnumChoice {
  readonly entity: string;
  readonly attribute: string;
  readonly values: readonly string[];
  readonly ruled: boolean;
}

/**
 * What the generator's value rules can change in a design, as it will generate with `rules`:
 * every reference (one-to-many relationship) with its skew, and every enum-like string
 * attribute (named like one, or given values by a rule) with its values. The Generate panel
 * lists these; `setValueRule` changes one.
 *
 * @example
 * valueRuleChoices(shop, []).enums; // [{ entity: 'Order', attribute: 'status', values: ['PENDING', …] }]
 */
export function valueRuleChoices(
  design: Design,
  rules: readonly ValueRule[]
): { references: ReferenceChoice[]; enums: EnumChoice[] } {
  const ids = identifyingAttributes(design);
  const references: ReferenceChoice[] = [];
  const enums: EnumChoice[] = [];
  design.entities.forEach((entity, e) => {
    const ruled = (name: string) =>
      rules.some((r) => r.entity === entity.name && r.attribute === name);
    for (const p of inferGenerators(design, e, rules, ids)) {
      const v = p.value;
      if (v.kind === 'ref-to')
        references.push({
          entity: entity.name,
          attribute: p.name,
          target: design.entities[v.entity]!.name,
          skew: v.fanout === 'zipf' ? (v.s ?? 1) : 0,
          ruled: ruled(p.name)
        });
      else if (v.kind === 'enum' && p.type === 'S' && (v.values || ENUM_NAME.test(p.name)))
        enums.push({
          entity: entity.name,
          attribute: p.name,
          values: v.values ?? Array.from({ length: v.cardinality }, (_, i) => `${v.prefix}${i}`),
          ruled: ruled(p.name)
        });
    }
  });
  return { references, enums };
}
