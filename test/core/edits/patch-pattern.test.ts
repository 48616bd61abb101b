import { describe, expect, it } from 'vitest';
import { patchPattern } from '../../../src/core/edits/patch-pattern.ts';
import { example } from '../../helpers/example.ts';

describe('patchPattern', () => {
  const pattern = example('gaming').accessPatterns[2]!;

  it('sets fields and drops optional ones set to undefined, leaving the input as it was', () => {
    const before = JSON.stringify(pattern);
    const next = patchPattern(pattern, { limit: undefined, sortKey: undefined, description: 'd' });
    expect('limit' in next).toBe(false);
    expect('sortKey' in next).toBe(false);
    expect(next.description).toBe('d');
    expect(next.partitionKey).toBe(pattern.partitionKey);
    expect(JSON.stringify(pattern)).toBe(before);
  });
});
