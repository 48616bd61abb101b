import { describe, expect, it } from 'vitest';
import { focusEdgesText, nodeAt, paintRaster } from '../../../src/ui/graph/paint-raster.ts';
import type { Scene, SceneNode } from '../../../src/ui/graph/graph-scene.ts';
import type { RasterLayers } from '../../../src/ui/graph/raster-layers.ts';

describe('nodeAt', () => {
  const nodes = [
    { x: 0, y: 0, r: 10 },
    { x: 5, y: 0, r: 10 }
  ];
  it('finds the last drawn node under the point', () => {
    expect(nodeAt(nodes, 2, 0)).toBe(1);
    expect(nodeAt(nodes, -8, 0)).toBe(0);
  });
  it('is -1 off every node', () => {
    expect(nodeAt(nodes, 0, 30)).toBe(-1);
    expect(nodeAt([], 0, 0)).toBe(-1);
  });
});

describe('focusEdgesText', () => {
  it('names the first six edges and counts the rest', () => {
    expect(focusEdgesText('User', [])).toBe('User: 0 edges');
    expect(focusEdgesText('User', [{ name: 'User plays Game' }])).toBe(
      'User: 1 edge — User plays Game'
    );
    const eight = Array.from({ length: 8 }, (_, i) => ({ name: `e${i}` }));
    expect(focusEdgesText('Game', eight)).toBe(
      'Game: 8 edges — e0; e1; e2; e3; e4; e5; and 2 more'
    );
  });
});

/** A 2D context that records the calls and colours that matter here. */
function recorder() {
  const calls: string[] = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (target, key) =>
      key in target
        ? target[key as string]
        : (...args: unknown[]) => void calls.push(`${String(key)}(${args.join(',')})`),
    set: (target, key, value) => {
      target[key as string] = value;
      calls.push(`${String(key)}=${String(value)}`);
      return true;
    }
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

const node = (over: Partial<SceneNode>): SceneNode =>
  ({
    id: 'n',
    label: 'N',
    x: 10,
    y: 10,
    r: 10,
    errors: 0,
    warnings: 0,
    heat: null,
    ...over
  }) as SceneNode;

function frame(nodes: SceneNode[], k: number, focused: SceneNode | null = null) {
  const layers = {
    edges: new Map(),
    arrows: new Map(),
    nodes: new Map(),
    rings: 'rings',
    clusterRings: 'clusterRings'
  } as unknown as RasterLayers;
  return {
    scene: { nodes, edges: [] } as unknown as Scene,
    layers,
    transform: { x: 0, y: 0, k },
    width: 100,
    height: 100,
    dpr: 2,
    colours: new Map([['--focus', 'blue'] as const]),
    focused
  };
}

describe('paintRaster', () => {
  it('labels the nodes on screen only when zoomed in enough to read them', () => {
    const nodes = [node({ label: 'Here' }), node({ id: 'far', label: 'Far', x: 500 })];
    const near = recorder();
    paintRaster(near.ctx, frame(nodes, 1));
    expect(near.calls).toContain('setTransform(2,0,0,2,0,0)');
    expect(near.calls.filter((c) => c.startsWith('fillText'))).toEqual(['fillText(Here,10,35)']);
    const small = recorder();
    paintRaster(small.ctx, frame(nodes, 0.3));
    expect(small.calls.some((c) => c.startsWith('fillText'))).toBe(false);
  });

  it('rings the focused node in the focus colour', () => {
    const n = node({});
    const { ctx, calls } = recorder();
    paintRaster(ctx, frame([n], 2, n));
    expect(calls.slice(-5)).toEqual([
      'strokeStyle=blue',
      'lineWidth=2',
      'beginPath()',
      `arc(10,10,16,0,${2 * Math.PI})`,
      'stroke()'
    ]);
  });
});
