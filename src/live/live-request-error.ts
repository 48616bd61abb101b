/**
 * A failed live request, rebuilt from the SDK's or the browser's error with only what is safe
 * to keep: the error's name and code, the HTTP status, and a message with every credential
 * removed. The original (whose raw response may echo a session token) is dropped.
 */
export class LiveRequestError extends Error {
  override readonly name: string;
  constructor(
    name: string,
    message: string,
    readonly operation: string,
    /** Node's socket error code (ECONNREFUSED…), when there is one. */
    readonly code: string | undefined,
    /** The HTTP status DynamoDB answered with, when it answered. */
    readonly status: number | undefined,
    /** True when the request was stopped by its AbortSignal. */
    readonly aborted: boolean
  ) {
    super(message);
    this.name = name;
  }
}
