import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../src/core/text/format-bytes.ts';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [612, '612 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [4200, '4.1 KB'],
    [400 * 1024, '400.0 KB'],
    [2.3 * 1024 * 1024, '2.3 MB']
  ])('%d bytes read %j', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
