import type { Design } from '../../core/model/design.ts';
import type { DesignShape } from '../../core/items/shape-of.ts';
import type { DesignChange } from '../../workers/design-change.ts';
import { remoteArray } from './remote-items.ts';

/**
 * The page's copy of what `change` made of `base` in the worker (operation `op`), given the
 * result's shape: every array a placeholder that the worker rebuilds (or already holds, when it
 * remembered `op`).
 *
 * @example
 * derivedRemote(live, { kind: 'live', change: { kind: 'infer' } }, op, reply.shape);
 */
export function derivedRemote(
  base: Design,
  change: DesignChange,
  op: number,
  shape: DesignShape
): Design {
  const d = shape.design;
  return {
    ...d,
    tables: d.tables.map((t, index) => ({
      ...t,
      items: remoteArray(shape.tableItems[index] ?? 0, {
        op,
        base,
        change,
        slot: { kind: 'table', index },
        generated: true
      })
    })),
    entities: d.entities.map((e, index) => ({
      ...e,
      items: remoteArray(shape.entityItems[index] ?? 0, {
        op,
        base,
        change,
        slot: { kind: 'entity', index },
        generated: true
      })
    }))
  };
}
