import { describe, expect, it, vi } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { heatReport } from '../../../src/core/heat/heat-report.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import { StudioState } from '../../../src/ui/studio/studio-state.svelte.ts';
import { example } from '../../helpers/example.ts';
import { setupWorkerState } from '../analysis/fake-worker.ts';
import { HeatState } from '../../../src/ui/heat-report/heat-state.svelte.ts';

/**
 * A HeatState as the app runs it; Node's Svelte runs no effects, so `flush` runs the one the
 * constructor sets up (`refresh`), as Svelte would after each change.
 */
function heatHarness(studio: StudioState) {
  const heat = new HeatState(studio);
  let cleanup: (() => void) | undefined;
  const flush = () => {
    cleanup?.();
    cleanup = heat.refresh();
  };
  return { heat, flush, stop: () => cleanup?.() };
}

/**
 * A heat state over the gaming example with 7,000 generated items, analysed in a fake worker
 * (big enough that heat is asked of the worker); `asked` counts the heat calls it received.
 */
async function workerHeatHarness() {
  const { state: worker, workers, drain } = setupWorkerState();
  const studio = new StudioState(worker);
  const big = generateDesignItems(example('gaming'), 7000, 3);
  studio.open(big, 'big');
  worker.request(big);
  await drain();
  const asked = () =>
    workers.at(-1)!.inbox.filter((m) => m.kind === 'call' && m.question === 'heat').length;
  return { ...heatHarness(studio), worker, studio, big, drain, asked };
}

describe('HeatState', () => {
  it('heats a small design on the page once an edit rests, and follows the what-if scale', async () => {
    vi.useFakeTimers();
    try {
      const { state: worker } = setupWorkerState();
      const studio = new StudioState(worker);
      studio.open(example('library-language'), 'x');
      const { heat, stop, flush } = heatHarness(studio);
      flush();
      expect(heat.report).toBeNull();
      vi.runAllTimers();
      const d = studio.design!;
      expect(heat.report).toEqual(heatReport(d, analyzeDesign(d)));
      // Ranked: the index leaves every pattern answered; keying by title breaks one.
      expect(heat.fixes.map((f) => f.kind)).toEqual(['index', 'cache', 'key-attribute']);
      heat.scale = 0.5;
      flush();
      vi.advanceTimersByTime(249);
      expect(heat.report!.scale).toBe(1);
      vi.advanceTimersByTime(1);
      expect(heat.report!.scale).toBe(0.5);
      expect(heat.current).toBe(true);
      // Nothing keeps running once it is computed.
      expect(vi.getTimerCount()).toBe(0);
      // Another design: the old report is never shown for it.
      studio.open(example('gaming'), 'y');
      flush();
      expect(heat.report).toBeNull();
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies a fix as one undoable edit, and previews it first', async () => {
    vi.useFakeTimers();
    try {
      const { state: worker } = setupWorkerState();
      const studio = new StudioState(worker);
      studio.open(example('library-language'), 'x');
      const { heat, stop, flush } = heatHarness(studio);
      flush();
      vi.runAllTimers();
      const fix = heat.fixes.find((f) => f.kind === 'index')!;
      await heat.previewFix(fix);
      expect(heat.preview!.views).toHaveLength(2);
      expect(heat.outcome!.fixes).toBe(true);
      heat.apply(fix);
      expect(studio.design!.tables[0]!.globalSecondaryIndexes.map((g) => g.name)).toEqual([
        'ByBookTitle'
      ]);
      expect(heat.previewing).toBeNull();
      studio.undo();
      expect(studio.design!.tables[0]!.globalSecondaryIndexes).toEqual([]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a collection header a badge only where its heat reads at least 1%, and none without a workload', () => {
    vi.useFakeTimers();
    try {
      const { state: worker } = setupWorkerState();
      const studio = new StudioState(worker);
      studio.open(example('todo-graph'), 'x');
      const { heat, stop, flush } = heatHarness(studio);
      flush();
      vi.runAllTimers();
      const keys = heat.report!.views[0]!.keys;
      const cold = keys.filter((k) => Math.round(k.utilization * 100) === 0);
      const warm = keys.filter((k) => Math.round(k.utilization * 100) >= 1);
      expect(cold.length).toBeGreaterThan(0);
      expect(warm.length).toBeGreaterThan(0);
      for (const k of cold) expect(heat.headerHeat(k.id)).toBeNull();
      for (const k of warm) expect(heat.headerHeat(k.id)).toEqual(k);
      // The same design without a workload of its own: its default load is no forecast.
      studio.open({ ...studio.design!, workload: undefined } as never, 'y');
      flush();
      vi.runAllTimers();
      for (const k of heat.report!.views[0]!.keys) expect(heat.headerHeat(k.id)).toBeNull();
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the worker only once the heat is wanted, and only for the latest scale', async () => {
    const { drain, heat, stop, flush, asked } = await workerHeatHarness();
    flush();
    expect(asked()).toBe(0);
    heat.want();
    flush();
    expect(asked()).toBe(1);
    heat.scale = 2;
    flush();
    heat.scale = 3;
    flush();
    expect(asked()).toBe(1); // one at a time
    await drain();
    await drain();
    expect(heat.report?.scale).toBe(3);
    stop();
  });

  it('asks the worker at once for another scale, once edits rest for an edit, and not at all once the heat view lets go', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { worker, studio, big, drain, heat, stop, flush, asked } = await workerHeatHarness();
      const release = heat.want();
      flush();
      expect(asked()).toBe(1);
      await drain();
      expect(heat.report?.scale).toBe(1);
      // Another scale of the same design: asked for at once.
      heat.scale = 2;
      flush();
      expect(asked()).toBe(1);
      await drain();
      expect(heat.report?.scale).toBe(2);
      // An edit (a new analysis in the worker): asked for once edits have rested.
      const edited = { ...big, name: 'Edited' };
      studio.apply({ kind: 'rename-design', name: 'Edited' });
      worker.request(edited);
      await drain();
      flush();
      vi.advanceTimersByTime(249);
      expect(asked()).toBe(0);
      vi.advanceTimersByTime(1);
      expect(asked()).toBe(1);
      await drain();
      expect(heat.report).not.toBeNull();
      // The heat view gone (another tab shown): nothing more is asked of the worker.
      release();
      release();
      heat.scale = 3;
      flush();
      vi.runAllTimers();
      expect(asked()).toBe(0);
      // Shown again, it asks.
      heat.want();
      flush();
      vi.runAllTimers();
      expect(asked()).toBe(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the worker at once for an edit that rested before the heat view opened', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { worker, studio, big, drain, heat, stop, flush, asked } = await workerHeatHarness();
      const release = heat.want();
      flush();
      await drain();
      expect(heat.report).not.toBeNull();
      release();
      flush();
      // An edit while another tab is shown: its analysis seen (the effect runs), nothing asked.
      studio.apply({ kind: 'rename-design', name: 'Edited' });
      worker.request({ ...big, name: 'Edited' });
      await drain();
      flush();
      expect(asked()).toBe(0);
      vi.advanceTimersByTime(300);
      // The heat view opens 300 ms after the edit: the edit has rested, so heat is asked now.
      heat.want();
      flush();
      expect(asked()).toBe(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
