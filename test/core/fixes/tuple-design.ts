import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import type { Design, Entity, KeyAttribute } from '../../../src/core/model/design.ts';
import { makeDesign, makeTable } from '../views/make-design.ts';

/** One item: its values of the index's parts in KeySchema order (null: absent), and whether the table holds it (no entity). */
export interface Row {
  readonly own: boolean;
  readonly values: readonly (string | null)[];
}

export const S = (name: string): KeyAttribute => ({ name, type: 'S' });
export const N = (name: string): KeyAttribute => ({ name, type: 'N' });

/**
 * Table `tbl` keyed by `id`, whose GSI `ByTuple` has the given partition and sort parts; entity
 * `E` declares them all and holds the rows not `own`, the table the others (write order: the
 * table's rows first). `extra` overrides the entity's fields.
 */
export function tupleDesign(
  partition: readonly KeyAttribute[],
  sort: readonly KeyAttribute[],
  rows: readonly Row[],
  extra: Partial<Entity> = {}
): Design {
  const attrs = [...partition, ...sort];
  const toItem = (values: readonly (string | null)[], i: number): AttributeMap => {
    const fields: Record<string, AttributeMap[string]> = { id: { S: `i${i}` } };
    values.forEach((v, j) => {
      if (v !== null) fields[attrs[j]!.name] = attrs[j]!.type === 'N' ? { N: v } : { S: v };
    });
    return fields as AttributeMap;
  };
  const items = rows.map((r, i) => toItem(r.values, i));
  const [pk, ...morePk] = partition;
  const [sk, ...moreSk] = sort;
  const table = makeTable({
    pk: ['id', 'S'],
    sk: null,
    items: items.filter((_, i) => rows[i]!.own),
    gsis: [
      {
        name: 'ByTuple',
        partitionKey: pk!,
        ...(morePk.length ? { morePartitionKeys: morePk } : {}),
        ...(sk ? { sortKey: sk } : {}),
        ...(moreSk.length ? { moreSortKeys: moreSk } : {}),
        projection: { type: 'ALL' }
      }
    ]
  });
  const entity: Entity = {
    name: 'E',
    table: 'tbl',
    attributes: [{ name: 'id', type: 'S' }, ...attrs],
    keys: {},
    items: items.filter((_, i) => !rows[i]!.own),
    ...extra
  };
  return makeDesign([table], [entity]);
}
