import { describe, expect, it, vi } from 'vitest';
import type { RowWindow } from '../../../src/core/rows/view-rows.ts';
import type {
  AnalysisWorkerState,
  WorkerResult
} from '../../../src/ui/state/analysis-worker.svelte.ts';
import { workerRowSource } from '../../../src/ui/table/row-source.ts';

const window: RowWindow = { total: 3, from: 0, to: 2, columns: [], moreColumns: 0, rows: [] };
const query = { table: 0, view: 1, collapse: { all: false, toggled: ['a', 'b'] } };

function setup() {
  const asked = { rev: 7, window: { ...window, total: 99 } };
  const rows = vi.fn(async () => asked);
  const worker = { rows, locate: vi.fn() } as unknown as AnalysisWorkerState;
  const result = {
    rev: 7,
    summary: { tables: [] },
    prefetched: { query, from: 0, to: 40, window }
  } as unknown as WorkerResult;
  return { source: workerRowSource(worker, result), rows, asked };
}

describe('workerRowSource', () => {
  it('answers the window the worker prefetched with the analysis, without asking again', async () => {
    const { source, rows } = setup();
    const same = { ...query, collapse: { all: false, toggled: ['a', 'b'] } };
    expect(await source.window(same, 0, 40)).toEqual({ rev: 7, window });
    expect(rows).not.toHaveBeenCalled();
  });

  it.each([
    ['another range', query, 40, 80],
    ['another view', { ...query, view: 0 }, 0, 40],
    ['other collapsed collections', { ...query, collapse: { all: false, toggled: ['a'] } }, 0, 40],
    ['all collapsed', { ...query, collapse: { all: true, toggled: ['a', 'b'] } }, 0, 40]
  ])('asks the worker for %s', async (_, q, from, to) => {
    const { source, rows, asked } = setup();
    expect(await source.window(q, from, to)).toBe(asked);
    expect(rows).toHaveBeenCalledWith(q, from, to);
  });
});
