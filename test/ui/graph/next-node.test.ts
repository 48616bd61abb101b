import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextNode } from '../../../src/ui/graph/next-node.ts';

//   0 (0,0)      1 (100,10)
//   2 (10,100)   3 (120,90)      4 (300, -200) far up-right
const spots = [
  { x: 0, y: 0 },
  { x: 100, y: 10 },
  { x: 10, y: 100 },
  { x: 120, y: 90 },
  { x: 300, y: -200 }
];

describe('nextNode', () => {
  it.each([
    [0, 'ArrowRight', 1],
    [0, 'ArrowDown', 2],
    [1, 'ArrowLeft', 0],
    [1, 'ArrowDown', 3],
    [3, 'ArrowUp', 1],
    [3, 'ArrowLeft', 2],
    [2, 'ArrowRight', 3],
    // Nothing within 45° upwards of 0: the nearest node above it at all.
    [0, 'ArrowUp', 4],
    [4, 'ArrowRight', -1],
    [0, 'ArrowLeft', -1],
    [3, 'Home', 0],
    [0, 'End', 4],
    [0, 'Enter', -1],
    [0, 'a', -1]
  ])('from %i, %s goes to %i', (from, key, to) => {
    expect(nextNode(spots, from, key)).toBe(to);
  });

  it('has nowhere to go in an empty graph or from a node that is not there', () => {
    expect(nextNode([], 0, 'Home')).toBe(-1);
    expect(nextNode(spots, 9, 'ArrowRight')).toBe(-1);
  });

  it('always moves the way the arrow points, to another node', () => {
    const point = fc.record({
      x: fc.integer({ min: -500, max: 500 }),
      y: fc.integer({ min: -500, max: 500 })
    });
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.constantFrom('ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown'),
        (nodes, i, key) => {
          const from = i % nodes.length;
          const to = nextNode(nodes, from, key);
          if (to < 0) return;
          expect(to).not.toBe(from);
          const dx = nodes[to]!.x - nodes[from]!.x;
          const dy = nodes[to]!.y - nodes[from]!.y;
          const along = { ArrowRight: dx, ArrowLeft: -dx, ArrowDown: dy, ArrowUp: -dy }[key];
          expect(along).toBeGreaterThan(0);
        }
      ),
      { seed: 3, numRuns: 300 }
    );
  });
});
