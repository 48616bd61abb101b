import type { AttributeMap } from '../core/model/attribute-value.ts';
import type { LiveClient } from './create-live-client.ts';
import { adoptItem, itemToSdk } from './to-core.ts';

/**
 * One item by its primary key, as a core item, or null when the table has none with that key
 * (the studio's "reload this item"). `key` holds the table's key attributes only.
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_GetItem.html
 *
 * @example
 * await getItem(client, 'battle-royale', { PK: { S: 'USER#johnny' }, SK: { S: '#METADATA#johnny' } });
 */
export async function getItem(
  client: LiveClient,
  table: string,
  key: AttributeMap,
  options: { readonly consistentRead?: boolean; readonly signal?: AbortSignal } = {}
): Promise<AttributeMap | null> {
  const out = await client.getItem(
    {
      TableName: table,
      Key: itemToSdk(key),
      ...(options.consistentRead ? { ConsistentRead: true } : {})
    },
    options.signal
  );
  return out.Item ? adoptItem(out.Item) : null;
}
