import type { AttributeMap, AttributeType } from '../model/attribute-value.ts';
import { typeOf } from '../model/attribute-value.ts';
import type { EntityAttribute } from '../model/design.ts';

/**
 * The attributes a set of items carries, each with the type most items give it, in the order:
 * `first` (the templates' placeholders), then the most common attributes, then by name.
 * `mixed` lists attributes seen with more than one type (DynamoDB allows it; a design says one).
 *
 * @example
 * attributeKinds([{ n: { N: '1' } }, { n: { N: '2' }, s: { S: 'x' } }], []);
 * // { attributes: [{ name: 'n', type: 'N' }, { name: 's', type: 'S' }], mixed: [] }
 */
export function attributeKinds(
  items: readonly AttributeMap[],
  first: readonly string[]
): { attributes: EntityAttribute[]; mixed: string[] } {
  const seen = new Map<string, Map<AttributeType, number>>();
  for (const item of items)
    for (const name in item) {
      const type = typeOf(item[name]!);
      let types = seen.get(name);
      if (!types) seen.set(name, (types = new Map()));
      types.set(type, (types.get(type) ?? 0) + 1);
    }
  const count = (name: string) => [...(seen.get(name)?.values() ?? [])].reduce((a, b) => a + b, 0);
  const order = [...seen.keys()].sort((a, b) => {
    const fa = first.indexOf(a);
    const fb = first.indexOf(b);
    if (fa >= 0 || fb >= 0) return (fa < 0 ? Infinity : fa) - (fb < 0 ? Infinity : fb);
    return count(b) - count(a) || (a < b ? -1 : a > b ? 1 : 0);
  });
  const attributes = order.map((name) => {
    const types = [...seen.get(name)!.entries()].sort((x, y) => y[1] - x[1]);
    return { name, type: types[0]![0] };
  });
  return { attributes, mixed: order.filter((n) => seen.get(n)!.size > 1) };
}
