import { describe, expect, it } from 'vitest';
import { fitToScreen } from '../../../src/core/graph/fit-to-screen.ts';

describe('fitToScreen', () => {
  it.each([
    [
      'wide box, limited by width',
      { x0: 0, y0: 0, x1: 400, y1: 100 },
      220,
      220,
      10,
      2,
      { x: 10, y: 85, k: 0.5 }
    ],
    [
      'small box, capped at maxScale',
      { x0: 0, y0: 0, x1: 100, y1: 50 },
      220,
      220,
      10,
      2,
      { x: 10, y: 60, k: 2 }
    ],
    [
      'box off the origin, centred',
      { x0: -50, y0: 100, x1: 50, y1: 300 },
      400,
      200,
      0,
      4,
      { x: 200, y: -100, k: 1 }
    ],
    ['a single point', { x0: 5, y0: 5, x1: 5, y1: 5 }, 100, 100, 10, 3, { x: 35, y: 35, k: 3 }],
    [
      'a viewport smaller than the padding',
      { x0: 0, y0: 0, x1: 10, y1: 10 },
      10,
      10,
      20,
      2,
      { x: 4.5, y: 4.5, k: 0.1 }
    ]
  ])('%s', (_, bounds, w, h, padding, maxScale, expected) => {
    const t = fitToScreen(bounds, w, h, padding, maxScale);
    expect(t.k).toBeCloseTo(expected.k, 9);
    expect(t.x).toBeCloseTo(expected.x, 9);
    expect(t.y).toBeCloseTo(expected.y, 9);
  });

  it('puts the box inside the viewport, padding kept', () => {
    const b = { x0: -300, y0: -120, x1: 260, y1: 410 };
    const t = fitToScreen(b, 1280, 720, 24, 2);
    const screen = (x: number, y: number) => [t.k * x + t.x, t.k * y + t.y];
    const [sx0, sy0] = screen(b.x0, b.y0);
    const [sx1, sy1] = screen(b.x1, b.y1);
    expect(Math.min(sx0!, sy0!)).toBeGreaterThanOrEqual(24 - 1e-9);
    expect(sx1!).toBeLessThanOrEqual(1280 - 24 + 1e-9);
    expect(sy1!).toBeLessThanOrEqual(720 - 24 + 1e-9);
  });
});
