import type { AnalysisPort, Question } from '../../core/session/analysis-port.ts';
import { QUESTIONS } from '../../core/session/questions.ts';
import type { RowQuery } from '../../core/session/row-query.ts';
import type { AnalysisWorkerState, WorkerResult } from './analysis-worker.svelte.ts';

const ports = new WeakMap<WorkerResult, AnalysisPort>();

/**
 * The analysis the worker holds (large designs), asked with one generic message per question:
 * one port per worker result. An answer from another analysis (the worker moved on) is null,
 * as is one the worker never gave (it was cancelled or went away).
 */
export function workerPort(worker: AnalysisWorkerState, result: WorkerResult): AnalysisPort {
  const known = ports.get(result);
  if (known) return known;
  const ask =
    (question: Question) =>
    async (...args: readonly unknown[]) => {
      const r = await worker.call(question, args);
      return r && r.rev === result.rev ? r.value : null;
    };
  const ahead = result.prefetched;
  const port = {
    revision: result.rev,
    local: null,
    summary: result.summary,
    ...Object.fromEntries(QUESTIONS.map((q) => [q, ask(q)])),
    // The window the page showed before the edit came back with the analysis: no round trip.
    window: (query: RowQuery, from: number, to: number) =>
      ahead && ahead.from === from && ahead.to === to && sameQuery(ahead.query, query)
        ? Promise.resolve(ahead.window)
        : ask('window')(query, from, to)
  } as unknown as AnalysisPort; // built from QUESTIONS at run time: no static shape to check
  ports.set(result, port);
  return port;
}

function sameQuery(a: RowQuery, b: RowQuery): boolean {
  return (
    a.table === b.table &&
    a.view === b.view &&
    a.collapse.all === b.collapse.all &&
    a.collapse.toggled.length === b.collapse.toggled.length &&
    a.collapse.toggled.every((id, i) => id === b.collapse.toggled[i])
  );
}
