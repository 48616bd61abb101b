import type { SortKeyCondition } from '../model/design.ts';
import type { ReadFilter } from '../query/read-filter.ts';

/**
 * Where a live link reads: the embedded local table of `npm start` (its endpoint is the app's
 * own at run time), a DynamoDB-compatible endpoint, or DynamoDB in an AWS region.
 */
export type LiveLinkTarget =
  | { readonly kind: 'embedded' }
  | { readonly kind: 'endpoint'; readonly endpoint: string; readonly region?: string }
  | { readonly kind: 'region'; readonly region: string };

/**
 * A result set as an address: `#live=1&target=…&table=…&read=scan|query|get…`. It names where to
 * read and what, never who reads: no credentials, no token, no account. Opening one asks the user
 * to connect (their own credentials) and then runs the read. Values are text as the Load dialog
 * takes them (a Number's digits, a Binary's base64), typed again by the table's key schema when
 * the read runs, so a link made for a table whose key changed is refused with DynamoDB's message.
 */
export interface LiveLink {
  readonly target: LiveLinkTarget;
  readonly table: string;
  readonly index?: string;
  readonly read:
    | {
        readonly kind: 'scan';
        readonly segments?: number;
        /** A sample of `count` of the segments, drawn from `seed` (ReadSource's `sample`). */
        readonly sample?: { readonly count: number; readonly seed: number };
        /** `filter=`, `filter-names=`, `filter-values=` (ReadSource's `filter`). */
        readonly filter?: ReadFilter;
      }
    | {
        readonly kind: 'query';
        readonly partitionValue: string;
        /** A multi-attribute GSI key: its later partition attributes' values (`pk=` again). */
        readonly morePartitionValues?: readonly string[];
        readonly sortKey?: SortKeyCondition;
        /**
         * A multi-attribute GSI key: the conditions on its next sort attributes after `sortKey`,
         * left to right (`sk-op=`, `sk=` and for BETWEEN `sk-upper=` again, in order).
         */
        readonly moreSortKeys?: readonly SortKeyCondition[];
        readonly descending?: boolean;
        readonly filter?: ReadFilter;
      }
    | {
        /** A GetItem of the table (never an index): the item's key values as text. */
        readonly kind: 'get';
        readonly partitionValue: string;
        readonly sortValue?: string;
      };
}

/** The hash parameter and the format's version (bumped if the parameters ever change meaning). */
export const LIVE_LINK = { param: 'live', version: '1' } as const;
