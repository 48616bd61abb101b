import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BEND_STEP, edgeBends } from '../../../src/core/graph/edge-bends.ts';

const e = (source: string, target: string) => ({ source, target });
const h = BEND_STEP / 2;

describe('edgeBends', () => {
  it.each([
    ['a lone edge stays straight', [e('a', 'b')], [0]],
    ['two alike bow to either side', [e('a', 'b'), e('a', 'b')], [-h, h]],
    ['an edge and its reverse bow apart', [e('a', 'b'), e('b', 'a')], [-h, -h]],
    [
      'three: one straight between two',
      [e('a', 'b'), e('b', 'a'), e('a', 'b')],
      [-2 * h, 0, 2 * h]
    ],
    ['loops and other pairs stay straight', [e('a', 'a'), e('a', 'a'), e('a', 'c')], [0, 0, 0]],
    ['no edges', [], []]
  ])('%s', (_, edges, bends) => {
    expect(edgeBends(edges)).toEqual(bends);
  });

  it('draws every edge of a pair apart: distinct bends, measured one way', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.constantFrom('a', 'b', 'c')), {
          maxLength: 12
        }),
        (pairs) => {
          const edges = pairs.map(([s, t]) => e(s, t));
          const bends = edgeBends(edges);
          expect(bends).toHaveLength(edges.length);
          const seen = new Map<string, Set<number>>();
          edges.forEach((edge, i) => {
            if (edge.source === edge.target) return expect(bends[i]).toBe(0);
            const flip = edge.source > edge.target;
            const key = flip ? `${edge.target}|${edge.source}` : `${edge.source}|${edge.target}`;
            const one = flip ? -bends[i]! : bends[i]!;
            const set = seen.get(key) ?? new Set<number>();
            expect(set.has(one)).toBe(false);
            seen.set(key, set.add(one));
          });
        }
      ),
      { seed: 11, numRuns: 200 }
    );
  });

  it('leaves its input alone', () => {
    const edges = Object.freeze([Object.freeze(e('a', 'b')), Object.freeze(e('a', 'b'))]);
    expect(() => edgeBends(edges)).not.toThrow();
  });
});
