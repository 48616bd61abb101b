import type { EntityKeyPlan } from './entity-key-plan.ts';

/** How a template field is padded: to `length` characters with `char` on the left. */
export interface Padding {
  readonly length: number;
  readonly char: string;
}

/** Fields padded the same way in every key they are in, and those that are not. */
export interface FieldPadding {
  readonly padded: ReadonlyMap<string, Padding>;
  /** Fields padded in one key and not (or otherwise) in another, with the keys using each way. */
  readonly mixed: ReadonlyMap<string, readonly string[]>;
}

/**
 * Each padded template field of an entity (`${round:3}`), for a library that pads per attribute
 * rather than per template (ElectroDB's `padding`): a field padded alike in every key it is in
 * maps; one padded in one key and not in another cannot, and is listed with its uses.
 *
 * @example
 * fieldPadding(plan).padded.get('round'); // { length: 3, char: '0' }
 */
export function fieldPadding(plan: EntityKeyPlan): FieldPadding {
  const uses = new Map<string, Map<string, string[]>>();
  for (const v of plan.views)
    for (const slot of [...v.partition, ...v.sort]) {
      for (const part of slot.template?.parts ?? []) {
        if (part.kind !== 'field') continue;
        const how = part.size === undefined ? '' : `${part.size}:${part.pad ?? '0'}`;
        let byWay = uses.get(part.name);
        if (!byWay) uses.set(part.name, (byWay = new Map()));
        const keys = byWay.get(how) ?? [];
        if (!keys.includes(slot.attribute.name)) keys.push(slot.attribute.name);
        byWay.set(how, keys);
      }
    }
  const padded = new Map<string, Padding>();
  const mixed = new Map<string, readonly string[]>();
  for (const [name, byWay] of uses) {
    const ways = [...byWay.keys()];
    if (ways.length === 1 && ways[0] !== '') {
      const [size, char] = ways[0]!.split(':') as [string, string];
      padded.set(name, { length: Number(size), char });
    } else if (ways.length > 1)
      mixed.set(
        name,
        [...byWay].map(
          ([how, keys]) =>
            `${how === '' ? 'unpadded' : `padded to ${how.split(':')[0]}`} in ${keys.map((k) => `"${k}"`).join(', ')}`
        )
      );
  }
  return { padded, mixed };
}
