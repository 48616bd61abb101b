import type { ReadProblem } from '../core/reading/read-problem.ts';
import type { CheckedTarget } from './live-target.ts';
import { LiveRequestError } from './live-request-error.ts';
import { WriteRefusedError } from './write-refused-error.ts';

/** What the classifier knows about the request that failed. */
export interface FailureContext {
  readonly operation: string;
  readonly target: CheckedTarget;
  readonly table?: string;
  readonly index?: string;
  /** True once some pages of this read had arrived: a network error then is a dropped connection. */
  readonly loaded?: boolean;
  /** From `probeEndpoint` after a browser fetch failure: the server answered a no-cors request. */
  readonly reachable?: boolean;
  /** The page's origin, for the CORS fix (e.g. `http://127.0.0.1:5173`). */
  readonly origin?: string;
}

const CREDENTIALS = new Set([
  'UnrecognizedClientException',
  'InvalidSignatureException',
  'ExpiredTokenException',
  'ExpiredToken',
  'InvalidClientTokenId',
  'MissingAuthenticationTokenException',
  'MissingAuthenticationToken',
  'IncompleteSignatureException',
  'SignatureDoesNotMatch',
  'InvalidAccessKeyId',
  'CredentialsProviderError',
  'CredentialsMissing'
]);
const THROTTLING = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'Throttling',
  'TooManyRequestsException'
]);
const SOCKET = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED'
]);

/**
 * Name a failed live request plainly, with the fix: a wrong endpoint, CORS refused, credentials
 * invalid or expired, AccessDenied on one action (and the IAM permission it needs), throttling,
 * a dropped connection, a missing table. Messages carry no credentials (LiveRequestError has
 * removed them) and say what was loaded is kept where that is so.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Programming.Errors.html
 *
 * @example
 * classifyError(expiredTokenError, { operation: 'Scan', target }).kind; // 'credentials'
 */
export function classifyError(error: unknown, context: FailureContext): ReadProblem {
  const { operation, target } = context;
  const where = target.endpoint ?? `DynamoDB in ${target.region}`;
  const what = context.index
    ? `index "${context.index}" of table "${context.table}"`
    : context.table
      ? `table "${context.table}"`
      : 'the tables';
  const keep = context.loaded ? ' What was loaded is kept.' : '';
  if (error instanceof WriteRefusedError)
    return {
      kind: 'refused-write',
      operation: error.operation,
      message: error.message,
      fix: 'Keyscope only reads; make the change with the AWS console, CLI or your own code.',
      code: error.name,
      resumable: false
    };
  const e = error instanceof LiveRequestError ? error : undefined;
  const name = e?.name ?? (error instanceof Error ? error.name : 'Error');
  const message = e?.message ?? '';
  const base = { operation, code: name };
  if (CREDENTIALS.has(name))
    return {
      ...base,
      kind: 'credentials',
      message:
        name === 'CredentialsMissing' || name === 'CredentialsProviderError'
          ? `No credentials to sign ${operation} with for ${where}.${keep}`
          : name.startsWith('Expired')
            ? `The credentials have expired (${name}).${keep}`
            : `${where} does not accept these credentials (${name}).${keep}`,
      fix: target.local
        ? 'Emulators accept any access key and secret; enter any, e.g. "local" and "local".'
        : 'Paste new credentials, e.g. the output of "aws configure export-credentials --format env" after "aws sso login"; check the region matches the account.',
      resumable: true
    };
  if (name === 'AccessDeniedException')
    return {
      ...base,
      kind: 'access-denied',
      message: `These credentials may not call ${operation} on ${what} (AccessDeniedException).${keep}`,
      fix: `Ask for the IAM permission dynamodb:${operation} on the table's ARN and its index/* (the read-only policy in the connect dialog grants exactly these).`,
      permission: `dynamodb:${operation}`,
      resumable: true
    };
  if (THROTTLING.has(name))
    return {
      ...base,
      kind: 'throttled',
      message: `DynamoDB throttled ${operation} on ${what} (${name}) and kept doing so after backing off.${keep}`,
      fix: 'Lower the read budget, or try again later; reading resumes from the last key.',
      resumable: true
    };
  if (name === 'ResourceNotFoundException')
    return {
      ...base,
      kind: 'not-found',
      message: `${what[0]!.toUpperCase()}${what.slice(1)} does not exist at ${where}.`,
      fix:
        target.kind === 'region'
          ? 'Check the table name and the region; a table lives in one region only.'
          : 'Check the table name, and the region the emulator was given (DynamoDB Local keeps tables per region and access key unless started with -sharedDb).',
      resumable: false
    };
  if (name === 'ValidationException')
    return {
      ...base,
      kind: 'invalid-request',
      message: `DynamoDB refused the ${operation} request: ${message}`,
      fix: 'Change the key condition or the options named in the message.',
      resumable: false
    };
  // The SDK could not read the answer as DynamoDB's: not JSON (a web page), or JSON with no
  // DynamoDB error type.
  if (
    (name === 'SyntaxError' && /Deserialization error/.test(message)) ||
    name === 'Unknown' ||
    name === 'UnknownError'
  )
    return {
      ...base,
      kind: 'not-dynamodb',
      message: `${where} answered ${operation}${e?.status ? ` with HTTP ${e.status}` : ''}, but not as DynamoDB does (${name === 'SyntaxError' ? 'the answer is not JSON' : 'no DynamoDB error type in the answer'}).`,
      fix: 'Check the URL: it must be the DynamoDB endpoint itself, e.g. http://localhost:8000 for DynamoDB Local or dynalite, http://localhost:4566 for LocalStack; not a web page or another service.',
      resumable: false
    };
  // The browser refused to build the request: a header (the session token) holds a character
  // a header cannot carry. The connect dialog says which field before this can happen.
  if (name === 'TypeError' && /Headers/.test(message))
    return {
      ...base,
      kind: 'credentials',
      message: `The browser could not send ${operation}: a credential holds a character an HTTP header cannot carry.`,
      fix: 'Paste the credentials again as the AWS CLI prints them (plain ASCII: no emoji, curly quote or line break).',
      resumable: true
    };
  const socket = e?.code && SOCKET.has(e.code) ? e.code : undefined;
  const fetchFailed = name === 'TypeError' && /fetch|network|load failed/i.test(message);
  if (socket || fetchFailed || name === 'TimeoutError' || /socket hang up/i.test(message)) {
    if (context.loaded)
      return {
        ...base,
        code: socket ?? name,
        kind: 'network',
        message: `The connection to ${where} dropped during ${operation} (${socket ?? message}). What was loaded is kept.`,
        fix: 'Check the network, then resume: reading goes on from the last key.',
        resumable: true
      };
    if (fetchFailed && target.endpoint && context.reachable)
      return {
        ...base,
        kind: 'cors',
        message: `${target.endpoint} answered, but refused this page's origin${context.origin ? ` (${context.origin})` : ''}: its CORS settings do not allow it.`,
        fix: `DynamoDB Local: start it with "-cors *" (or "-cors ${context.origin ?? '<this page’s origin>'}"). LocalStack: set EXTRA_CORS_ALLOWED_ORIGINS=${context.origin ?? '<this page’s origin>'} and restart it. dynalite allows every origin.`,
        resumable: true
      };
    return {
      ...base,
      code: socket ?? name,
      kind: 'endpoint',
      message: `${where} did not answer ${operation} (${socket ?? message}).`,
      fix: target.endpoint
        ? `Check the URL and that the emulator is running there ("npm start" runs the embedded one). In a browser, an emulator that refuses this page's origin looks the same: DynamoDB Local needs "-cors *", LocalStack EXTRA_CORS_ALLOWED_ORIGINS=${context.origin ?? '<this page’s origin>'}.`
        : 'Check the network connection and the region.',
      resumable: true
    };
  }
  if (e?.status !== undefined && e.status >= 500)
    return {
      ...base,
      kind: 'network',
      message: `${where} failed ${operation} with HTTP ${e.status} (${name}).${keep}`,
      fix: 'Try again; reading resumes from the last key.',
      resumable: true
    };
  return {
    ...base,
    kind: 'unknown',
    message: `${operation} failed at ${where}: ${name}${message ? `: ${message}` : ''}.${keep}`,
    fix: 'Try again; if it keeps failing, the message above is what DynamoDB or the browser said.',
    resumable: true
  };
}
