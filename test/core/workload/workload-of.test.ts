import { describe, expect, it } from 'vitest';
import { workloadOf } from '../../../src/core/workload/workload-of.ts';
import { example } from '../../helpers/example.ts';

describe('workloadOf', () => {
  it("is the design's workload, or an empty one", () => {
    const gaming = example('gaming');
    expect(workloadOf(gaming)).toBe(gaming.workload);
    expect(workloadOf({ ...gaming, workload: undefined })).toEqual({
      accessPatterns: [],
      entities: []
    });
  });
});
