import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../../src/core/text/unique-name.ts';

describe('uniqueName', () => {
  it('numbers from 1, skipping taken names', () => {
    expect(uniqueName('GSI', [])).toBe('GSI1');
    expect(uniqueName('GSI', ['GSI1', 'GSI2'])).toBe('GSI3');
    expect(uniqueName('GSI', ['GSI2'])).toBe('GSI1');
  });
});
