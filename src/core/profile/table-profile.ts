import type { AttributeMap } from '../model/attribute-value.ts';
import { emptyMap, getAttr } from '../model/attribute-value.ts';
import type { KeyAttribute, Table } from '../model/design.ts';
import { itemSize } from '../items/item-size.ts';
import { keyValueId } from '../keys/compare-key-values.ts';
import { indexEntryNames } from '../views/index-entry-names.ts';
import { tableViews, viewKeyAttributes, type ViewSpec } from '../views/table-key-attributes.ts';
import { TUPLE_SEPARATOR } from '../text/tuple-separator.ts';
import { TYPE_ATTRIBUTE_NAMES } from '../infer/find-type-attribute.ts';
import { HyperLogLog } from './hyper-log-log.ts';
import { keyShape } from './key-shape.ts';
import { SpaceSaving, type HeavyHitter } from './space-saving.ts';

/** What a profile knows of the table or one of its indexes. */
export interface IndexProfile {
  /** `undefined` for the table itself. */
  readonly index?: string;
  /** Items (index entries) counted: exact. */
  readonly items: number;
  /** Their bytes (the projected attributes, for an index): exact. */
  readonly bytes: number;
  /** Distinct partition key values: estimated, with `distinctError` its relative standard error. */
  readonly distinct: number;
  readonly distinctError: number;
  /** The partition key values with the most items, and with the most bytes (ids as keyValueId). */
  readonly byItems: readonly HeavyHitter[];
  readonly byBytes: readonly HeavyHitter[];
}

/** The whole profile: per index, and the table's entities and key shapes. */
export interface ProfileSummary {
  readonly indexes: readonly IndexProfile[];
  /** Items per entity: the type attribute's value where items carry one, else the key shape. */
  readonly entities: readonly HeavyHitter[];
  /** Items per key shape (`USER#… / #METADATA#…`). */
  readonly shapes: readonly HeavyHitter[];
}

interface IndexTally {
  readonly index?: string;
  /** Every attribute of the partition key, then of the sort key (several in a multi-attribute key). */
  readonly partition: readonly KeyAttribute[];
  readonly sort: readonly KeyAttribute[];
  /** Attributes an entry holds, or null for all of them. */
  readonly keep: ReadonlySet<string> | null;
  items: number;
  bytes: number;
  readonly distinct: HyperLogLog;
  readonly byItems: SpaceSaving;
  readonly byBytes: SpaceSaving;
}

/**
 * Aggregates of a table's items, kept in memory that does not grow with the table: per table and
 * index, exact item and byte counts, the largest partition key values by items and by bytes
 * (Space-Saving, `capacity` slots, with each count's error bound) and the distinct partition key
 * values (HyperLogLog); across the table, items per entity and per key shape. Items are read and
 * dropped: a scan of any size can be profiled in a browser tab.
 *
 * An item is in an index only when it has the index's key attributes with their declared types
 * (a sparse index), as DynamoDB writes it
 * (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-indexes-general-sparse-indexes.html).
 *
 * @example
 * const profile = new TableProfile(table);
 * for (const item of page) profile.add(item);
 * profile.summary().indexes[0]!.byItems[0]; // { key: 'CUSTOMER#c0042', count: 1844, error: 0 }
 */
export class TableProfile {
  readonly #tallies: IndexTally[];
  readonly #entities: SpaceSaving;
  readonly #shapes: SpaceSaving;
  readonly #table: Table;

  constructor(table: Table, options: { capacity?: number; precision?: number } = {}) {
    const capacity = options.capacity ?? 1024;
    const tally = (v: ViewSpec): IndexTally => ({
      ...(v.index === null ? {} : { index: v.index }),
      ...viewKeyAttributes(v),
      keep: indexEntryNames(table, v),
      items: 0,
      bytes: 0,
      distinct: new HyperLogLog(options.precision),
      byItems: new SpaceSaving(capacity),
      byBytes: new SpaceSaving(capacity)
    });
    this.#table = table;
    this.#tallies = tableViews(table).map(tally);
    this.#entities = new SpaceSaving(capacity);
    this.#shapes = new SpaceSaving(capacity);
  }

  /** Count one item of the table (its `size`, by AWS's formula, when already measured). */
  add(item: AttributeMap, size: number = itemSize(item)): void {
    for (const t of this.#tallies) {
      const pk = partitionOf(item, t.partition);
      if (pk === undefined || !hasEvery(item, t.sort)) continue;
      const bytes = t.keep ? projectedSize(item, t.keep) : size;
      t.items++;
      t.bytes += bytes;
      t.distinct.add(pk);
      t.byItems.add(pk);
      t.byBytes.add(pk, bytes);
    }
    const { partitionKey, sortKey } = this.#table;
    const shape = `${keyShape(getAttr(item, partitionKey.name))}${sortKey ? ` / ${keyShape(getAttr(item, sortKey.name))}` : ''}`;
    this.#shapes.add(shape);
    this.#entities.add(entityOf(item) ?? shape);
  }

  /** What has been counted so far, the `n` largest of each ranking. */
  summary(n = 25): ProfileSummary {
    return {
      indexes: this.#tallies.map((t) => ({
        ...(t.index === undefined ? {} : { index: t.index }),
        items: t.items,
        bytes: t.bytes,
        distinct: Math.min(Math.round(t.distinct.estimate()), t.items),
        distinctError: t.distinct.standardError,
        byItems: named(t, t.byItems.top(n)),
        byBytes: named(t, t.byBytes.top(n))
      })),
      entities: this.#entities.top(n),
      shapes: this.#shapes.top(n)
    };
  }
}

/**
 * The partition's grouping id when `item` has every partition attribute with its declared type:
 * one attribute's `keyValueId`, or a multi-attribute key's part ids as a JSON array, which keeps
 * the parts apart whatever they hold (each part's type is fixed by its declaration).
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
 */
function partitionOf(item: AttributeMap, partition: readonly KeyAttribute[]): string | undefined {
  if (partition.length === 1) return keyOf(item, partition[0]!);
  const ids: string[] = [];
  for (const k of partition) {
    const id = keyOf(item, k);
    if (id === undefined) return undefined;
    ids.push(id);
  }
  return JSON.stringify(ids);
}

/** Whether `item` has every one of `keys` with its declared type (a loop: `add` is per item). */
function hasEvery(item: AttributeMap, keys: readonly KeyAttribute[]): boolean {
  for (let k = 0; k < keys.length; k++) if (keyOf(item, keys[k]!) === undefined) return false;
  return true;
}

/** A multi-attribute key's ranked ids as text, parts joined as the Items view heads them. */
function named(t: IndexTally, hitters: readonly HeavyHitter[]): readonly HeavyHitter[] {
  if (t.partition.length === 1) return hitters;
  return hitters.map((h) => ({ ...h, key: (JSON.parse(h.key) as string[]).join(TUPLE_SEPARATOR) }));
}

/** The key value's id when `item` has the attribute with its declared type. */
function keyOf(item: AttributeMap, key: KeyAttribute): string | undefined {
  const v = getAttr(item, key.name);
  if (!v) return undefined;
  if (key.type === 'S' && 'S' in v) return keyValueId(v);
  if (key.type === 'N' && 'N' in v) return keyValueId(v);
  if (key.type === 'B' && 'B' in v) return keyValueId(v);
  return undefined;
}

function projectedSize(item: AttributeMap, keep: ReadonlySet<string>): number {
  // A prototype-free object, so an attribute named `__proto__` is an attribute like any other.
  const entry = emptyMap();
  for (const name of keep) {
    const v = getAttr(item, name);
    if (v) entry[name] = v;
  }
  return itemSize(entry);
}

/** The entity an item names in a type attribute, if it carries one as a string. */
function entityOf(item: AttributeMap): string | undefined {
  for (const name of TYPE_ATTRIBUTE_NAMES) {
    const v = getAttr(item, name);
    if (v && 'S' in v) return `${name}=${v.S}`;
  }
  return undefined;
}
