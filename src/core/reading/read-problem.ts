/**
 * Why a read of a live table stopped, as plain data the studio can show and act on. Every kind
 * keeps what was already loaded; `resumable` says whether reading on from the last key makes sense
 * once the cause is fixed.
 */
export type ReadProblemKind =
  /** Nothing answered at the endpoint: wrong URL, emulator not running, offline. */
  | 'endpoint'
  /** Something answered at the endpoint, but not as DynamoDB does (a web page, another service). */
  | 'not-dynamodb'
  /** The endpoint answered but refused this page's origin (CORS). */
  | 'cors'
  /** The endpoint is outside what the app's Content-Security-Policy lets it call. */
  | 'blocked'
  /** Credentials missing, invalid, expired or signed wrongly. */
  | 'credentials'
  /** The credentials work but lack the IAM permission for one action. */
  | 'access-denied'
  /** Still throttled after the reader backed off and retried. */
  | 'throttled'
  /** The connection dropped in the middle of a read. */
  | 'network'
  /** The table or index does not exist (in this region, at this endpoint). */
  | 'not-found'
  /** DynamoDB refused the request itself (a ValidationException). */
  | 'invalid-request'
  /** The app refused to send a command outside its read-only allow-list. */
  | 'refused-write'
  | 'unknown';

export interface ReadProblem {
  readonly kind: ReadProblemKind;
  /** The DynamoDB action that failed, e.g. `Scan`. */
  readonly operation: string;
  /** What went wrong, in a sentence naming the endpoint, table or action. Never a secret. */
  readonly message: string;
  /** What to do about it. */
  readonly fix: string;
  /** For `access-denied`: the IAM permission the action needs, e.g. `dynamodb:Scan`. */
  readonly permission?: string;
  /** The error's name as AWS or the browser gave it, e.g. `ExpiredTokenException`. */
  readonly code?: string;
  /** True when the same read may go on from its last key once the cause is fixed. */
  readonly resumable: boolean;
}
