import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designTable } from '../../src/core/table-description/design-table.ts';
import { TableProfile } from '../../src/core/profile/table-profile.ts';
import { createLiveClient, type LiveClient } from '../../src/live/create-live-client.ts';
import { CredentialsHolder } from '../../src/live/credentials-holder.ts';
import { describeTable } from '../../src/live/describe-table.ts';
import { readItems } from '../../src/live/read-items.ts';
import {
  exactCounts,
  startSyntheticTable,
  syntheticScan,
  type SyntheticSpec,
  type SyntheticTable
} from './synthetic-table.ts';

// The synthetic endpoint is what the profile's memory benchmark and the e2e's 150M-item table
// stand on, so it is held to what a DynamoDB Scan promises: segments that cover the table once,
// pages of at most 1 MB, a key to resume from. And the profile read through it must name the
// same largest collections as the brute-force count.
const spec: SyntheticSpec = {
  name: 'orders',
  items: 30_000,
  seed: 11,
  customers: 2_000,
  products: 300
};
let endpoint: SyntheticTable;
let client: LiveClient;

beforeAll(async () => {
  endpoint = await startSyntheticTable(spec);
  const holder = new CredentialsHolder();
  holder.set({ accessKeyId: 'local', secretAccessKey: 'local' });
  client = createLiveClient({
    target: { kind: 'endpoint', endpoint: endpoint.url },
    credentials: holder
  });
});

afterAll(async () => {
  client?.destroy();
  await endpoint?.close();
});

describe('the synthetic table', () => {
  it('gives every item exactly once across 7 parallel segments', async () => {
    const seen = new Set<string>();
    let count = 0;
    for await (const e of readItems(
      client,
      { kind: 'scan', table: 'orders', segments: 7 },
      { limits: { maxItems: 1e9, maxBytes: 1e12 } }
    ))
      if (e.kind === 'page')
        for (const item of e.items) {
          count++;
          seen.add(
            `${String((item['PK'] as { S: string }).S)}|${String((item['SK'] as { S: string }).S)}`
          );
        }
    expect([count, seen.size]).toEqual([spec.items, spec.items]);
  });

  it('answers a page of at most 1 MB, with the key to go on from', () => {
    const big = { ...spec, items: 1_000_000 };
    const page = JSON.parse(syntheticScan(big, {})) as {
      Items: unknown[];
      LastEvaluatedKey?: unknown;
    };
    expect(JSON.stringify(page.Items).length).toBeLessThanOrEqual(1024 * 1024);
    expect(page.LastEvaluatedKey).toBeDefined();
    const next = JSON.parse(syntheticScan(big, { ExclusiveStartKey: page.LastEvaluatedKey })) as {
      Items: { SK: { S: string } }[];
    };
    expect(next.Items[0]!.SK.S.slice(-10)).toBe(String(page.Items.length).padStart(10, '0'));
  });

  it('describes itself as a table with two GSIs, which the design reads back', async () => {
    const { table } = designTable(await describeTable(client, 'orders'));
    expect([table.name, table.globalSecondaryIndexes.map((g) => g.name)]).toEqual([
      'orders',
      ['GSI1', 'GSI2']
    ]);
  });

  it('profiled to its end, names the largest customers and products the brute-force count names', async () => {
    const { table } = designTable(await describeTable(client, 'orders'));
    const profile = new TableProfile(table, { capacity: 256 });
    for await (const e of readItems(
      client,
      { kind: 'scan', table: 'orders', segments: 3 },
      { limits: { maxItems: 1e9, maxBytes: 1e12 } }
    ))
      if (e.kind === 'page') for (const item of e.items) profile.add(item);
    const truth = exactCounts(spec);
    const top = (m: Map<number, number>, prefix: string, width: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([k, n]) => [`${prefix}${String(k).padStart(width, '0')}`, n]);
    const [t, gsi1] = profile.summary(5).indexes;
    expect({
      table: t!.byItems.map((h) => [h.key, h.count]),
      gsi1: gsi1!.byItems.map((h) => [h.key, h.count])
    }).toEqual({
      table: top(truth.customers, 'CUST#c', 6),
      gsi1: top(truth.products, 'PRODUCT#p', 5)
    });
  });
});
