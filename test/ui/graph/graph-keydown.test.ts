import { describe, expect, it } from 'vitest';
import { graphKeydown } from '../../../src/ui/graph/graph-keydown.ts';

const nodes = [
  { id: 'a', x: 0, y: 0 },
  { id: 'b', x: 50, y: 5 },
  { id: 'c', x: 0, y: 80 }
];

function press(key: string, from = 0) {
  const done: string[] = [];
  let prevented = false;
  graphKeydown({ key, preventDefault: () => void (prevented = true) }, nodes, from, {
    activate: (n) => done.push(`activate ${n.id}`),
    zoomBy: (f) => done.push(`zoom ${f}`),
    moveTo: (i) => done.push(`move ${nodes[i]!.id}`)
  });
  return { done, prevented };
}

describe('graphKeydown', () => {
  it('activates the node with Enter or Space', () => {
    expect(press('Enter', 1)).toEqual({ done: ['activate b'], prevented: true });
    expect(press(' ', 2)).toEqual({ done: ['activate c'], prevented: true });
  });

  it('zooms in with + or = and out with −', () => {
    expect(press('+')).toEqual({ done: ['zoom 1.25'], prevented: true });
    expect(press('=')).toEqual({ done: ['zoom 1.25'], prevented: true });
    expect(press('-')).toEqual({ done: ['zoom 0.8'], prevented: true });
  });

  it('moves between nodes with arrows, Home and End', () => {
    expect(press('ArrowRight')).toEqual({ done: ['move b'], prevented: true });
    expect(press('ArrowDown')).toEqual({ done: ['move c'], prevented: true });
    expect(press('End')).toEqual({ done: ['move c'], prevented: true });
    expect(press('Home', 2)).toEqual({ done: ['move a'], prevented: true });
  });

  it('leaves other keys, a way with no node and a missing node to the browser', () => {
    expect(press('x')).toEqual({ done: [], prevented: false });
    expect(press('ArrowLeft')).toEqual({ done: [], prevented: false });
    expect(press('Enter', 5)).toEqual({ done: [], prevented: false });
  });
});
