// Load a design's tables and items into a local DynamoDB (dynalite) for `npm start` and for the
// tests that compare Keyscope's answers with a real DynamoDB-compatible server. Writes happen
// here, in a Node script, never in the app: src/live is read-only by construction.
import { readFile } from 'node:fs/promises';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  type AttributeValue
} from '@aws-sdk/client-dynamodb';
import { analyzeDesign } from '../src/core/analysis/analyze-design.ts';
import { createTableInput } from '../src/core/export/create-table-input.ts';
import { tableItems } from '../src/core/export/table-items.ts';
import { loadDesignText } from '../src/core/formats/load-design.ts';
import { decodeBase64 } from '../src/core/keys/base64.ts';
import type {
  AttributeMap,
  AttributeValue as CoreValue
} from '../src/core/model/attribute-value.ts';

/** A client for a local endpoint: any credentials and region work there. */
export function localClient(endpoint: string): DynamoDBClient {
  // The project pins its SDK and runs on Node 20 on purpose; the SDK's upgrade notice is noise here.
  process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
  return new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' }
  });
}

/** Create the design's tables on the endpoint and write their items; returns the table names. */
export async function seedLocalTable(
  client: DynamoDBClient,
  designFile: string,
  prefix = ''
): Promise<string[]> {
  const loaded = loadDesignText(await readFile(designFile, 'utf8'));
  if (!loaded.ok)
    throw new Error(`${designFile}: ${loaded.findings[0]?.message ?? 'not a design'}`);
  const analysis = analyzeDesign(loaded.design);
  for (const t of analysis.tables) {
    const name = prefix + t.table.name;
    await client.send(new CreateTableCommand({ ...createTableInput(t.table), TableName: name }));
    await untilActive(client, name);
    const items = tableItems(t);
    // BatchWriteItem takes at most 25 requests.
    for (let i = 0; i < items.length; i += 25) {
      const batch = items.slice(i, i + 25).map((item) => ({
        PutRequest: { Item: toSdkItem(item) }
      }));
      let pending: typeof batch | undefined = batch;
      while (pending && pending.length) {
        const out = await client.send(
          new BatchWriteItemCommand({ RequestItems: { [name]: pending } })
        );
        pending = out.UnprocessedItems?.[name] as typeof batch | undefined;
      }
    }
  }
  return analysis.tables.map((t) => prefix + t.table.name);
}

/**
 * Even with createTableMs 0, dynalite makes a table ACTIVE on a later tick, and refuses writes
 * until then (ResourceNotFoundException): on a busy machine the first batch can arrive first.
 */
export async function untilActive(client: DynamoDBClient, name: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const out = await client.send(new DescribeTableCommand({ TableName: name }));
    if (out.Table?.TableStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`table "${name}" did not become ACTIVE`);
}

/** Core values carry binaries as base64 text; the SDK wants bytes. */
export function toSdkItem(item: AttributeMap): Record<string, AttributeValue> {
  const out: Record<string, AttributeValue> = {};
  for (const name of Object.keys(item)) out[name] = toSdk(item[name]!);
  return out;
}

function toSdk(v: CoreValue): AttributeValue {
  if ('B' in v) return { B: decodeBase64(v.B)! };
  if ('BS' in v) return { BS: v.BS.map((b) => decodeBase64(b)!) };
  if ('L' in v) return { L: v.L.map(toSdk) };
  if ('M' in v) return { M: toSdkItem(v.M) };
  if ('SS' in v) return { SS: [...v.SS] };
  if ('NS' in v) return { NS: [...v.NS] };
  return v as AttributeValue;
}
