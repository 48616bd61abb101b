import { describe, expect, it } from 'vitest';
import { withGeneration } from '../../../src/core/generate/with-generation.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');
const settings = { runs: [{ perEntity: 10, seed: 1 }] };

describe('withGeneration', () => {
  it('attaches settings with a run or a rule', () => {
    expect(withGeneration(gaming, settings)).toEqual({ ...gaming, generation: settings });
    const rules = { runs: [], rules: [{ entity: 'User', attribute: 'name', values: ['A'] }] };
    expect(withGeneration(gaming, rules).generation).toBe(rules);
  });

  it('gives the same design back when nothing changes', () => {
    expect(withGeneration(gaming, { runs: [] })).toBe(gaming);
    const carried = withGeneration(gaming, settings);
    expect(withGeneration(carried, settings)).toBe(carried);
  });

  it('drops the field for empty settings, never changing its input', () => {
    const carried = withGeneration(gaming, settings);
    const bare = withGeneration(carried, { runs: [] });
    expect('generation' in bare).toBe(false);
    expect(carried.generation).toBe(settings);
  });
});
