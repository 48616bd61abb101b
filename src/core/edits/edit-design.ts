import type { AttributeMap } from '../model/attribute-value.ts';
import type {
  AccessPattern,
  Billing,
  Design,
  Entity,
  EntityAttribute,
  GlobalSecondaryIndex,
  KeyAttribute,
  LocalSecondaryIndex,
  Table
} from '../model/design.ts';
import {
  addAttribute,
  addEntity,
  deleteAttribute,
  deleteEntity,
  moveEntity,
  renameEntity,
  setAttribute
} from './edit-entities.ts';
import { addPattern, deletePattern, setPattern } from './edit-patterns.ts';
import { addIndex, deleteIndex, setIndex } from './edit-indexes.ts';
import { addItems, deleteItem, duplicateItem, replaceItem } from './edit-items.ts';
import { addTable, deleteTable, renameTable, setBilling, setTableKey } from './edit-tables.ts';
import type { ItemOwner } from '../items/item-address.ts';
import type { Workload } from '../model/workload.ts';
import { keepWorkload, setWorkload, type Renames } from './edit-workload.ts';
import { shardEntity, type ShardRequest } from './shard-entity.ts';
import { checkName } from '../rules/check-name.ts';
import { refuse } from './refuse.ts';

/** One change to a design, as the studio's editors make them. */
export type DesignEdit =
  | { readonly kind: 'rename-design'; readonly name: string }
  /** Set an entity's template for a key attribute; an empty template removes it. */
  | {
      readonly kind: 'set-key-template';
      readonly entity: number;
      readonly attribute: string;
      readonly template: string;
    }
  // Tables
  | { readonly kind: 'add-table'; readonly table: Table }
  | { readonly kind: 'rename-table'; readonly table: number; readonly name: string }
  /** Refused while entities or access patterns use the table, unless `withEntities`. */
  | { readonly kind: 'delete-table'; readonly table: number; readonly withEntities: boolean }
  | { readonly kind: 'set-partition-key'; readonly table: number; readonly key: KeyAttribute }
  /** Set (or with null remove) a table's sort key; entity templates follow a rename. */
  | { readonly kind: 'set-sort-key'; readonly table: number; readonly sortKey: KeyAttribute | null }
  | { readonly kind: 'set-billing'; readonly table: number; readonly billing: Billing | null }
  // Indexes: `index` is the position in the table's GSI or LSI list.
  | { readonly kind: 'add-gsi'; readonly table: number; readonly gsi: GlobalSecondaryIndex }
  | {
      readonly kind: 'set-gsi';
      readonly table: number;
      readonly index: number;
      readonly gsi: GlobalSecondaryIndex;
    }
  | { readonly kind: 'delete-gsi'; readonly table: number; readonly index: number }
  | { readonly kind: 'add-lsi'; readonly table: number; readonly lsi: LocalSecondaryIndex }
  | {
      readonly kind: 'set-lsi';
      readonly table: number;
      readonly index: number;
      readonly lsi: LocalSecondaryIndex;
    }
  | { readonly kind: 'delete-lsi'; readonly table: number; readonly index: number }
  // Entities and their attributes
  | { readonly kind: 'add-entity'; readonly entity: Entity }
  | { readonly kind: 'rename-entity'; readonly entity: number; readonly name: string }
  /** Move an entity and its items to another table (by name). */
  | { readonly kind: 'move-entity'; readonly entity: number; readonly table: string }
  | { readonly kind: 'delete-entity'; readonly entity: number }
  | { readonly kind: 'add-attribute'; readonly entity: number; readonly attribute: EntityAttribute }
  | {
      readonly kind: 'set-attribute';
      readonly entity: number;
      readonly index: number;
      readonly attribute: EntityAttribute;
    }
  | { readonly kind: 'delete-attribute'; readonly entity: number; readonly index: number }
  // Access patterns
  | { readonly kind: 'add-pattern'; readonly pattern: AccessPattern }
  | { readonly kind: 'set-pattern'; readonly index: number; readonly pattern: AccessPattern }
  | { readonly kind: 'delete-pattern'; readonly index: number }
  // Items
  /** Add items at the end of the owner's, or before position `at`. */
  | {
      readonly kind: 'add-items';
      readonly owner: ItemOwner;
      readonly items: readonly AttributeMap[];
      readonly at?: number;
    }
  | {
      readonly kind: 'replace-item';
      readonly owner: ItemOwner;
      readonly index: number;
      readonly item: AttributeMap;
    }
  | { readonly kind: 'delete-item'; readonly owner: ItemOwner; readonly index: number }
  /** A copy of the item put right after it. */
  | { readonly kind: 'duplicate-item'; readonly owner: ItemOwner; readonly index: number }
  // Workload
  | { readonly kind: 'set-workload'; readonly workload: Workload | null }
  /** Write-shard an entity's partition key (see shardEntity). */
  | ({ readonly kind: 'shard-entity' } & ShardRequest)
  /** Several edits as one: each applies to the result of the one before; refused whole. */
  | { readonly kind: 'edits'; readonly edits: readonly DesignEdit[] };

/**
 * Apply one edit and return a new design; the input is never changed, and everything the edit
 * does not touch is shared with it (so item arrays keep their identity across template edits).
 * Throws when the edit addresses something the design does not have, or would break a rule the
 * design's references depend on (a name that is empty, invalid or taken; an LSI on a table
 * without a sort key; more than 20 GSIs or 5 LSIs); the message says what to do instead.
 *
 * @example
 * editDesign(design, { kind: 'set-key-template', entity: 0, attribute: 'SK', template: '${Author}' });
 */
export function editDesign(design: Design, edit: DesignEdit): Design {
  const next = apply(design, edit);
  return next === design || edit.kind === 'set-workload' || edit.kind === 'edits'
    ? next
    : keepWorkload(next, renames(design, edit));
}

/** What an edit renames, for the workload to follow. */
function renames(design: Design, edit: DesignEdit): Renames {
  if (edit.kind === 'rename-entity') {
    const old = design.entities[edit.entity]?.name;
    return old === undefined ? {} : { entity: [old, edit.name] };
  }
  if (edit.kind === 'set-pattern') {
    const old = design.accessPatterns[edit.index]?.name;
    return old === undefined ? {} : { pattern: [old, edit.pattern.name] };
  }
  if (edit.kind === 'set-attribute') {
    const e = design.entities[edit.entity];
    const old = e?.attributes[edit.index]?.name;
    return e && old !== undefined
      ? { attribute: { entity: e.name, from: old, to: edit.attribute.name } }
      : {};
  }
  return {};
}

function apply(design: Design, edit: DesignEdit): Design {
  switch (edit.kind) {
    case 'set-key-template':
      return withEntity(design, edit.entity, (e) => ({
        ...e,
        keys: setKey(e.keys, edit.attribute, edit.template)
      }));
    case 'rename-design':
      refuse(checkName('design', edit.name, []));
      return { ...design, name: edit.name };
    case 'add-table':
      return addTable(design, edit.table);
    case 'rename-table':
      return renameTable(design, edit.table, edit.name);
    case 'delete-table':
      return deleteTable(design, edit.table, edit.withEntities);
    case 'set-partition-key':
      return setTableKey(design, edit.table, 'partitionKey', edit.key);
    case 'set-sort-key':
      return setTableKey(design, edit.table, 'sortKey', edit.sortKey);
    case 'set-billing':
      return setBilling(design, edit.table, edit.billing);
    case 'add-gsi':
      return addIndex(design, edit.table, 'gsi', edit.gsi);
    case 'set-gsi':
      return setIndex(design, edit.table, 'gsi', edit.index, edit.gsi);
    case 'delete-gsi':
      return deleteIndex(design, edit.table, 'gsi', edit.index);
    case 'add-lsi':
      return addIndex(design, edit.table, 'lsi', edit.lsi);
    case 'set-lsi':
      return setIndex(design, edit.table, 'lsi', edit.index, edit.lsi);
    case 'delete-lsi':
      return deleteIndex(design, edit.table, 'lsi', edit.index);
    case 'add-entity':
      return addEntity(design, edit.entity);
    case 'rename-entity':
      return renameEntity(design, edit.entity, edit.name);
    case 'move-entity':
      return moveEntity(design, edit.entity, edit.table);
    case 'delete-entity':
      return deleteEntity(design, edit.entity);
    case 'add-attribute':
      return addAttribute(design, edit.entity, edit.attribute);
    case 'set-attribute':
      return setAttribute(design, edit.entity, edit.index, edit.attribute);
    case 'delete-attribute':
      return deleteAttribute(design, edit.entity, edit.index);
    case 'add-pattern':
      return addPattern(design, edit.pattern);
    case 'set-pattern':
      return setPattern(design, edit.index, edit.pattern);
    case 'delete-pattern':
      return deletePattern(design, edit.index);
    case 'add-items':
      return addItems(design, edit.owner, edit.items, edit.at);
    case 'replace-item':
      return replaceItem(design, edit.owner, edit.index, edit.item);
    case 'delete-item':
      return deleteItem(design, edit.owner, edit.index);
    case 'duplicate-item':
      return duplicateItem(design, edit.owner, edit.index);
    case 'set-workload':
      return setWorkload(design, edit.workload);
    case 'shard-entity':
      return shardEntity(design, edit);
    case 'edits':
      return edit.edits.reduce(editDesign, design);
  }
}

function setKey(keys: Entity['keys'], attribute: string, template: string): Entity['keys'] {
  const out = Object.create(null) as Record<string, string>;
  for (const k of Object.keys(keys)) if (k !== attribute) out[k] = keys[k]!;
  if (template !== '') out[attribute] = template;
  return out;
}

function withEntity(design: Design, index: number, f: (e: Entity) => Entity): Design {
  const entity = design.entities[index];
  if (!entity) throw new Error(`editDesign: the design has no entity ${index}.`);
  return { ...design, entities: design.entities.map((e, i) => (i === index ? f(e) : e)) };
}
