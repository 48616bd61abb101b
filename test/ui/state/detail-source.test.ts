import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { emptyMap, type AttributeMap } from '../../../src/core/model/attribute-value.ts';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { AnalysisSession } from '../../../src/core/session/analysis-session.ts';
import { countFindings } from '../../../src/core/findings/count-findings.ts';
import {
  pageDetailSource,
  workerDetailSource,
  type DetailSource
} from '../../../src/ui/state/detail-source.ts';
import { example } from '../../helpers/example.ts';
import { setupWorkerState } from './fake-worker.ts';

const huge: AttributeMap = Object.assign(emptyMap(), {
  Author: { S: 'Huge' },
  Title: { S: 'Huge' },
  text: { S: 'x'.repeat(200_000) }
});

describe('DetailSource', () => {
  it('answers the same from the page and from the worker', async () => {
    const design = editDesign(example('library-author-only'), {
      kind: 'add-items',
      owner: { kind: 'entity', index: 0 },
      items: [huge]
    });
    const analysis = analyzeDesign(design);
    const page = pageDetailSource(new AnalysisSession(design, analysis));
    const { state, drain } = setupWorkerState();
    state.request(design);
    await drain();
    const worker = workerDetailSource(state, state.result!);
    /** Ask both sources; the worker's answer comes once its messages are drained. */
    const both = async <T>(ask: (s: DetailSource) => Promise<T>): Promise<[T, T]> => {
      const fromWorker = ask(worker);
      await drain();
      return [await ask(page), await fromWorker];
    };

    expect(worker.findingCount).toBe(page.findingCount);
    expect(worker.findingCounts).toEqual(page.findingCounts);
    expect(page.findingCounts).toEqual(countFindings(analysis.findings));
    const resolved = analysis.tables[0]!.resolved;
    let overwritten = 0;
    let cut = 0;
    for (let order = 0; order < resolved.count; order++) {
      for (const whole of [false, true]) {
        const [a, b] = await both((s) => s.item(0, order, whole));
        expect(a).not.toBeNull();
        expect(b).toEqual(a);
        if (a!.overwrittenBy) overwritten++;
        if (a!.cut.size) cut++;
      }
    }
    expect(overwritten).toBeGreaterThan(0);
    expect(cut).toBe(1);
    for (const f of analysis.findings) {
      const [a, b] = await both((s) => s.findingItem(f.path));
      expect(b).toEqual(a);
    }
    const [a, b] = await both((s) => s.findings(1, 4, null));
    expect(a!.findings).toEqual(analysis.findings.slice(1, 4));
    expect(b).toEqual(a);
  });

  it('a worker source answers null once the worker holds a newer analysis', async () => {
    const design = example('gaming');
    const { state, drain } = setupWorkerState();
    state.request(design);
    await drain();
    const old = workerDetailSource(state, state.result!);
    state.request({ ...design, name: 'newer' });
    await drain();
    const fresh = workerDetailSource(state, state.result!);
    expect(fresh).not.toBe(old);
    const stale = old.item(0, 0, false);
    const current = fresh.item(0, 0, false);
    await drain();
    expect(await stale).toBeNull();
    expect((await current)?.source).toBe('$.entities[0].items[0]');
  });
});
