import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { AnalysisSession } from '../../../src/core/session/analysis-session.ts';
import type { AnalysisPort, Question } from '../../../src/core/session/analysis-port.ts';
import { QUESTIONS } from '../../../src/core/session/questions.ts';
import { pagePort } from '../../../src/ui/analysis/page-port.ts';
import { workerPort } from '../../../src/ui/analysis/worker-port.ts';
import { example } from '../../helpers/example.ts';
import { setupWorkerState } from './fake-worker.ts';

const design = example('gaming');
const open = { all: false, toggled: [] as string[] };
const items = { table: 0, view: 1, expanded: null };

/** Every question, with arguments, as a component asks it. */
const ASKED: readonly [Question, readonly unknown[]][] = [
  ['window', [{ table: 0, view: 0, collapse: open }, 0, 40]],
  [
    'locate',
    [
      { table: 0, view: 0, collapse: open },
      { kind: 'item', order: 3 }
    ]
  ],
  ['item', [0, 3, false]],
  ['findingItem', ['$.entities[0].items[0]']],
  ['findings', [0, 20, null]],
  ['heat', [2]],
  ['fixes', [1]],
  ['entityGraph', []],
  ['itemGraph', [items]],
  ['graphLights', [{ entity: 'Game', item: null, collection: null, pattern: 0 }, true, items]],
  ['entityCollections', [0, 1, 'UserGameMapping']],
  ['largestCollections', [0, 0, 10]],
  ['patternCode', [3, 'python']],
  // Gaming's index is not a synthetic key: the answer says why, alike on both sides.
  ['conversionPreview', ['battle-royale', 'InvertedIndex']]
];

async function ports() {
  const page = pagePort(new AnalysisSession(design, analyzeDesign(design)), design);
  const { state, drain } = setupWorkerState();
  state.request(design);
  await drain();
  const worker = workerPort(state, state.result!);
  const ask = async (port: AnalysisPort, q: Question, args: readonly unknown[]) => {
    const answer = (port[q] as (...a: readonly unknown[]) => Promise<unknown>)(...args);
    await drain();
    return answer;
  };
  return { page, worker, ask, state, drain };
}

describe('AnalysisPort', () => {
  // A new method on AnalysisSession is a new question at once (QUESTIONS): it gets its case
  // above. `preview` needs a fix the heat has found: test/ui/heat-report/heat-state.test.ts asks it.
  it.each(QUESTIONS.filter((q) => q !== 'preview'))('%s is asked above', (q) => {
    expect(ASKED.map(([asked]) => asked)).toContain(q);
  });

  it('reads its questions from AnalysisSession: a method there is a question here', () => {
    expect(QUESTIONS).toContain('largestCollections');
    expect(QUESTIONS).not.toContain('withDesign');
  });

  it.each(ASKED)('%s: the page and the worker answer alike', async (q, args) => {
    const { page, worker, ask } = await ports();
    const mine = await ask(page, q, args);
    expect(mine).not.toBeNull();
    expect(await ask(worker, q, args)).toEqual(structuredClone(mine));
  });

  it('gives the same summary either way', async () => {
    const { page, worker } = await ports();
    expect(worker.summary.tables).toEqual(structuredClone(page.summary.tables));
    expect(worker.summary.findingCount).toBe(page.summary.findingCount);
    expect(page.local).not.toBeNull();
    expect(worker.local).toBeNull();
  });

  it("answers null once the worker holds a newer analysis than the port's", async () => {
    const { worker, state, drain, ask } = await ports();
    state.request({ ...design, name: 'Renamed' });
    await drain();
    expect(state.result!.rev).not.toBe(worker.revision);
    expect(await ask(worker, 'item', [0, 3, false])).toBeNull();
    expect(await ask(workerPort(state, state.result!), 'item', [0, 3, false])).not.toBeNull();
  });
});
