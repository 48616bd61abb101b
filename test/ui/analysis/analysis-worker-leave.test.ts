// AnalysisWorkerState.leave: the worker ended as the page is being left, and what it held
// rebuilt in a new worker if the page stays after all or is shown again.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RowQuery } from '../../../src/core/session/row-query.ts';
import type { RowWindow } from '../../../src/core/rows/view-rows.ts';
import { editRemote } from '../../../src/ui/analysis/edit-remote.ts';
import { generateRemote } from '../../../src/ui/analysis/generate-remote.ts';
import { example } from '../../helpers/example.ts';
import { testBlob } from '../../helpers/test-blobs.ts';
import { setupWorkerState } from './fake-worker.ts';

const TABLE_VIEW: RowQuery = { table: 0, view: 0, collapse: { all: false, toggled: [] } };

/** A design of 1,500 generated items, analysed in the (fake) worker. */
async function analysed() {
  const setup = setupWorkerState();
  const design = generateRemote(example('library'), 500, 1);
  setup.state.request(design);
  await setup.drain();
  return { ...setup, design };
}

describe('AnalysisWorkerState.leave', () => {
  it('ends the worker and keeps the last result', async () => {
    const { state, workers } = await analysed();
    const before = state.result;
    state.leave();
    expect([workers[0]!.terminated, state.result]).toEqual([true, before]);
  });

  it('answers a window asked after it from a new worker with the last result restored', async () => {
    const { state, workers, drain, design } = await analysed();
    state.leave();
    const rows = state.call('window', [TABLE_VIEW, 0, 5]);
    await drain(workers[1]!);
    const answer = await rows;
    expect([workers.length, state.result!.design === design]).toEqual([2, true]);
    expect((answer!.value as RowWindow).rows.length).toBe(5);
  });

  it('restores the last result when the page is shown again, counting no new run', async () => {
    const { state, workers, drain } = await analysed();
    state.leave();
    state.back();
    await drain(workers[1]!);
    expect([workers.length, state.completed, state.running]).toEqual([2, 1, false]);
  });

  it('analyses again the design that was running when the page was left', async () => {
    const { state, workers, drain, design } = await analysed();
    const edited = editRemote(design, { kind: 'set-sort-key', table: 0, sortKey: null });
    state.request(edited);
    state.leave();
    state.back();
    await drain(workers[1]!);
    expect([state.result!.design === edited, state.completed, state.running]).toEqual([
      true,
      2,
      false
    ]);
  });

  it('analyses a design asked for after it, after the last result is restored', async () => {
    const { state, workers, drain, design } = await analysed();
    state.leave();
    const renamed = editRemote(design, { kind: 'rename-design', name: 'Renamed' });
    state.request(renamed);
    await drain(workers[1]!);
    expect([workers.length, state.result!.design === renamed, state.completed]).toEqual([
      2,
      true,
      2
    ]);
  });

  it('analyses only the newest design when one was waiting as the page was left', async () => {
    const { state, workers, drain, design } = await analysed();
    const a = editRemote(design, { kind: 'rename-design', name: 'A' });
    const b = editRemote(design, { kind: 'rename-design', name: 'B' });
    state.request(a);
    state.request(b);
    state.leave();
    state.back();
    await drain(workers[1]!);
    expect([state.result!.design === b, state.completed]).toEqual([true, 2]);
  });

  it('restores a design opened in a worker of its own, whose file the new worker reads again', async () => {
    const bytes = readFileSync('test/fixtures/workbench/AnOnlineShop_facets.json');
    const { state, workers, drain } = setupWorkerState();
    const job = state.open(testBlob(new Uint8Array(bytes)), 'shop.json');
    await drain(workers[0]!);
    const load = await job.result;
    if (!load?.loaded.ok || !load.held) throw new Error('did not open');
    state.adopt(load.held);
    state.request(load.loaded.design);
    await drain(workers[0]!);
    const before = state.result!;
    state.leave();
    state.back();
    await drain(workers[1]!);
    expect([workers.length, state.result!.summary]).toEqual([2, before.summary]);
  });
});
