import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { AnalysisWorkerState } from '../../../src/ui/state/analysis-worker.svelte.ts';
import { slimAnalysis } from '../../../src/workers/slim-analysis.ts';
import { DesignReceiver, type WireDesign } from '../../../src/workers/wire-design.ts';
import { example } from '../../core/studio/examples.ts';

/** A stand-in Worker that runs the real analysis when told to, through structured clones. */
class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  inbox: { id: number; wire: WireDesign }[] = [];
  #receiver = new DesignReceiver();
  postMessage(message: { id: number; wire: WireDesign }): void {
    this.inbox.push(structuredClone(message));
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Answer the oldest message as the real worker would. */
  answer(): void {
    const { id, wire } = this.inbox.shift()!;
    const analysis = slimAnalysis(analyzeDesign(this.#receiver.decode(wire)));
    this.onmessage?.({ data: structuredClone({ id, kind: 'done', analysis }) } as MessageEvent);
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const state = new AnalysisWorkerState(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w as unknown as Worker;
  });
  return { state, workers };
}

describe('AnalysisWorkerState', () => {
  it('delivers the worker’s analysis with the page’s own items put back', () => {
    const { state, workers } = setup();
    const design: Design = example('gaming');
    state.request(design);
    expect(state.running).toBe(true);
    workers[0]!.answer();
    expect(state.running).toBe(false);
    expect(state.completed).toBe(1);
    const got = state.result!.analysis;
    const want = analyzeDesign(design);
    expect(got.findings).toEqual(want.findings);
    expect(got.tables[0]!.views.map((v) => v.collections.map((c) => c.id))).toEqual(
      want.tables[0]!.views.map((v) => v.collections.map((c) => c.id))
    );
    // Items are the design's own objects again, not clones.
    expect(got.tables[0]!.resolved.items[0]!.attributes).toBe(design.entities[0]!.items[0]);
    expect(got.tables[0]!.table).toBe(design.tables[0]);
  });

  it('sends item arrays once: a later template edit posts no items', () => {
    const { state, workers } = setup();
    const design = example('gaming');
    state.request(design);
    workers[0]!.answer();
    const edited = {
      ...design,
      entities: design.entities.map((e, i) =>
        i === 0 ? { ...e, keys: { ...e.keys, PK: 'U#${username}' } } : e
      )
    };
    state.request(edited);
    expect(workers[0]!.inbox[0]!.wire.arrays.size).toBe(0);
    workers[0]!.answer();
    expect(
      state.result!.analysis.tables[0]!.views[0]!.collections.some((c) => c.id === 'U#johnny')
    ).toBe(true);
  });

  it('cancels by terminating the worker; a new request starts a fresh one and resends the items', () => {
    const { state, workers } = setup();
    const design = example('library');
    state.request(design);
    state.request(design); // the first run is abandoned
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[1]!.inbox[0]!.wire.arrays.size).toBeGreaterThan(0);
    state.cancel();
    expect(state.running).toBe(false);
    expect(workers[1]!.terminated).toBe(true);
    expect(state.result).toBeNull();
  });
});
