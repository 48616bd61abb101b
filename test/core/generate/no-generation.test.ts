import { describe, expect, it } from 'vitest';
import { NO_GENERATION } from '../../../src/core/generate/no-generation.ts';
import { withGeneration } from '../../../src/core/generate/with-generation.ts';
import { example } from '../../helpers/example.ts';

describe('NO_GENERATION', () => {
  it('generates nothing, so a design carrying it carries no settings', () => {
    expect(NO_GENERATION.runs).toEqual([]);
    const gaming = example('gaming');
    expect(withGeneration(gaming, NO_GENERATION)).toBe(gaming);
  });
});
