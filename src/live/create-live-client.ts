import {
  BatchGetItemCommand,
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  ListTablesCommand,
  QueryCommand,
  ScanCommand,
  type BatchGetItemCommandInput,
  type BatchGetItemCommandOutput,
  type DescribeTableCommandOutput,
  type GetItemCommandInput,
  type GetItemCommandOutput,
  type ListTablesCommandInput,
  type ListTablesCommandOutput,
  type QueryCommandInput,
  type QueryCommandOutput,
  type ScanCommandInput,
  type ScanCommandOutput
} from '@aws-sdk/client-dynamodb';
import { CredentialsHolder } from './credentials-holder.ts';
import { checkTarget, type CheckedTarget, type LiveTarget } from './live-target.ts';
import { LiveRequestError } from './live-request-error.ts';
import { guardTransport } from './guard-transport.ts';
import type { Transport } from './transport.ts';
import type { HttpHandlerOptions } from '@smithy/types';
import { readOnlyPlugin } from './read-only-plugin.ts';
import { WriteRefusedError } from './write-refused-error.ts';

export interface LiveClientOptions {
  readonly target: LiveTarget;
  /**
   * Credentials to sign with: a holder (the app; memory only, re-read on every change) or
   * `'sdk-default'` (the CLI: the SDK's default provider chain — environment, profile, SSO…).
   */
  readonly credentials: CredentialsHolder | 'sdk-default';
  /** Replaces the HTTP transport, for tests; the read-only guard wraps it all the same. */
  readonly transport?: Transport;
  /** `'node'` (the CLI) skips the checks against the browser's Content-Security-Policy. */
  readonly where?: 'browser' | 'node';
}

/**
 * The six read operations and nothing else: there is no `send`. Errors are LiveRequestErrors
 * (credentials removed from their messages); `classifyError` names them for the user.
 */
export interface LiveClient {
  readonly target: CheckedTarget;
  listTables(input: ListTablesCommandInput, signal?: AbortSignal): Promise<ListTablesCommandOutput>;
  describeTable(table: string, signal?: AbortSignal): Promise<DescribeTableCommandOutput>;
  scan(input: ScanCommandInput, signal?: AbortSignal): Promise<ScanCommandOutput>;
  query(input: QueryCommandInput, signal?: AbortSignal): Promise<QueryCommandOutput>;
  getItem(input: GetItemCommandInput, signal?: AbortSignal): Promise<GetItemCommandOutput>;
  batchGetItem(
    input: BatchGetItemCommandInput,
    signal?: AbortSignal
  ): Promise<BatchGetItemCommandOutput>;
  /** Any text with the current credentials removed. */
  redact(text: string): string;
  /** Close connections; the holder's credentials are the caller's to clear. */
  destroy(): void;
}

/**
 * A read-only DynamoDB client for a target. Every SDK client it makes has `readOnlyPlugin`
 * (refusing other commands before signing) and a transport that refuses any request whose
 * `X-Amz-Target` is off the allow-list. SDK retries are off: the readers back off themselves,
 * with injected jitter, and say so. A holder's credentials are read per request, so new ones
 * (after an expiry) take effect at once and cleared ones stop the next request.
 *
 * @example
 * const holder = new CredentialsHolder();
 * holder.set(EMULATOR_CREDENTIALS);
 * const client = createLiveClient({ target: { kind: 'endpoint', endpoint: 'http://127.0.0.1:8000' }, credentials: holder });
 * (await client.listTables({})).TableNames; // ['battle-royale', …]
 */
export function createLiveClient(options: LiveClientOptions): LiveClient {
  const checked = checkTarget(options.target, options.where);
  if (!checked.ok) throw new Error(checked.error);
  const target = checked.target;
  const holder = options.credentials === 'sdk-default' ? null : options.credentials;
  let sdk: DynamoDBClient | null = null;
  let builtFor = -1;

  const client = (operation: string): DynamoDBClient => {
    if (holder && builtFor !== holder.version) {
      sdk?.destroy();
      sdk = null;
    }
    if (sdk) return sdk;
    const credentials = holder?.reveal();
    if (holder && !credentials)
      throw new LiveRequestError(
        'CredentialsMissing',
        'no credentials are set',
        operation,
        undefined,
        undefined,
        false
      );
    const made = new DynamoDBClient({
      region: target.region,
      ...(target.endpoint ? { endpoint: target.endpoint } : {}),
      ...(credentials
        ? {
            credentials: {
              accessKeyId: credentials.accessKeyId,
              secretAccessKey: credentials.secretAccessKey,
              ...(credentials.sessionToken ? { sessionToken: credentials.sessionToken } : {})
            }
          }
        : {}),
      ...(options.transport ? { requestHandler: options.transport } : {}),
      maxAttempts: 1,
      endpointDiscoveryEnabled: false
    });
    made.middlewareStack.use(readOnlyPlugin);
    made.config.requestHandler = guardTransport(made.config.requestHandler as Transport);
    sdk = made;
    builtFor = holder?.version ?? 0;
    return made;
  };

  const redact = (text: string): string => (holder ? holder.redact(text) : text);

  async function call<O>(
    operation: string,
    send: (sdk: DynamoDBClient, options: HttpHandlerOptions) => Promise<O>,
    signal: AbortSignal | undefined
  ): Promise<O> {
    try {
      return await send(client(operation), signal ? { abortSignal: signal } : {});
    } catch (error) {
      throw safeError(error, operation, redact, signal);
    }
  }

  return {
    target,
    listTables: (input, signal) =>
      call('ListTables', (c, o) => c.send(new ListTablesCommand(input), o), signal),
    describeTable: (table, signal) =>
      call(
        'DescribeTable',
        (c, o) => c.send(new DescribeTableCommand({ TableName: table }), o),
        signal
      ),
    scan: (input, signal) => call('Scan', (c, o) => c.send(new ScanCommand(input), o), signal),
    query: (input, signal) => call('Query', (c, o) => c.send(new QueryCommand(input), o), signal),
    getItem: (input, signal) =>
      call('GetItem', (c, o) => c.send(new GetItemCommand(input), o), signal),
    batchGetItem: (input, signal) =>
      call('BatchGetItem', (c, o) => c.send(new BatchGetItemCommand(input), o), signal),
    redact,
    destroy() {
      sdk?.destroy();
      sdk = null;
    }
  };
}

/** Keep the name, code and status; remove credentials from the message; drop the rest. */
function safeError(
  error: unknown,
  operation: string,
  redact: (text: string) => string,
  signal: AbortSignal | undefined
): Error {
  if (error instanceof WriteRefusedError || error instanceof LiveRequestError) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
    cause?: { code?: unknown };
    $metadata?: { httpStatusCode?: unknown };
  };
  const name = typeof e.name === 'string' ? e.name : 'Error';
  const message = redact(typeof e.message === 'string' ? e.message : String(error));
  const code =
    typeof e.code === 'string'
      ? e.code
      : typeof e.cause?.code === 'string'
        ? e.cause.code
        : undefined;
  const status =
    typeof e.$metadata?.httpStatusCode === 'number' ? e.$metadata.httpStatusCode : undefined;
  const aborted = name === 'AbortError' || signal?.aborted === true;
  return new LiveRequestError(name, message, operation, code, status, aborted);
}
