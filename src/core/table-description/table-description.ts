import type { KeyType } from '../model/attribute-value.ts';
import type { Projection } from '../model/design.ts';

/** One attribute of a key schema, with its type from AttributeDefinitions. */
export interface KeyPart {
  readonly name: string;
  readonly type: KeyType;
}

/**
 * A key schema as DynamoDB reports it. A table has one partition key attribute and at most one
 * sort key attribute; a GSI may have up to four of each (multi-attribute keys), which the design
 * model cannot edit yet but the studio still shows.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
 */
export interface DescribedKey {
  readonly partition: readonly KeyPart[];
  readonly sort: readonly KeyPart[];
}

export interface DescribedIndex {
  readonly name: string;
  readonly kind: 'gsi' | 'lsi';
  readonly key: DescribedKey;
  readonly projection: Projection;
  /** ACTIVE, CREATING, UPDATING, DELETING (GSIs only). */
  readonly status?: string;
  readonly itemCount?: number;
  readonly sizeBytes?: number;
  readonly readCapacityUnits?: number;
}

export type DescribedBilling =
  | { readonly mode: 'PAY_PER_REQUEST'; readonly maxReadRequestUnits?: number }
  | {
      readonly mode: 'PROVISIONED';
      readonly readCapacityUnits: number;
      readonly writeCapacityUnits: number;
    };

/**
 * A live table as DescribeTable tells it, in core's terms: no SDK types, numbers as numbers,
 * dates as ISO strings. `src/live/to-core.ts` builds it; the studio and `designTable` read it.
 */
export interface TableDescription {
  readonly name: string;
  readonly arn?: string;
  /** From the ARN, when there is one. */
  readonly region?: string;
  readonly account?: string;
  /** ACTIVE, CREATING, UPDATING, DELETING, ARCHIVED… */
  readonly status: string;
  readonly key: DescribedKey;
  readonly indexes: readonly DescribedIndex[];
  readonly billing: DescribedBilling;
  /** Updated by DynamoDB about every six hours. */
  readonly itemCount?: number;
  readonly sizeBytes?: number;
  readonly createdAt?: string;
  readonly tableClass?: string;
  readonly deletionProtection?: boolean;
  readonly streamViewType?: string;
}
