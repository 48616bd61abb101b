import type { Table } from '../model/design.ts';
import type { EntityKeys } from './entity-keys.ts';
import { isMetadataKey } from './metadata-key.ts';
import { templateShape } from './template-shape.ts';

/** A kind of node in the item graph: the key values one template shape renders. */
export interface ItemKind {
  /** Stable across edits that keep the shape, so an expanded cluster stays expanded. */
  readonly id: string;
  /** The first template that renders it (`USER#${username}`), or the inferred form (`USER#…`). */
  readonly label: string;
  /** Entities with items naming its nodes, in design order (filled by itemGraph). */
  readonly entities: readonly string[];
  readonly metadata: boolean;
}

/** Finds (and numbers, in order of first use) the kinds of an item graph's nodes. */
export interface ItemKinds {
  readonly kinds: Omit<ItemKind, 'entities'>[];
  /** The kind of the value entity `e` (a position in `keys`) writes to `attribute`. */
  ofEntity(e: number, attribute: string): number;
  /**
   * The kind of a value written by an item of no entity, guessed from its text: the text up to
   * its first `#` after any leading ones (`USER#alex` → `USER#…`, `#METADATA#alex` →
   * `#METADATA#…`), or else the attribute (`PK values`).
   */
  ofValue(text: string, attribute: string): number;
}

/**
 * Node kinds for one table's item graph. Two templates built alike (see templateShape's `key`:
 * `USER#${username}` for User's partition key and UserGameMapping's sort key) render one kind,
 * so clustering by kind groups the same objects whichever entity's item names them.
 *
 * @example
 * const k = itemKinds(entityKeys(gaming, table), table);
 * k.ofEntity(0, 'PK') === k.ofEntity(2, 'SK'); // true: both "USER#${username}"
 */
export function itemKinds(keys: readonly EntityKeys[], table: Table): ItemKinds {
  const kinds: Omit<ItemKind, 'entities'>[] = [];
  const byId = new Map<string, number>();
  const cache = new Map<string, number>();
  const kind = (id: string, label: string, metadata: boolean): number => {
    let k = byId.get(id);
    if (k === undefined) {
      byId.set(id, (k = kinds.length));
      kinds.push({ id, label, metadata });
    }
    return k;
  };
  return {
    kinds,
    ofEntity(e, attribute) {
      const memo = `${e}\u0000${attribute}`;
      const known = cache.get(memo);
      if (known !== undefined) return known;
      const keysOf = keys[e]!;
      const t = keysOf.templates.get(attribute);
      const k = t
        ? kind(
            `kind ${JSON.stringify(templateShape(t).key)}`,
            t.source,
            isMetadataKey(keysOf, attribute, table)
          )
        : kind(`attribute ${JSON.stringify(attribute)}`, `${attribute} values`, false);
      cache.set(memo, k);
      return k;
    },
    ofValue(text, attribute) {
      // Leading '#'s belong to the prefix: `#METADATA#alex` is a `#METADATA#…`.
      let from = 0;
      while (text[from] === '#') from++;
      const hash = text.indexOf('#', from);
      if (hash < 0)
        return kind(`attribute ${JSON.stringify(attribute)}`, `${attribute} values`, false);
      const prefix = text.slice(0, hash + 1);
      return kind(
        `prefix ${JSON.stringify(prefix)}`,
        `${prefix}…`,
        isMetadataKey(null, attribute, table, prefix)
      );
    }
  };
}
