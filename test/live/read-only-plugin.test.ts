// Read-only by construction: only the six read operations can leave the app, whichever way a
// command is sent — through the app's own client, or through an SDK client built by hand with the
// same plugin — and whatever command the SDK exports.
import * as sdk from '@aws-sdk/client-dynamodb';
import {
  BatchWriteItemCommand,
  DeleteItemCommand,
  DynamoDBClient,
  ExecuteStatementCommand,
  PutItemCommand,
  ScanCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveClient } from '../../src/live/create-live-client.ts';
import { CredentialsHolder } from '../../src/live/credentials-holder.ts';
import { READ_OPERATIONS, isReadOperation } from '../../src/live/read-operations.ts';
import { guardTransport } from '../../src/live/guard-transport.ts';
import { readOnlyPlugin, targetOperation } from '../../src/live/read-only-plugin.ts';
import { WriteRefusedError } from '../../src/live/write-refused-error.ts';
import { createActiveTable, startDynalite, type LocalDynamo } from './dynalite-server.ts';
import { stubTransport } from './stub-transport.ts';

process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';

/** Every class the SDK exports whose name ends in "Command", except the abstract base. */
type AnyCommand = new (input: object) => Parameters<DynamoDBClient['send']>[0];
const COMMANDS = (Object.entries(sdk) as [string, unknown][]).filter(
  (e): e is [string, AnyCommand] =>
    e[0].endsWith('Command') && e[0] !== '$Command' && typeof e[1] === 'function'
);

function handBuilt(transport: ReturnType<typeof stubTransport>): DynamoDBClient {
  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: 'http://127.0.0.1:9',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestHandler: transport,
    maxAttempts: 1
  });
  client.middlewareStack.use(readOnlyPlugin);
  return client;
}

describe('the allow-list', () => {
  it('is exactly the six read operations', () => {
    expect([...READ_OPERATIONS].sort()).toEqual(
      ['BatchGetItem', 'DescribeTable', 'GetItem', 'ListTables', 'Query', 'Scan'].sort()
    );
  });

  it.each([
    ['Scan', true],
    ['scan', false],
    ['PutItem', false],
    ['ExecuteStatement', false],
    ['Scan ', false],
    ['__proto__', false],
    [undefined, false]
  ])('isReadOperation(%j) is %s', (name, expected) => {
    expect(isReadOperation(name)).toBe(expected);
  });

  it('reads the operation off X-Amz-Target, whatever the header case', () => {
    expect(targetOperation({ headers: { 'X-Amz-Target': 'DynamoDB_20120810.Scan' } })).toBe('Scan');
    expect(targetOperation({ headers: {} })).toBe('(no X-Amz-Target header)');
    expect(
      targetOperation({
        headers: {
          'x-amz-target': 'DynamoDB_20120810.Scan',
          'X-AMZ-TARGET': 'DynamoDB_20120810.PutItem'
        }
      })
    ).toBe('(two X-Amz-Target headers)');
  });
});

describe('every command the SDK exports', () => {
  it('finds the SDK commands (so the sweep below is not empty)', () => {
    expect(COMMANDS.length).toBeGreaterThan(50);
    const names = COMMANDS.map(([n]) => n);
    for (const n of [
      'PutItemCommand',
      'ExecuteStatementCommand',
      'TransactWriteItemsCommand',
      'ScanCommand'
    ])
      expect(names).toContain(n);
  });

  it('only the six read commands get through a hand-built client with the plugin', async () => {
    const transport = stubTransport(() => ({ body: {} }));
    const client = handBuilt(transport);
    const passed: string[] = [];
    const refused: string[] = [];
    for (const [name, Command] of COMMANDS) {
      try {
        await client.send(new Command({}));
        passed.push(name);
      } catch (error) {
        if (error instanceof WriteRefusedError) refused.push(name);
        else passed.push(name); // reached the transport and failed on the empty answer
      }
    }
    client.destroy();
    expect(passed.sort()).toEqual(READ_OPERATIONS.map((o) => `${o}Command`).sort());
    expect(refused.length).toBe(COMMANDS.length - READ_OPERATIONS.length);
    expect(new Set(transport.calls.map((c) => c.operation))).toEqual(new Set(READ_OPERATIONS));
  });

  /** A client where someone else's middleware runs before the guard and rewrites the context. */
  function rewritingClient(
    transport: ReturnType<typeof stubTransport>,
    rewrite: (context: { commandName?: string; __smithy_context?: { operation?: string } }) => void
  ): DynamoDBClient {
    const client = new DynamoDBClient({
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      requestHandler: transport,
      maxAttempts: 1
    });
    client.middlewareStack.add(
      (next, context) => (args) => {
        rewrite(context as never);
        return next(args);
      },
      { step: 'initialize', priority: 'high', name: 'pretendToBeScan' }
    );
    client.middlewareStack.use(readOnlyPlugin);
    return client;
  }

  it('a PutItem posing as ScanCommand is refused: its name and its schema disagree', async () => {
    const transport = stubTransport(() => ({ body: {} }));
    const client = rewritingClient(transport, (c) => (c.commandName = 'ScanCommand'));
    const error = await client
      .send(new PutItemCommand({ TableName: 't', Item: { k: { S: 'v' } } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteRefusedError);
    expect((error as WriteRefusedError).operation).toBe('Scan/PutItem');
    expect(transport.calls).toEqual([]);
    client.destroy();
  });

  it('a PutItem rewriting both its name and its operation is refused by its X-Amz-Target', async () => {
    const transport = stubTransport(() => ({ body: {} }));
    const client = rewritingClient(transport, (c) => {
      c.commandName = 'ScanCommand';
      if (c.__smithy_context) c.__smithy_context.operation = 'Scan';
    });
    const error = await client
      .send(new PutItemCommand({ TableName: 't', Item: { k: { S: 'v' } } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteRefusedError);
    expect((error as Error).message).toContain('"PutItem" (by its X-Amz-Target)');
    expect(transport.calls).toEqual([]);
    client.destroy();
  });

  it("the guard runs before a command's own middleware, so a command cannot rename itself", async () => {
    const transport = stubTransport(() => ({ body: {} }));
    const client = handBuilt(transport);
    const command = new PutItemCommand({ TableName: 't', Item: { k: { S: 'v' } } });
    command.middlewareStack.add(
      (next, context) => (args) => {
        (context as { commandName?: string }).commandName = 'ScanCommand';
        return next(args);
      },
      { step: 'initialize', priority: 'high', name: 'pretendToBeScan' }
    );
    const error = await client.send(command).catch((e: unknown) => e);
    expect((error as WriteRefusedError).operation).toBe('PutItem');
    expect(transport.calls).toEqual([]);
    client.destroy();
  });
});

describe('writes against a real dynalite', () => {
  let dynamo: LocalDynamo;
  beforeAll(async () => {
    dynamo = await startDynalite();
    await createActiveTable(dynamo.seeder, {
      TableName: 'guarded',
      KeySchema: [{ AttributeName: 'k', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'k', AttributeType: 'S' }],
      BillingMode: 'PAY_PER_REQUEST'
    });
  });
  afterAll(() => dynamo.close());

  const writes: (() => object)[] = [
    () => new PutItemCommand({ TableName: 'guarded', Item: { k: { S: 'written' } } }),
    () =>
      new UpdateItemCommand({
        TableName: 'guarded',
        Key: { k: { S: 'written' } },
        UpdateExpression: 'SET n = :n',
        ExpressionAttributeValues: { ':n': { N: '1' } }
      }),
    () =>
      new BatchWriteItemCommand({
        RequestItems: { guarded: [{ PutRequest: { Item: { k: { S: 'written' } } } }] }
      }),
    () =>
      new TransactWriteItemsCommand({
        TransactItems: [{ Put: { TableName: 'guarded', Item: { k: { S: 'written' } } } }]
      }),
    () =>
      new ExecuteStatementCommand({ Statement: `INSERT INTO "guarded" VALUE {'k': 'written'}` }),
    () => new DeleteItemCommand({ TableName: 'guarded', Key: { k: { S: 'x' } } })
  ];

  it('a hand-built client with the plugin cannot write, and the table stays empty', async () => {
    const client = new DynamoDBClient({
      region: 'us-east-1',
      endpoint: dynamo.url,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' }
    });
    client.middlewareStack.use(readOnlyPlugin);
    for (const write of writes)
      await expect(client.send(write() as never)).rejects.toBeInstanceOf(WriteRefusedError);
    // The same client still reads.
    const scanned = await client.send(new ScanCommand({ TableName: 'guarded' }));
    expect(scanned.Count).toBe(0);
    client.destroy();
  });

  it('without the plugin the same writes do reach dynalite (so the test above can fail)', async () => {
    await dynamo.seeder.send(writes[0]!() as never);
    const scanned = await dynamo.seeder.send(new ScanCommand({ TableName: 'guarded' }));
    expect(scanned.Count).toBe(1);
    await dynamo.seeder.send(
      new DeleteItemCommand({ TableName: 'guarded', Key: { k: { S: 'written' } } })
    );
  });

  it("the app's own client exposes no send and only the six reads", async () => {
    const holder = new CredentialsHolder();
    holder.set({ accessKeyId: 'local', secretAccessKey: 'local' });
    const client = createLiveClient({
      target: { kind: 'endpoint', endpoint: dynamo.url },
      credentials: holder
    });
    expect('send' in client).toBe(false);
    expect(Object.keys(client).sort()).toEqual(
      [
        'batchGetItem',
        'describeTable',
        'destroy',
        'getItem',
        'listTables',
        'query',
        'redact',
        'scan',
        'target'
      ].sort()
    );
    // Nothing reachable from the client object is an SDK client that could send.
    const reachable = Object.values(client).filter((v) => typeof v === 'object' && v !== null);
    expect(
      reachable.some((v) => 'send' in (v as object) || 'middlewareStack' in (v as object))
    ).toBe(false);
    expect((await client.scan({ TableName: 'guarded' })).Count).toBe(0);
    client.destroy();
  });

  it("the app's client's transport refuses a request whose target is a write", async () => {
    // Even a request that got past both middlewares (say, a future SDK reordering the steps)
    // stops at the transport the app's client wraps around the SDK's.
    const inner = stubTransport(() => ({ body: {} }));
    const guarded = guardTransport(inner);
    const request = (target: string) => ({
      method: 'POST',
      headers: { 'x-amz-target': target, 'content-type': 'application/x-amz-json-1.0' },
      body: '{}'
    });
    for (const op of ['PutItem', 'BatchWriteItem', 'ExecuteStatement', 'DeleteTable', 'scan'])
      await expect(
        guarded.handle(request(`DynamoDB_20120810.${op}`) as never)
      ).rejects.toBeInstanceOf(WriteRefusedError);
    await expect(
      guarded.handle({ method: 'POST', headers: {}, body: '{}' } as never)
    ).rejects.toBeInstanceOf(WriteRefusedError);
    expect(inner.calls).toEqual([]);
    await guarded.handle(request('DynamoDB_20120810.Query') as never);
    expect(inner.calls.map((c) => c.operation)).toEqual(['Query']);
  });

  it("the app's client sends its reads through the guarded transport", async () => {
    const transport = stubTransport(() => ({ body: {} }));
    const holder = new CredentialsHolder();
    holder.set({ accessKeyId: 'local', secretAccessKey: 'local' });
    const client = createLiveClient({
      target: { kind: 'endpoint', endpoint: 'http://127.0.0.1:9' },
      credentials: holder,
      transport
    });
    await client.scan({ TableName: 'guarded' });
    await client.getItem({ TableName: 'guarded', Key: { k: { S: 'a' } } });
    expect(transport.calls.map((c) => c.operation)).toEqual(['Scan', 'GetItem']);
    client.destroy();
  });
});
