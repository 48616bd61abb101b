import { describe, expect, it } from 'vitest';
import { patchEntityLoad } from '../../../src/core/workload/patch-entity-load.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');

describe('patchEntityLoad', () => {
  it('adds an entity’s load', () => {
    const w = patchEntityLoad(gaming, 'Game', { writeRate: 3 });
    expect(w.entities).toEqual([{ entity: 'Game', writeRate: 3 }]);
  });
});
