import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { AnalysisSession } from '../../../src/core/session/analysis-session.ts';
import { pageGraphSource, workerGraphSource } from '../../../src/ui/graph/graph-source.ts';
import { example } from '../../helpers/example.ts';
import { setupWorkerState } from '../state/fake-worker.ts';

const query = { table: 0, view: 0, expanded: null };
const attention = { entity: 'User', item: null, collection: null, pattern: 0 };

describe('graph sources', () => {
  it('answer alike from the page and from the worker', async () => {
    const design = example('gaming');
    const session = new AnalysisSession(design, analyzeDesign(design));
    const page = pageGraphSource(session, design);
    const { state, drain } = setupWorkerState();
    state.request(design);
    await drain();
    const worker = workerGraphSource(state, state.result!);
    expect(worker.revision).toBe(state.result!.rev);
    const ask = (s: typeof page) => [
      s.entity(),
      s.items(query),
      s.lights(attention, true, query),
      s.entityCollections(0, 1, 'User')
    ];
    const fromPage = await Promise.all(ask(page));
    const asked = ask(worker);
    await drain();
    expect(await Promise.all(asked)).toEqual(structuredClone(fromPage));
    expect(fromPage[3]).toEqual(session.graphs().entityCollections(0, 1, 'User'));
  });

  it('keep one page source per session and design, with its own revision', () => {
    const design = example('gaming');
    const session = new AnalysisSession(design, analyzeDesign(design));
    const a = pageGraphSource(session, design);
    expect(pageGraphSource(session, design)).toBe(a);
    const renamed = editDesign(design, { kind: 'rename-design', name: 'Arcade' });
    const b = pageGraphSource(session, renamed);
    expect(b).not.toBe(a);
    expect(b.revision).not.toBe(a.revision);
  });

  it("answer null from the worker once its analysis is another result's", async () => {
    const { state, drain } = setupWorkerState();
    const design = example('gaming');
    state.request(design);
    await drain();
    const old = workerGraphSource(state, state.result!);
    state.request(editDesign(design, { kind: 'rename-design', name: 'Arcade' }));
    await drain();
    expect(workerGraphSource(state, state.result!)).not.toBe(old);
    const answers = [
      old.entity(),
      old.items(query),
      old.lights(attention, true, null),
      old.entityCollections(0, 0, 'User')
    ];
    await drain();
    expect(await Promise.all(answers)).toEqual([null, null, null, null]);
  });
});
