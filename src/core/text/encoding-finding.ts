import type { Finding } from '../model/finding.ts';
import type { Utf8Error } from './decode-utf8.ts';

/**
 * The finding for a file whose bytes are not UTF-8, as every loader of bytes reports it (design
 * files, lesson files): code `file.encoding`, at the document's root, with `decodeUtf8`'s
 * sentence (the byte offset, line and column).
 *
 * @example
 * const decoded = decodeUtf8(bytes);
 * if (!decoded.ok) return { ok: false, findings: [encodingFinding(decoded.error)] };
 */
export function encodingFinding(error: Utf8Error): Finding {
  return { severity: 'error', code: 'file.encoding', message: error.message, path: '$' };
}
