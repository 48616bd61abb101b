import { describe, expect, it } from 'vitest';
import { decodeUtf8 } from '../../../src/core/text/decode-utf8.ts';
import { encodingFinding } from '../../../src/core/text/encoding-finding.ts';

describe('encodingFinding', () => {
  it('is an error at the root with decodeUtf8’s sentence', () => {
    const decoded = decodeUtf8(new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x7d]));
    if (decoded.ok) throw new Error('decoded');
    expect(encodingFinding(decoded.error)).toEqual({
      severity: 'error',
      code: 'file.encoding',
      message: decoded.error.message,
      path: '$'
    });
    expect(decoded.error.message).toMatch(/byte offset 2/);
  });
});
