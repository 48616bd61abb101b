import { describe, expect, it } from 'vitest';
import type { Design } from '../../../src/core/model/design.ts';
import { patchPatternLoad } from '../../../src/core/workload/patch-pattern-load.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');

describe('patchPatternLoad', () => {
  it('changes one entry in place and keeps the others', () => {
    const w = patchPatternLoad(gaming, 'Get game metadata', { rate: 7, keys: { kind: 'uniform' } });
    expect(w.accessPatterns.map((l) => l.pattern)).toEqual(
      gaming.workload!.accessPatterns.map((l) => l.pattern)
    );
    expect(w.accessPatterns[1]).toEqual({
      pattern: 'Get game metadata',
      rate: 7,
      keys: { kind: 'uniform' }
    });
  });

  it('drops a field set to undefined, and an entry left with only its name', () => {
    const d: Design = {
      ...gaming,
      workload: patchPatternLoad(gaming, 'Get game metadata', { keys: { kind: 'uniform' } })
    };
    expect(patchPatternLoad(d, 'Get game metadata', { keys: undefined }).accessPatterns[1]).toEqual(
      {
        pattern: 'Get game metadata',
        rate: 40
      }
    );
    const bare: Design = { ...gaming, workload: undefined };
    expect(patchPatternLoad(bare, 'Get user profile', { rate: undefined }).accessPatterns).toEqual(
      []
    );
  });
});
