import type { KeyValue } from '../model/attribute-value.ts';
import type { KeyAttribute } from '../model/design.ts';
import type { MultiKeySchema } from '../model/multi-key-schema.ts';
import type { MultiKeyCondition } from '../query/parse-multi-key-condition.ts';
import type { ParsedKeyCondition } from '../query/parse-key-condition.ts';
import type { ReadFilter } from '../query/read-filter.ts';

/**
 * What a live read reads: a Scan (optionally in parallel segments) or a Query on one partition
 * key (every attribute of a multi-attribute GSI key's), of a table or one of its indexes, either
 * with a server-side FilterExpression, or a GetItem of one item of the table by its full key.
 * Plain data: a result set keeps it, names itself by it and writes it into its `#live=` address.
 */
export type ReadSource =
  | {
      readonly kind: 'scan';
      readonly table: string;
      readonly index?: string;
      /** Parallel scan segments (1 to 1,000,000); 1 by default. */
      readonly segments?: number;
      /**
       * A sample: only `count` of the `segments`, drawn by `sampledSegments` from `seed`, each
       * read from its start (the caps shared between them), for a cluster sample of the table.
       */
      readonly sample?: { readonly count: number; readonly seed: number };
      /** Run on the server after each page is read: every item read is charged, only matches return. */
      readonly filter?: ReadFilter;
    }
  | {
      readonly kind: 'query';
      readonly table: string;
      readonly index?: string;
      /** The key schema of the table or index queried. */
      readonly key: { readonly partitionKey: KeyAttribute; readonly sortKey?: KeyAttribute };
      /** From core's `parseKeyCondition`, or built from an access pattern. */
      readonly condition: ParsedKeyCondition;
      readonly scanIndexForward?: boolean;
      /** As a Scan's: it may not name the queried key's attributes. */
      readonly filter?: ReadFilter;
    }
  | {
      /** A Query of a GSI whose key has several attributes (`'multiKey' in source` tells). */
      readonly kind: 'query';
      readonly table: string;
      /** Only a GSI's key may have several attributes. */
      readonly index: string;
      /** The index's key schema: every partition attribute, then the sort attributes. */
      readonly multiKey: MultiKeySchema;
      /** From core's `literalMultiKeyCondition`: every partition value, a prefix of the sort. */
      readonly multiCondition: MultiKeyCondition;
      readonly scanIndexForward?: boolean;
      /** As a Scan's: it may not name any of the index's key attributes. */
      readonly filter?: ReadFilter;
    }
  | {
      readonly kind: 'get';
      readonly table: string;
      /** GetItem reads the table only: an index has no GetItem (Query it instead). */
      readonly index?: never;
      /** The table's key schema. */
      readonly key: { readonly partitionKey: KeyAttribute; readonly sortKey?: KeyAttribute };
      /** The item's full primary key: the sort key's value whenever the table has a sort key. */
      readonly values: { readonly partitionValue: KeyValue; readonly sortValue?: KeyValue };
    };
