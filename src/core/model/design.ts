import type { AttributeMap, AttributeType, KeyType } from './attribute-value.ts';
import type { GenerationSettings } from './generation.ts';
import type { Workload } from './workload.ts';

/**
 * The in-memory design model. The persisted form (`keyscope.design` v2) has the
 * same shape; see `docs/design.schema.json` and `formats/load-design.ts`.
 */
export interface KeyAttribute {
  readonly name: string;
  readonly type: KeyType;
}

export type ProjectionType = 'ALL' | 'KEYS_ONLY' | 'INCLUDE';

export interface Projection {
  readonly type: ProjectionType;
  /** Only for INCLUDE. */
  readonly nonKeyAttributes?: readonly string[];
}

export interface GlobalSecondaryIndex {
  readonly name: string;
  /** The partition key attribute; a multi-attribute key's first one. */
  readonly partitionKey: KeyAttribute;
  /** The sort key attribute; a multi-attribute key's first one. */
  readonly sortKey?: KeyAttribute;
  /**
   * A multi-attribute key's later partition attributes (since November 2025), in KeySchema order
   * after `partitionKey`; absent for a one-attribute key. Held as a tail rather than a list so
   * the first attribute has one home: an edit of `partitionKey` cannot disagree with a list.
   * Read the whole key through `gsiKeySchema`.
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
   */
  readonly morePartitionKeys?: readonly KeyAttribute[];
  /** A multi-attribute key's later sort attributes, after `sortKey` (which they need). */
  readonly moreSortKeys?: readonly KeyAttribute[];
  readonly projection: Projection;
}

/** An LSI shares the table's partition key, so it only names its sort key. */
export interface LocalSecondaryIndex {
  readonly name: string;
  readonly sortKey: KeyAttribute;
  readonly projection: Projection;
}

export type Billing =
  | { readonly mode: 'PAY_PER_REQUEST' }
  | {
      readonly mode: 'PROVISIONED';
      readonly readCapacityUnits: number;
      readonly writeCapacityUnits: number;
    };

export interface Table {
  readonly name: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey?: KeyAttribute;
  readonly globalSecondaryIndexes: readonly GlobalSecondaryIndex[];
  readonly localSecondaryIndexes: readonly LocalSecondaryIndex[];
  readonly billing?: Billing;
  /** Items that belong to no entity (e.g. Workbench table data), written first. */
  readonly items: readonly AttributeMap[];
  /** Where each item came from in the input (parallel to `items`); native paths when absent. */
  readonly itemSources?: readonly string[];
}

export interface EntityAttribute {
  readonly name: string;
  readonly type: AttributeType;
}

export interface Entity {
  readonly name: string;
  readonly table: string;
  readonly description?: string;
  readonly attributes: readonly EntityAttribute[];
  /**
   * Key templates by key attribute name (`PK`, `SK`, `GSI1PK`…). A key attribute
   * without a template takes the item's own value of that attribute.
   */
  readonly keys: { readonly [attribute: string]: string };
  readonly items: readonly AttributeMap[];
  /** Where each item came from in the input (parallel to `items`); native paths when absent. */
  readonly itemSources?: readonly string[];
  /**
   * Template fields the table holds only inside the keys built from them (`CUST#${customerId}`
   * with no `customerId` attribute): items carry them so their keys can be rendered, and the
   * views, sizes and exports show each item as stored, without them. A design inferred from a
   * live table names here the key parts no attribute spells.
   */
  readonly keyOnly?: readonly string[];
}

export type SortKeyOperator = '=' | '<' | '<=' | '>' | '>=' | 'BETWEEN' | 'begins_with';

export interface SortKeyCondition {
  readonly operator: SortKeyOperator;
  /** A template over the pattern's parameters. */
  readonly value: string;
  /** Upper bound, only for BETWEEN. */
  readonly upper?: string;
}

export interface AccessPattern {
  readonly name: string;
  readonly description?: string;
  readonly table: string;
  /** null means the table itself. */
  readonly index: string | null;
  /** A template over `parameters`, e.g. `GAME#${gameId}`; a multi-attribute key's first. */
  readonly partitionKey: string;
  /** The condition on the sort key; a multi-attribute key's first sort attribute's. */
  readonly sortKey?: SortKeyCondition;
  /**
   * A multi-attribute index: templates for its later partition attributes, in KeySchema order
   * after `partitionKey` (a Query gives every one).
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
   */
  readonly morePartitionKeys?: readonly string[];
  /** A multi-attribute index: conditions on the next sort attributes after `sortKey`, left to right; all but the last are `=`. */
  readonly moreSortKeys?: readonly SortKeyCondition[];
  readonly parameters: { readonly [name: string]: string };
  readonly scanIndexForward: boolean;
  readonly limit?: number;
  readonly consistentRead: boolean;
  readonly expectedEntities: readonly string[];
}

export interface Design {
  readonly name: string;
  readonly description?: string;
  readonly tables: readonly Table[];
  readonly entities: readonly Entity[];
  readonly accessPatterns: readonly AccessPattern[];
  /** Expected load, for heat and cost (see model/workload.ts); defaults when absent. */
  readonly workload?: Workload;
  /**
   * How its sample items are generated (runs and value rules), when it has any: part of the
   * design, so a file, a link or a library entry opens with the same generated items.
   */
  readonly generation?: GenerationSettings;
  /**
   * For the items of a live table: the read that returned them. Never saved (a live design is not
   * stored); what the analysis may conclude from the items depends on it, since a Query's items
   * share one partition key by construction.
   */
  readonly readFrom?: ReadFrom;
}

/** The read a live set's items came from. */
export interface ReadFrom {
  readonly operation: 'Scan' | 'Query' | 'GetItem';
  readonly table: string;
  /** The index read, if not the table. */
  readonly index?: string;
}
