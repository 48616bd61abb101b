import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { entityPositions } from '../../../src/core/graph/entity-positions.ts';
import { item, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

describe('entityPositions', () => {
  it('gives each item, in write order, its entity’s position in the list (-1: none or unlisted)', () => {
    const d = makeDesign(
      [makeTable({ items: [item({ PK: 'x', SK: 'y' })] })],
      [
        makeEntity('A', { PK: 'A#${i}', SK: 'A' }, [item({ i: '1' }), item({ i: '2' })]),
        makeEntity('B', { PK: 'B#${i}', SK: 'B' }, [item({ i: '1' })]),
        makeEntity('C', { PK: 'C#${i}', SK: 'C' }, [item({ i: '1' })])
      ]
    );
    const resolved = analyzeDesign(d).tables[0]!.resolved;
    expect(Array.from(entityPositions(resolved, ['C', 'A']))).toEqual([-1, 1, 1, -1, 0]);
    expect(Array.from(entityPositions(resolved, []))).toEqual([-1, -1, -1, -1, -1]);
  });
});
