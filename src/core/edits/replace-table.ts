import { templateOf } from '../model/template-of.ts';
import type { Design, Table } from '../model/design.ts';
import { tableKeyAttributes } from '../views/table-key-attributes.ts';

/**
 * Put `next` in place of table `t`. Each `[from, to]` is a key attribute renamed by the edit:
 * entity templates for `from` move to `to` (or are copied, when another key still uses
 * `from`). Templates for key attributes the table no longer has are dropped. Table and index
 * edits share it, so templates follow a key whichever editor renamed it.
 *
 * @example
 * replaceTable(design, 0, { ...table, sortKey: { name: 'SK2', type: 'S' } }, [['SK', 'SK2']]);
 * // the table's entities now have their SK template under SK2
 */
export function replaceTable(
  design: Design,
  t: number,
  next: Table,
  renames: readonly (readonly [string | undefined, string | undefined])[]
): Design {
  const before = design.tables[t]!;
  const oldKeys = tableKeyAttributes(before).map((k) => k.name);
  const newKeys = tableKeyAttributes(next).map((k) => k.name);
  // A key renamed to an attribute the table already keys by (two attributes of a multi-attribute
  // key swapped, an index keyed by the table's sort key) is not a rename: that attribute has its
  // own value, and the old key's template must not become its template.
  const moves = renames.filter(
    (r): r is [string, string] =>
      r[0] !== undefined && r[1] !== undefined && r[0] !== r[1] && !oldKeys.includes(r[1])
  );
  const gone = oldKeys.filter((k) => !newKeys.includes(k));
  const entities =
    moves.length === 0 && gone.length === 0
      ? design.entities
      : design.entities.map((e) => {
          if (e.table !== before.name) return e;
          // Moved templates keep their place; copies go right after their original.
          const keys = Object.create(null) as Record<string, string>;
          for (const [k, template] of Object.entries(e.keys)) {
            if (!gone.includes(k)) keys[k] = template;
            for (const [from, to] of moves)
              if (
                from === k &&
                templateOf(e.keys, to) === undefined &&
                templateOf(keys, to) === undefined
              )
                keys[to] = template;
          }
          const same =
            Object.keys(keys).length === Object.keys(e.keys).length &&
            Object.keys(keys).every((k) => keys[k] === templateOf(e.keys, k));
          return same ? e : { ...e, keys };
        });
  return { ...design, tables: design.tables.map((x, i) => (i === t ? next : x)), entities };
}
