import type { CheckKind } from './check-kind.ts';
import { getItemBy, type GetItemByCheck } from './get-item-by.ts';
import { indexExists, type IndexExistsCheck } from './index-exists.ts';
import { indexKey, type IndexKeyCheck } from './index-key.ts';
import { invertedIndex, type InvertedIndexCheck } from './inverted-index.ts';
import { itemsWritten, type ItemsWrittenCheck } from './items-written.ts';
import { lowCardinality, type LowCardinalityCheck } from './low-cardinality.ts';
import { noCollisions, type NoCollisionsCheck } from './no-collisions.ts';
import { noHotPartition, type NoHotPartitionCheck } from './no-hot-partition.ts';
import { noSetKey, type NoSetKeyCheck } from './no-set-key.ts';
import { notWritten, type NotWrittenCheck } from './not-written.ts';
import { overwriteShown, type OverwriteShownCheck } from './overwrite-shown.ts';
import {
  partitionKeyCardinality,
  type PartitionKeyCardinalityCheck
} from './partition-key-cardinality.ts';
import { patternOneQuery, type PatternOneQueryCheck } from './pattern-one-query.ts';
import { patternsReturnItems, type PatternsReturnItemsCheck } from './patterns-return-items.ts';
import { sortKeyIncludes, type SortKeyIncludesCheck } from './sort-key-includes.ts';
import { tableKey, type TableKeyCheck } from './table-key.ts';

/**
 * A check as a lesson holds it: plain data, `kind` plus that kind's parameters, and (format
 * version 2) `covers`, the bullets of the step's task it checks.
 */
export type LessonCheck = KindCheck & CheckCoverage;

export interface CheckCoverage {
  /** The bullets of the step's task (`taskBullets`, counted from 1) this check checks. */
  readonly covers?: readonly number[];
}

type KindCheck =
  | PatternOneQueryCheck
  | NoCollisionsCheck
  | SortKeyIncludesCheck
  | GetItemByCheck
  | PartitionKeyCardinalityCheck
  | LowCardinalityCheck
  | IndexExistsCheck
  | InvertedIndexCheck
  | NoSetKeyCheck
  | OverwriteShownCheck
  | NoHotPartitionCheck
  | TableKeyCheck
  | ItemsWrittenCheck
  | PatternsReturnItemsCheck
  | IndexKeyCheck
  | NotWrittenCheck;

/**
 * Every kind of check, by its `kind`. A new kind is a file in this folder exporting a
 * `CheckKind`, a member of `LessonCheck` and a line here; the lesson loader, the evaluator, the
 * authoring helpers and docs/lesson-format.md's table all follow from it (a test keeps the
 * document in step).
 *
 * @example
 * CHECK_KINDS.get('no-collisions')?.describe({ kind: 'no-collisions', table: 'Books' });
 * // 'no two items in table "Books" share a primary key'
 */
export const CHECK_KINDS: ReadonlyMap<string, CheckKind<LessonCheck>> = new Map<
  string,
  CheckKind<LessonCheck>
>(
  [
    patternOneQuery,
    noCollisions,
    sortKeyIncludes,
    getItemBy,
    partitionKeyCardinality,
    lowCardinality,
    indexExists,
    invertedIndex,
    noSetKey,
    overwriteShown,
    noHotPartition,
    tableKey,
    itemsWritten,
    patternsReturnItems,
    indexKey,
    notWritten
  ].map((k) => [k.kind, k as CheckKind<LessonCheck>])
);
