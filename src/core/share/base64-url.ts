import { decodeBase64, encodeBase64 } from '../keys/base64.ts';

/** Bytes as base64url without padding (RFC 4648 §5): safe in a URL fragment as it is. */
export function toBase64Url(bytes: Uint8Array): string {
  return encodeBase64(bytes).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/**
 * Bytes from unpadded base64url, or where it goes wrong: the 0-based index of the first
 * character base64url does not use, or -1 when the length cannot be base64 (a cut link).
 */
export function fromBase64Url(text: string): Uint8Array | { bad: number } {
  const bad = text.search(/[^A-Za-z0-9_-]/);
  if (bad >= 0) return { bad };
  if (text.length % 4 === 1) return { bad: -1 };
  const bytes = decodeBase64(text.replace(/-/g, '+').replace(/_/g, '/'));
  return bytes ?? { bad: -1 };
}
