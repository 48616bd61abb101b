import type { Design } from '../../core/model/design.ts';
import type { ValueRule } from '../../core/model/generation.ts';
import type { DesignChange } from '../../workers/design-change.ts';
import { remoteArray, reserveOp } from './remote-items.ts';

/**
 * What `generateDesignItems(design, perEntity, seed, only, rules)` gives, with the generated items left
 * to the worker: each entity's items (those in `only`, when given) become a placeholder array of
 * its new length.
 *
 * @example
 * generateRemote(gaming, 1_000_000, 1).entities[0]!.items.length; // 1_000_006
 */
export function generateRemote(
  design: Design,
  perEntity: number,
  seed: number,
  only?: readonly number[],
  rules?: readonly ValueRule[]
): Design {
  const op = reserveOp();
  const change: DesignChange = {
    kind: 'generate',
    perEntity,
    seed,
    ...(only ? { only } : {}),
    ...(rules?.length ? { rules } : {})
  };
  return {
    ...design,
    entities: design.entities.map((entity, index) => {
      if (only && !only.includes(index)) return entity;
      const items = remoteArray(entity.items.length + perEntity, {
        op,
        base: design,
        change,
        slot: { kind: 'entity', index },
        generated: true
      });
      const { itemSources: _s, ...rest } = entity;
      return { ...rest, items };
    })
  };
}
