// Every failure named plainly, with its fix, and never a credential in what is shown. The SDK's
// transport is stubbed for the answers a real server cannot be made to give on demand (expired
// credentials, AccessDenied, throttling); the rest use a real dynalite or a closed port.
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyError, type FailureContext } from '../../src/live/classify-error.ts';
import { createLiveClient, type LiveClient } from '../../src/live/create-live-client.ts';
import { CredentialsHolder } from '../../src/live/credentials-holder.ts';
import { checkTarget } from '../../src/live/live-target.ts';
import { LiveRequestError } from '../../src/live/live-request-error.ts';
import { WriteRefusedError } from '../../src/live/write-refused-error.ts';
import { startDynalite, type LocalDynamo } from './dynalite-server.ts';
import { stubTransport, type StubAnswer } from './stub-transport.ts';

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY';
const TOKEN = 'IQoJb3JpZ2luX2VjTOKEN//EXAMPLE+abc==';
const ID = 'ASIAZ7EXAMPLEKEY1234';

function holder(): CredentialsHolder {
  const h = new CredentialsHolder();
  h.set({ accessKeyId: ID, secretAccessKey: SECRET, sessionToken: TOKEN });
  return h;
}

const region = checkTarget({ kind: 'region', region: 'us-east-1' });
if (!region.ok) throw new Error(region.error);
const AWS: FailureContext = { operation: 'Scan', target: region.target, table: 'orders' };

/** The error a stubbed answer makes the app's client throw. */
async function failure(
  answer: StubAnswer,
  operation: 'scan' | 'describeTable' = 'scan'
): Promise<unknown> {
  const client = createLiveClient({
    target: { kind: 'region', region: 'us-east-1' },
    credentials: holder(),
    transport: stubTransport(() => answer)
  });
  try {
    if (operation === 'scan') await client.scan({ TableName: 'orders' });
    else await client.describeTable('orders');
  } catch (error) {
    return error;
  } finally {
    client.destroy();
  }
  throw new Error('the stubbed request did not fail');
}

function noSecrets(value: unknown): void {
  const texts = [
    JSON.stringify(value),
    String(value),
    value instanceof Error ? (value.stack ?? '') : '',
    value instanceof Error ? value.message : ''
  ];
  for (const t of texts) {
    expect(t).not.toContain(SECRET);
    expect(t).not.toContain(TOKEN);
    expect(t).not.toContain(ID);
  }
}

describe('classifyError on AWS answers (stubbed transport)', () => {
  it.each([
    [
      'ExpiredTokenException',
      'The security token included in the request is expired',
      'The credentials have expired'
    ],
    [
      'UnrecognizedClientException',
      'The security token included in the request is invalid.',
      'does not accept these credentials'
    ],
    [
      'InvalidSignatureException',
      'The request signature we calculated does not match',
      'does not accept these credentials'
    ]
  ])('%s → credentials, resumable, asking for new ones', async (name, message, says) => {
    const error = await failure({ error: name, message });
    expect(error).toBeInstanceOf(LiveRequestError);
    const p = classifyError(error, { ...AWS, loaded: true });
    expect(p).toMatchObject({
      kind: 'credentials',
      operation: 'Scan',
      code: name,
      resumable: true
    });
    expect(p.message).toContain(says);
    expect(p.message).toContain('What was loaded is kept.');
    expect(p.fix).toContain('aws configure export-credentials');
  });

  it('removes the credentials AWS echoes in an error from the error and the problem', async () => {
    // AWS's InvalidSignatureException shows the canonical request, token included.
    const echoed = `The request signature we calculated does not match.\n\nThe Canonical String for this request should have been\n'POST\n/\n\nx-amz-security-token:${TOKEN}\n' Credential=${ID}/20250131/us-east-1/dynamodb (secret ${SECRET})`;
    const error = await failure({ error: 'InvalidSignatureException', message: echoed });
    noSecrets(error);
    expect((error as Error).message).toContain('[redacted]');
    noSecrets(classifyError(error, AWS));
    // And for a ValidationException whose message is shown in full:
    const v = await failure({ error: 'ValidationException', message: `bad key ${TOKEN}` });
    const p = classifyError(v, AWS);
    expect(p.kind).toBe('invalid-request');
    expect(p.message).toContain('bad key [redacted]');
    noSecrets(p);
  });

  it.each([
    ['scan' as const, 'Scan'],
    ['describeTable' as const, 'DescribeTable']
  ])('AccessDenied on %s names the action and the IAM permission', async (call, operation) => {
    const error = await failure(
      {
        error: 'AccessDeniedException',
        message: `User: arn:aws:sts::123456789012:assumed-role/dev/x is not authorized to perform: dynamodb:${operation}`
      },
      call
    );
    const p = classifyError(error, { ...AWS, operation });
    expect(p).toMatchObject({
      kind: 'access-denied',
      permission: `dynamodb:${operation}`,
      resumable: true
    });
    expect(p.message).toContain(`may not call ${operation} on table "orders"`);
    expect(p.fix).toContain(`dynamodb:${operation}`);
  });

  it.each([
    'ProvisionedThroughputExceededException',
    'ThrottlingException',
    'RequestLimitExceeded'
  ])('%s → throttled', async (name) => {
    const p = classifyError(await failure({ error: name, message: 'slow down' }), {
      ...AWS,
      index: 'GSI1'
    });
    expect(p).toMatchObject({ kind: 'throttled', code: name, resumable: true });
    expect(p.message).toContain('index "GSI1" of table "orders"');
  });

  it('HTTP 500 → a network problem to resume', async () => {
    const p = classifyError(
      await failure({ error: 'InternalServerError', message: 'oops', status: 500 }),
      AWS
    );
    expect(p).toMatchObject({ kind: 'network', resumable: true });
    expect(p.message).toContain('HTTP 500');
  });

  it('a browser fetch failure: wrong endpoint, or CORS once a no-cors probe got an answer', async () => {
    const endpoint = checkTarget({ kind: 'endpoint', endpoint: 'http://localhost:8000' });
    if (!endpoint.ok) throw new Error(endpoint.error);
    const error = await failure({ throws: new TypeError('Failed to fetch') });
    const ctx = { operation: 'Scan', target: endpoint.target, origin: 'http://127.0.0.1:5173' };
    const dead = classifyError(error, ctx);
    expect(dead.kind).toBe('endpoint');
    expect(dead.message).toContain('http://localhost:8000 did not answer Scan');
    const cors = classifyError(error, { ...ctx, reachable: true });
    expect(cors.kind).toBe('cors');
    expect(cors.fix).toContain('-cors *');
    expect(cors.fix).toContain('EXTRA_CORS_ALLOWED_ORIGINS=http://127.0.0.1:5173');
    expect(classifyError(error, { ...ctx, loaded: true }).kind).toBe('network');
  });

  it('a refused write and an unknown error are named too', () => {
    const w = classifyError(new WriteRefusedError('PutItem', 'by its command name'), AWS);
    expect(w).toMatchObject({ kind: 'refused-write', operation: 'PutItem', resumable: false });
    const u = classifyError(
      new LiveRequestError('Weird', 'odd', 'Scan', undefined, 418, false),
      AWS
    );
    expect(u).toMatchObject({ kind: 'unknown', code: 'Weird' });
    expect(u.message).toBe('Scan failed at DynamoDB in us-east-1: Weird: odd.');
  });
});

describe('classifyError on real failures', () => {
  let dynamo: LocalDynamo;
  let client: LiveClient;
  beforeAll(async () => {
    dynamo = await startDynalite();
    const h = new CredentialsHolder();
    h.set({ accessKeyId: 'local', secretAccessKey: 'local' });
    client = createLiveClient({
      target: { kind: 'endpoint', endpoint: dynamo.url },
      credentials: h
    });
  });
  afterAll(async () => {
    client.destroy();
    await dynamo.close();
  });

  it('a missing table → not-found, naming the table and the endpoint', async () => {
    const error = await client.scan({ TableName: 'no-such-table' }).catch((e: unknown) => e);
    const p = classifyError(error, {
      operation: 'Scan',
      target: client.target,
      table: 'no-such-table'
    });
    expect(p.kind).toBe('not-found');
    expect(p.message).toBe(`Table "no-such-table" does not exist at ${dynamo.url}.`);
    expect(p.fix).toContain('-sharedDb');
  });

  it('a request DynamoDB refuses → invalid-request with its message', async () => {
    const error = await client
      .scan({ TableName: 'no-such-table', Limit: 0 })
      .catch((e: unknown) => e);
    const p = classifyError(error, { operation: 'Scan', target: client.target });
    expect(p.kind).toBe('invalid-request');
    expect(p.message).toMatch(/^DynamoDB refused the Scan request: .*limit/i);
  });

  it.each([
    [
      404,
      'text/html',
      '<html>Not found</html>',
      /with HTTP 404, but not as DynamoDB does \(the answer is not JSON\)/
    ],
    [
      200,
      'text/html',
      '<html>Welcome</html>',
      /with HTTP 200, but not as DynamoDB does \(the answer is not JSON\)/
    ],
    [
      400,
      'application/json',
      '{"error":"x"}',
      /with HTTP 400, but not as DynamoDB does \(no DynamoDB error type/
    ]
  ])(
    'a server that is not DynamoDB (HTTP %i, %s) → not-dynamodb, with the URL to check',
    async (status, type, body, said) => {
      const web = createHttpServer((_req, res) =>
        res.writeHead(status, { 'content-type': type }).end(body)
      );
      await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
      const h = new CredentialsHolder();
      h.set({ accessKeyId: 'local', secretAccessKey: 'local' });
      const url = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
      const client = createLiveClient({
        target: { kind: 'endpoint', endpoint: url },
        credentials: h
      });
      const error = await client.listTables({}).catch((e: unknown) => e);
      client.destroy();
      await new Promise((r) => web.close(r));
      const p = classifyError(error, { operation: 'ListTables', target: client.target });
      expect(p.kind).toBe('not-dynamodb');
      expect(p.message).toMatch(new RegExp(`^${url} answered ListTables `));
      expect(p.message).toMatch(said);
      expect(p.fix).toMatch(/^Check the URL: it must be the DynamoDB endpoint itself/);
    }
  );

  it('a credential a header cannot carry (the browser refuses to build the request) → credentials', () => {
    const error = new LiveRequestError(
      'TypeError',
      "Failed to construct 'Headers': Invalid value",
      'Scan',
      undefined,
      undefined,
      false
    );
    const p = classifyError(error, AWS);
    expect(p.kind).toBe('credentials');
    expect(p.message).toBe(
      'The browser could not send Scan: a credential holds a character an HTTP header cannot carry.'
    );
  });

  it('nothing listening → endpoint; after pages had arrived → network, resumable', async () => {
    // A port that was free a moment ago: nothing listens on it now.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    const h = new CredentialsHolder();
    h.set({ accessKeyId: 'local', secretAccessKey: 'local' });
    const dead = createLiveClient({
      target: { kind: 'endpoint', endpoint: `http://127.0.0.1:${port}` },
      credentials: h
    });
    const error = await dead.listTables({}).catch((e: unknown) => e);
    dead.destroy();
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    const first = classifyError(error, { operation: 'ListTables', target: dead.target });
    expect(first.kind).toBe('endpoint');
    expect(first.message).toBe(
      `http://127.0.0.1:${port} did not answer ListTables (ECONNREFUSED).`
    );
    const later = classifyError(error, { operation: 'Scan', target: dead.target, loaded: true });
    expect(later).toMatchObject({ kind: 'network', resumable: true });
    expect(later.message).toContain('What was loaded is kept.');
  });

  it('credentials cleared → credentials, and nothing is sent', async () => {
    const transport = stubTransport(() => ({ body: {} }));
    const h = new CredentialsHolder();
    const c = createLiveClient({
      target: { kind: 'endpoint', endpoint: dynamo.url },
      credentials: h,
      transport
    });
    const error = await c.scan({ TableName: 'x' }).catch((e: unknown) => e);
    expect(classifyError(error, { operation: 'Scan', target: c.target }).kind).toBe('credentials');
    expect(transport.calls).toEqual([]);
    c.destroy();
  });
});
