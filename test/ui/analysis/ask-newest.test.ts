import { describe, expect, it } from 'vitest';
import type { AnalysisPort } from '../../../src/core/session/analysis-port.ts';
import type { RowQuery } from '../../../src/core/session/row-query.ts';
import { askNewest } from '../../../src/ui/analysis/ask-newest.ts';
import { workerPort } from '../../../src/ui/analysis/worker-port.ts';
import { example } from '../../helpers/example.ts';
import { setupWorkerState } from './fake-worker.ts';

const design = example('gaming');
const query: RowQuery = { table: 0, view: 0, collapse: { all: false, toggled: [] } };

/** The worker's state with one analysis done; `newest` is the port the page would show. */
async function analysed() {
  const { state, drain } = setupWorkerState();
  state.request(design);
  await drain();
  const newest = () => (state.result ? workerPort(state, state.result) : null);
  const asked: AnalysisPort[] = [];
  const locate = (text: string) => (port: AnalysisPort) => {
    asked.push(port);
    return port.locate(query, { kind: 'text', text });
  };
  return { state, drain, newest, asked, locate };
}

describe('askNewest', () => {
  it('asks again of the newer analysis when the worker moved on while the question waited', async () => {
    const { state, drain, newest, asked, locate } = await analysed();
    const first = newest()!;
    state.request({ ...design, name: 'Renamed' }); // an edit, analysed before the question
    const answer = askNewest(newest, locate('GAME#'));
    await drain();
    await drain();
    expect(await answer).toMatchObject({ row: 0 });
    expect(asked.map((p) => p.revision)).toEqual([first.revision, state.result!.rev]);
  });

  it("takes the newest port's null as the answer (nothing starts with the text)", async () => {
    const { drain, newest, asked, locate } = await analysed();
    const answer = askNewest(newest, locate('NOPE#'));
    await drain();
    expect(await answer).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('asks nothing when there is no analysis', async () => {
    const asked: AnalysisPort[] = [];
    const answer = await askNewest(
      () => null,
      async (port) => (asked.push(port), null)
    );
    expect(answer).toBeNull();
    expect(asked).toEqual([]);
  });
});
