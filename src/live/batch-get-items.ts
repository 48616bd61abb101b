import { DYNAMODB_LIMITS } from '../core/limits/dynamodb-limits.ts';
import type { AttributeMap } from '../core/model/attribute-value.ts';
import { backoffDelay } from '../core/reading/backoff-delay.ts';
import type { LiveClient } from './create-live-client.ts';
import { adoptItem, itemToSdk } from './to-core.ts';

/** BatchGetItem takes at most this many keys per request. */
const MAX_KEYS = DYNAMODB_LIMITS.batchGetKeys;

/**
 * Items of one table by their primary keys, in BatchGetItem requests of at most 100 keys, asking
 * again for the UnprocessedKeys DynamoDB hands back (with full-jitter back-off, as AWS asks) until
 * none are left. Returns the items found, in no particular order; keys with no item are absent.
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_BatchGetItem.html
 *
 * @example
 * await batchGetItems(client, 'battle-royale', keys); // the items that exist
 */
export async function batchGetItems(
  client: LiveClient,
  table: string,
  keys: readonly AttributeMap[],
  options: {
    readonly consistentRead?: boolean;
    readonly signal?: AbortSignal;
    readonly random?: () => number;
    readonly sleep?: (ms: number) => Promise<void>;
    /** Rounds of UnprocessedKeys before giving up with an error. Default 10. */
    readonly maxRounds?: number;
  } = {}
): Promise<AttributeMap[]> {
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  const found: AttributeMap[] = [];
  for (let i = 0; i < keys.length; i += MAX_KEYS) {
    let pending = keys.slice(i, i + MAX_KEYS).map(itemToSdk);
    for (let round = 0; pending.length; round++) {
      if (round > (options.maxRounds ?? 10))
        throw new Error(
          `DynamoDB left ${pending.length} key(s) of table "${table}" unprocessed after ${round} rounds; lower the request rate and try again`
        );
      if (round > 0) await sleep(backoffDelay(round - 1, random));
      const out = await client.batchGetItem(
        {
          RequestItems: {
            [table]: { Keys: pending, ...(options.consistentRead ? { ConsistentRead: true } : {}) }
          }
        },
        options.signal
      );
      for (const item of out.Responses?.[table] ?? []) found.push(adoptItem(item));
      pending = out.UnprocessedKeys?.[table]?.Keys ?? [];
    }
  }
  return found;
}
