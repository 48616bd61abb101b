import type { ValueRule } from '../model/generation.ts';

/**
 * The value rules with `rule` in place of any rule for the same entity and attribute (or, given
 * `{ entity, attribute }` alone, without one: the generator's default again). Never changes
 * `rules`.
 *
 * @example
 * setValueRule([], { entity: 'Order', attribute: 'status', values: ['NEW', 'PAID'] });
 */
export function setValueRule(
  rules: readonly ValueRule[],
  rule: ValueRule | { readonly entity: string; readonly attribute: string }
): ValueRule[] {
  const rest = rules.filter((r) => r.entity !== rule.entity || r.attribute !== rule.attribute);
  return 'values' in rule || 'skew' in rule ? [...rest, rule] : rest;
}
