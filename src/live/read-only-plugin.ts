import type {
  BuildMiddleware,
  HandlerExecutionContext,
  InitializeMiddleware,
  Pluggable
} from '@smithy/types';
import type { ServiceInputTypes, ServiceOutputTypes } from '@aws-sdk/client-dynamodb';
import { isReadOperation, TARGET_PREFIX } from './read-operations.ts';
import { WriteRefusedError } from './write-refused-error.ts';

const SMITHY_CONTEXT = '__smithy_context';

/** The operation a command says it is, from the context the SDK gives every middleware. */
function operationOf(context: HandlerExecutionContext): string {
  const fromName = context.commandName?.replace(/Command$/, '');
  const smithy = (context as Record<string, unknown>)[SMITHY_CONTEXT] as
    { operation?: unknown } | undefined;
  const fromSchema = typeof smithy?.operation === 'string' ? smithy.operation : undefined;
  // Both must agree when both are there: a command claiming one name and carrying another
  // operation's schema is refused.
  if (fromName && fromSchema && fromName !== fromSchema) return `${fromName}/${fromSchema}`;
  return fromSchema ?? fromName ?? '(unnamed command)';
}

/** First in the chain: refuse before the request is even serialized. */
const refuseByName: InitializeMiddleware<ServiceInputTypes, ServiceOutputTypes> =
  (next, context) => async (args) => {
    const operation = operationOf(context);
    if (!isReadOperation(operation)) throw new WriteRefusedError(operation, 'by its command name');
    return next(args);
  };

/**
 * Last in the build step, after serialization and before signing (finalizeRequest): the
 * serialized request's `X-Amz-Target` header is what DynamoDB acts on, so check that too.
 */
const refuseByTarget: BuildMiddleware<ServiceInputTypes, ServiceOutputTypes> =
  (next) => async (args) => {
    const operation = targetOperation(args.request);
    if (!isReadOperation(operation)) throw new WriteRefusedError(operation, 'by its X-Amz-Target');
    return next(args);
  };

/** The operation an outgoing HTTP request asks DynamoDB for, from its `X-Amz-Target` header. */
export function targetOperation(request: unknown): string {
  const headers = (request as { headers?: Record<string, string> } | null)?.headers ?? {};
  let target: string | undefined;
  for (const name of Object.keys(headers))
    if (name.toLowerCase() === 'x-amz-target') {
      if (target !== undefined) return '(two X-Amz-Target headers)';
      target = headers[name];
    }
  if (target === undefined) return '(no X-Amz-Target header)';
  return target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : target;
}

/**
 * The read-only guard as an SDK plugin: `client.middlewareStack.use(readOnlyPlugin)`. It refuses
 * every command outside READ_OPERATIONS in the initialize step (by the command's name and
 * schema) and again in the build step (by the serialized request's target), both before the
 * request is signed. `createLiveClient` installs it on every client it makes.
 *
 * @example
 * const sdk = new DynamoDBClient({ region: 'us-east-1' });
 * sdk.middlewareStack.use(readOnlyPlugin);
 * // Any command outside the read allow-list (a put, an update, a delete…) now throws
 * // WriteRefusedError before it is signed; reads go through.
 * await sdk.send(new GetItemCommand({ TableName: 't', Key: { PK: { S: 'a' } } }));
 */
export const readOnlyPlugin: Pluggable<ServiceInputTypes, ServiceOutputTypes> = {
  applyToStack(stack) {
    stack.add(refuseByName, {
      step: 'initialize',
      priority: 'high',
      name: 'keyscopeReadOnlyByName',
      tags: ['KEYSCOPE_READ_ONLY']
    });
    stack.add(refuseByTarget, {
      step: 'build',
      priority: 'low',
      name: 'keyscopeReadOnlyByTarget',
      tags: ['KEYSCOPE_READ_ONLY']
    });
  }
};
