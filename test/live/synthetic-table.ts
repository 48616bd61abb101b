// A DynamoDB endpoint on loopback that serves a table of any size (1M, 100M, 150M items) from a
// seed, without storing it: item i is a pure function of (seed, i), and a Scan page is made when
// it is asked for. It answers ListTables, DescribeTable and Scan (segments, ExclusiveStartKey,
// Limit, the 1 MB page) with CORS, so the Node reader, the benchmark and the built app in Chromium
// all meet it as a real endpoint. Counts are skewed on purpose (a few customers and products hold
// much of the table), so the largest collections are a real answer, and `exactCounts` is the
// brute-force oracle the sketches are checked against.
import { createServer, type Server } from 'node:http';

/** What the synthetic table holds. */
export interface SyntheticSpec {
  readonly name: string;
  /** Items in the table. */
  readonly items: number;
  readonly seed: number;
  /** Distinct customers (partition keys of the table). Default 100,000. */
  readonly customers?: number;
  /** Distinct products (partition keys of GSI1). Default 10,000. */
  readonly products?: number;
}

const STATUSES = ['PENDING', 'SHIPPED', 'RETURNED'] as const;
const PAGE_BYTES = 1024 * 1024;

/** murmur3's 32-bit finalizer: a well-mixed hash of i under a seed. */
function mix(i: number, seed: number): number {
  let h = (Math.imul(i | 0, 0x9e3779b1) ^ seed ^ Math.floor(i / 4294967296)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Customer of item i: u³ skew, so customer 0 holds about 2 % of a 100,000-customer table. */
export const customerOf = (spec: SyntheticSpec, i: number): number =>
  Math.floor((spec.customers ?? 100_000) * (mix(i, spec.seed) / 4294967296) ** 3);

/** Every 40th item is a customer's profile (no GSI keys); the others are orders. */
const isOrder = (i: number): boolean => i % 40 !== 0;

/** Product of order i (GSI1's partition key): u² skew. */
export const productOf = (spec: SyntheticSpec, i: number): number =>
  Math.floor((spec.products ?? 10_000) * (mix(i, spec.seed ^ 0x5bd1e995) / 4294967296) ** 2);

/** Status of order i, only when it is not DELIVERED (GSI2 is sparse: most orders are not in it). */
const statusOf = (spec: SyntheticSpec, i: number): string | undefined => {
  const r = mix(i, spec.seed ^ 0x27d4eb2f) % 100;
  return r < 80 ? undefined : STATUSES[r % 3];
};

/** Item i as DynamoDB JSON text (written directly: it is the endpoint's hot loop). */
export function syntheticItemJson(spec: SyntheticSpec, i: number): string {
  const pk = `"PK":{"S":"CUST#c${pad(customerOf(spec, i), 6)}"}`;
  if (!isOrder(i))
    return `{${pk},"SK":{"S":"PROFILE#${pad(i, 10)}"},"type":{"S":"Customer"},"name":{"S":"Customer ${i}"},"since":{"S":"2024-0${1 + (i % 9)}-1${i % 10}"}}`;
  const status = statusOf(spec, i);
  const placed = `2025-${pad(1 + (i % 12), 2)}-${pad(1 + (i % 28), 2)}T${pad(i % 24, 2)}:00:00Z`;
  return (
    `{${pk},"SK":{"S":"ORDER#${pad(i, 10)}"},"type":{"S":"Order"},` +
    `"GSI1PK":{"S":"PRODUCT#p${pad(productOf(spec, i), 5)}"},"GSI1SK":{"S":"${placed}"},` +
    (status ? `"GSI2PK":{"S":"STATUS#${status}"},"GSI2SK":{"S":"${placed}"},` : '') +
    `"total":{"N":"${(mix(i, 7) % 100_000) / 100}"},"lines":{"N":"${1 + (i % 5)}"}}`
  );
}

/** The item index a key names (the sort key ends in it). */
function indexOfKey(key: unknown): number {
  const sk = (key as { SK?: { S?: string } } | undefined)?.SK?.S ?? '';
  const i = Number(sk.slice(-10));
  if (!/^\d{10}$/.test(sk.slice(-10)) || !Number.isSafeInteger(i))
    throw new Error(`ExclusiveStartKey ${JSON.stringify(key)} was not written by this table`);
  return i;
}

const S = (name: string) => ({ AttributeName: name, AttributeType: 'S' });
const keys = (pk: string, sk: string) => [
  { AttributeName: pk, KeyType: 'HASH' },
  { AttributeName: sk, KeyType: 'RANGE' }
];

/** DescribeTable's answer: the table, GSI1 (by product) and the sparse GSI2 (by status). */
export function syntheticDescription(spec: SyntheticSpec): Record<string, unknown> {
  const gsi = (name: string, items: number) => ({
    IndexName: name,
    KeySchema: keys(`${name}PK`, `${name}SK`),
    Projection: { ProjectionType: 'ALL' },
    IndexStatus: 'ACTIVE',
    ItemCount: items,
    IndexSizeBytes: items * 190
  });
  return {
    Table: {
      TableName: spec.name,
      TableStatus: 'ACTIVE',
      ItemCount: spec.items,
      TableSizeBytes: spec.items * 185,
      KeySchema: keys('PK', 'SK'),
      AttributeDefinitions: ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK'].map(S),
      BillingModeSummary: { BillingMode: 'PAY_PER_REQUEST' },
      GlobalSecondaryIndexes: [
        gsi('GSI1', Math.round(spec.items * 0.975)),
        gsi('GSI2', Math.round(spec.items * 0.195))
      ]
    }
  };
}

/** One Scan page of segment `Segment` of `TotalSegments`: segments split the items evenly. */
export function syntheticScan(spec: SyntheticSpec, body: Record<string, unknown>): string {
  const total = Number(body['TotalSegments'] ?? 1);
  const segment = Number(body['Segment'] ?? 0);
  const end = Math.floor(((segment + 1) * spec.items) / total);
  let i = body['ExclusiveStartKey']
    ? indexOfKey(body['ExclusiveStartKey']) + 1
    : Math.floor((segment * spec.items) / total);
  const limit = Number(body['Limit'] ?? Infinity);
  const parts: string[] = [];
  let bytes = 0;
  while (i < end && parts.length < limit) {
    const json = syntheticItemJson(spec, i);
    // The JSON text is a little longer than AWS's item size, so a page stays within 1 MB.
    if (parts.length > 0 && bytes + json.length + 1 > PAGE_BYTES) break;
    bytes += json.length + 1;
    parts.push(json);
    i++;
  }
  const last = i < end ? `,"LastEvaluatedKey":${lastKey(spec, i - 1)}` : '';
  const units = Math.ceil(bytes / 4096) / 2;
  return `{"Items":[${parts.join(',')}],"Count":${parts.length},"ScannedCount":${parts.length}${last},"ConsumedCapacity":{"TableName":"${spec.name}","CapacityUnits":${units}}}`;
}

function lastKey(spec: SyntheticSpec, i: number): string {
  const item = JSON.parse(syntheticItemJson(spec, i)) as Record<string, unknown>;
  return JSON.stringify({ PK: item['PK'], SK: item['SK'] });
}

/**
 * Exact items per customer and per product over the whole table: the oracle for the profile's
 * sketches (a pass over i, without making the items).
 */
export function exactCounts(spec: SyntheticSpec): {
  customers: Map<number, number>;
  products: Map<number, number>;
} {
  const customers = new Map<number, number>();
  const products = new Map<number, number>();
  for (let i = 0; i < spec.items; i++) {
    const c = customerOf(spec, i);
    customers.set(c, (customers.get(c) ?? 0) + 1);
    if (!isOrder(i)) continue;
    const p = productOf(spec, i);
    products.set(p, (products.get(p) ?? 0) + 1);
  }
  return { customers, products };
}

/** The endpoint, listening on a free loopback port. */
export interface SyntheticTable {
  readonly url: string;
  /** Scan requests answered so far. */
  readonly scans: () => number;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Expose-Headers': 'x-amzn-RequestId, x-amz-crc32',
  'Access-Control-Max-Age': '600'
};

/** Serve `spec` as a DynamoDB endpoint until `close`. */
export async function startSyntheticTable(spec: SyntheticSpec): Promise<SyntheticTable> {
  let scans = 0;
  let requests = 0;
  const server: Server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const operation = String(req.headers['x-amz-target'] ?? '')
        .split('.')
        .pop();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<
        string,
        unknown
      >;
      const head = {
        ...CORS,
        'Content-Type': 'application/x-amz-json-1.0',
        'x-amzn-RequestId': `synthetic-${++requests}`
      };
      const fail = (type: string, message: string) =>
        res
          .writeHead(400, head)
          .end(JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message }));
      if (operation === 'ListTables')
        return void res.writeHead(200, head).end(JSON.stringify({ TableNames: [spec.name] }));
      if (body['TableName'] !== undefined && body['TableName'] !== spec.name)
        return fail(
          'ResourceNotFoundException',
          `Requested resource not found: ${String(body['TableName'])}`
        );
      if (operation === 'DescribeTable')
        return void res.writeHead(200, head).end(JSON.stringify(syntheticDescription(spec)));
      if (operation === 'Scan' && body['IndexName'] === undefined) {
        scans++;
        try {
          return void res.writeHead(200, head).end(syntheticScan(spec, body));
        } catch (error) {
          return fail('ValidationException', (error as Error).message);
        }
      }
      fail(
        'ValidationException',
        `the synthetic table answers ListTables, DescribeTable and a table Scan, not ${operation}`
      );
    });
  });
  // Idle keep-alive sockets stay open longer than the SDK keeps them (Node's 5 s default closes
  // one a busy client is about to reuse, which the client sees as a dropped connection).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    scans: () => scans,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      })
  };
}
