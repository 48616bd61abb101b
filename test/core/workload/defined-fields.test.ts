import { describe, expect, it } from 'vitest';
import { definedFields } from '../../../src/core/workload/defined-fields.ts';

describe('definedFields', () => {
  it('leaves out the fields set to undefined and keeps falsy values', () => {
    const o = { pattern: 'p', rate: undefined, hotShare: 0, region: '' };
    expect(definedFields(o)).toEqual({ pattern: 'p', hotShare: 0, region: '' });
    expect('rate' in definedFields(o)).toBe(false);
    expect('rate' in o).toBe(true);
  });
});
