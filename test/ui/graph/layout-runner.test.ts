import { describe, expect, it } from 'vitest';
import type { LayoutRequest } from '../../../src/core/graph/layout-types.ts';
import { LAYOUT_WORKER_THRESHOLD, runLayout } from '../../../src/core/graph/run-layout.ts';
import { LayoutRunner } from '../../../src/ui/graph/layout-runner.ts';

/** A layout worker in Node: runs the real runLayout when told to, through structured clones. */
class FakeLayoutWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  inbox: { id: number; request: LayoutRequest }[] = [];
  terminated = false;
  postMessage(m: { id: number; request: LayoutRequest }): void {
    this.inbox.push(structuredClone(m));
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(): void {
    for (const m of this.inbox.splice(0))
      this.onmessage?.({
        data: structuredClone({ id: m.id, layout: runLayout(m.request) })
      } as MessageEvent);
  }
}

function request(n: number, seed = 1): LayoutRequest {
  const nodes = Array.from({ length: n }, (_, i) => ({ id: `n${i}`, r: 12 }));
  const edges = nodes.slice(1).map((node, i) => ({ source: nodes[i]!.id, target: node.id }));
  return { algorithm: 'force', nodes, edges, seed };
}

function setup() {
  const workers: FakeLayoutWorker[] = [];
  const runner = new LayoutRunner(() => {
    const w = new FakeLayoutWorker();
    workers.push(w);
    return w as unknown as Worker;
  });
  return { runner, workers };
}

describe('LayoutRunner', () => {
  const small = request(20);
  const big = request(Math.ceil(LAYOUT_WORKER_THRESHOLD / 2) + 5);

  it('lays out a small graph on the page, with no worker', async () => {
    const { runner, workers } = setup();
    expect(LayoutRunner.offPage(small)).toBe(false);
    expect(await runner.run(small)).toEqual(runLayout(small));
    expect(workers).toHaveLength(0);
  });

  it('sends a graph above the threshold to the worker and gives back its layout', async () => {
    const { runner, workers } = setup();
    expect(LayoutRunner.offPage(big)).toBe(true);
    const pending = runner.run(big);
    expect(workers).toHaveLength(1);
    workers[0]!.answer();
    expect(await pending).toEqual(runLayout(big));
    // The worker is kept for the next one.
    const again = runner.run(request(big.nodes.length, 2));
    expect(workers).toHaveLength(1);
    workers[0]!.answer();
    expect(await again).toEqual(runLayout(request(big.nodes.length, 2)));
  });

  it('answers only the latest request: an older one resolves null and its worker stops', async () => {
    const { runner, workers } = setup();
    const first = runner.run(big);
    const second = runner.run(request(big.nodes.length, 9));
    expect(await first).toBeNull();
    expect(workers[0]!.terminated).toBe(true);
    workers[1]!.answer();
    expect(await second).toEqual(runLayout(request(big.nodes.length, 9)));
    // A small one after a big one still waiting also wins.
    const third = runner.run(big);
    expect(await runner.run(small)).toEqual(runLayout(small));
    expect(await third).toBeNull();
  });

  it('gives up on a failed worker and starts a new one for the next request', async () => {
    const { runner, workers } = setup();
    const pending = runner.run(big);
    workers[0]!.onerror?.();
    expect(await pending).toBeNull();
    const next = runner.run(big);
    expect(workers).toHaveLength(2);
    workers[1]!.answer();
    expect(await next).toEqual(runLayout(big));
    runner.dispose();
    expect(workers[1]!.terminated).toBe(true);
  });
});
