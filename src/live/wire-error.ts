import { LiveRequestError } from './live-request-error.ts';
import { WriteRefusedError } from './write-refused-error.ts';

/**
 * A failed request as it crosses from the live worker to the page and back: structured clone
 * keeps an Error's name and message but not its class or fields, and `classifyError` reads both.
 */
export type WireError =
  | { readonly kind: 'refused'; readonly operation: string; readonly message: string }
  | {
      readonly kind: 'request';
      readonly name: string;
      readonly message: string;
      readonly operation: string;
      readonly code?: string;
      readonly status?: number;
      readonly aborted: boolean;
    }
  | { readonly kind: 'other'; readonly name: string; readonly message: string };

/**
 * An error as plain data (the live client's errors already hold nothing secret).
 *
 * @example
 * errorFromWire(errorToWire(new LiveRequestError('AccessDeniedException', '…', 'Scan', undefined, 400, false)));
 */
export function errorToWire(error: unknown): WireError {
  if (error instanceof WriteRefusedError)
    return { kind: 'refused', operation: error.operation, message: error.message };
  if (error instanceof LiveRequestError)
    return {
      kind: 'request',
      name: error.name,
      message: error.message,
      operation: error.operation,
      ...(error.code !== undefined ? { code: error.code } : {}),
      ...(error.status !== undefined ? { status: error.status } : {}),
      aborted: error.aborted
    };
  return error instanceof Error
    ? { kind: 'other', name: error.name, message: error.message }
    : { kind: 'other', name: 'Error', message: String(error) };
}

/** The error `errorToWire` was made from, of the same class, name, message and fields. */
export function errorFromWire(wire: WireError): Error {
  if (wire.kind === 'refused') {
    const refused = new WriteRefusedError(wire.operation, '');
    refused.message = wire.message;
    return refused;
  }
  if (wire.kind === 'request')
    return new LiveRequestError(
      wire.name,
      wire.message,
      wire.operation,
      wire.code,
      wire.status,
      wire.aborted
    );
  const other = new Error(wire.message);
  other.name = wire.name;
  return other;
}
