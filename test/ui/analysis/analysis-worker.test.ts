import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import { countItems } from '../../../src/core/items/count-items.ts';
import type { RowQuery } from '../../../src/core/session/row-query.ts';
import type { RowWindow } from '../../../src/core/rows/view-rows.ts';
import type { WorkerRequest } from '../../../src/workers/analysis-messages.ts';
import { setupWorkerState } from './fake-worker.ts';
import { PART_ITEMS } from '../../../src/ui/analysis/worker-outbox.ts';
import { AnalysisSession } from '../../../src/core/session/analysis-session.ts';
import { editRemote } from '../../../src/ui/analysis/edit-remote.ts';
import { generateRemote } from '../../../src/ui/analysis/generate-remote.ts';
import {
  holdsRemoteItems,
  pageHeldItems,
  REMOTE_ITEM
} from '../../../src/ui/analysis/remote-items.ts';
import { example } from '../../helpers/example.ts';
import { readFileSync } from 'node:fs';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { exportDesign } from '../../../src/core/export/export-design.ts';
import { importDesignText } from '../../../src/core/formats/import-design-text.ts';
import { encodeShareLink } from '../../../src/core/share/encode-share-link.ts';
import { serializeDesign } from '../../../src/store/serialize-design.ts';
import { testBlob } from '../../helpers/test-blobs.ts';

const TABLE_VIEW: RowQuery = { table: 0, view: 0, collapse: { all: false, toggled: [] } };

describe('AnalysisWorkerState', () => {
  it('gets a small summary and windows of rows, never the analysis', async () => {
    const { state, drain } = setupWorkerState();
    const design: Design = example('gaming');
    state.request(design);
    expect(state.running).toBe(true);
    await drain();
    expect(state.running).toBe(false);
    expect(state.completed).toBe(1);
    const want = analyzeDesign(design);
    expect(state.result!.summary.findings).toEqual(want.findings);
    expect(state.result!.summary.findingCount).toBe(want.findings.length);
    expect(Object.keys(state.result!).sort()).toEqual(['design', 'prefetched', 'rev', 'summary']);
    expect(state.result!.summary.tables[0]!.views[0]!.collections).toBe(
      want.tables[0]!.views[0]!.collections.length
    );
    const rows = state.call('window', [TABLE_VIEW, 0, 10]);
    await drain();
    const got = (await rows)!;
    expect(got.rev).toBe(state.result!.rev);
    expect((got.value as RowWindow).rows).toHaveLength(10);
    expect(state.rowsReceived).toBe(10);
  });

  it('makes its worker ahead when prepared, and analyses in that one', async () => {
    const { state, workers, drain } = setupWorkerState();
    expect(workers).toHaveLength(0);
    state.prepare();
    expect(workers).toHaveLength(1);
    expect(workers[0]!.inbox).toHaveLength(0);
    state.request(example('gaming'));
    await drain();
    expect(workers).toHaveLength(1);
    expect(state.completed).toBe(1);
  });

  it('generates large item sets in the worker: the page holds placeholders only', async () => {
    const { state, workers, drain } = setupWorkerState();
    const base = example('gaming');
    const design = generateRemote(base, 2000, 7);
    expect(holdsRemoteItems(design)).toBe(true);
    expect(countItems(design)).toBe(countItems(base) + 2000 * base.entities.length);
    expect(pageHeldItems(design)).toBe(0);
    expect(design.entities[0]!.items[0]).toBe(REMOTE_ITEM);
    state.request(design);
    // The message carries the recipe, not the items.
    expect(
      JSON.stringify(workers[0]!.inbox[0], (_k, v: unknown) => (v instanceof Map ? [...v] : v))
        .length
    ).toBeLessThan(20_000);
    await drain();
    const real = analyzeDesign(generateDesignItems(base, 2000, 7));
    expect(state.result!.summary.tables[0]!.views[0]!.itemCount).toBe(
      real.tables[0]!.views[0]!.itemCount
    );

    // A template edit posts no items and re-keys in the worker.
    const edited = editRemote(design, {
      kind: 'set-key-template',
      entity: 0,
      attribute: 'PK',
      template: 'U#${username}'
    });
    state.request(edited);
    const sent = workers[0]!.inbox[0] as Extract<WorkerRequest, { kind: 'analyse' }>;
    expect(sent.wire.arrays.size).toBe(0);
    await drain();
    const found = state.call('locate', [TABLE_VIEW, { kind: 'text', text: 'U#' }]);
    await drain();
    expect((await found)!.value).not.toBeNull();

    // Deleting a worker-held item is replayed there.
    const fewer = editRemote(edited, {
      kind: 'delete-item',
      owner: { kind: 'entity', index: 0 },
      index: 0
    });
    expect(fewer.entities[0]!.items.length).toBe(edited.entities[0]!.items.length - 1);
    state.request(fewer);
    await drain();
    expect(state.error).toBe('');
    expect(state.result!.design).toBe(fewer);
  });

  it('posts a large design’s new items ahead in slices, one task each, then the design', async () => {
    const { state, workers, drain, tasks } = setupWorkerState();
    const design = generateDesignItems(example('gaming'), 1500, 3);
    state.request(design);
    const inbox = workers[0]!.inbox;
    // One slice per task: the page never copies more than PART_ITEMS items in one go.
    const posted: number[] = [inbox.length];
    while (tasks.length) {
      tasks.shift()!();
      posted.push(inbox.length);
    }
    expect(posted).toEqual(posted.map((_, i) => i + 1));
    const kinds = inbox.map((m) => m.kind);
    expect(kinds.at(-1)).toBe('analyse');
    expect(kinds.slice(0, -1).every((k) => k === 'part')).toBe(true);
    const parts = inbox.filter((m) => m.kind === 'part');
    expect(parts.every((p) => p.items.length <= PART_ITEMS)).toBe(true);
    expect(parts.reduce((n, p) => n + p.items.length, 0)).toBe(countItems(design));
    await drain();
    const want = analyzeDesign(design);
    expect(state.result!.summary.findings).toEqual(want.findings);
    expect(state.result!.summary.tables).toEqual(new AnalysisSession(design, want).tables);
  });

  it('keeps one run going and only the latest waiting design', async () => {
    const { state, workers, drain } = setupWorkerState();
    const design = example('library');
    state.request(design);
    const a = { ...design, name: 'a' };
    const b = { ...design, name: 'b' };
    state.request(a);
    state.request(b);
    expect(workers[0]!.inbox).toHaveLength(1);
    await drain();
    expect(state.completed).toBe(2);
    expect(state.result!.design).toBe(b);
  });

  it('cancels by terminating; the last result is restored in a fresh worker', async () => {
    const { state, workers, drain } = setupWorkerState();
    const design = generateRemote(example('library'), 500, 1);
    state.request(design);
    await drain();
    const before = state.result!;
    state.request(editRemote(design, { kind: 'set-sort-key', table: 0, sortKey: null }));
    state.cancel();
    expect(workers[0]!.terminated).toBe(true);
    expect(state.running).toBe(false);
    await drain();
    expect(state.result!.design).toBe(before.design);
    expect(state.result!.rev).not.toBe(before.rev);
    const rows = state.call('window', [TABLE_VIEW, 0, 5]);
    await drain();
    expect(((await rows)!.value as RowWindow).rows.length).toBe(5);
  });

  it("asks the graphs' questions of the worker's analysis, tagged with its revision", async () => {
    const { state, drain } = setupWorkerState();
    const design = example('gaming');
    state.request(design);
    await drain();
    const rev = state.result!.rev;
    const page = new AnalysisSession(design, analyzeDesign(design)).graphs();
    const query = { table: 0, view: 1, expanded: null };
    const attention = { entity: 'Game', item: null, collection: null, pattern: null };
    const asked = [
      state.call('entityGraph', []),
      state.call('itemGraph', [query]),
      state.call('graphLights', [attention, true, query]),
      state.call('entityCollections', [0, 0, 'Game'])
    ];
    await drain();
    const [entities, items, lights, collections] = await Promise.all(asked);
    expect(entities).toEqual({ rev, value: structuredClone(page.entity()) });
    expect(items).toEqual({ rev, value: structuredClone(page.items(query)) });
    expect(lights).toEqual({
      rev,
      value: page.lights(attention, { entities: true, items: query })
    });
    expect(collections).toEqual({ rev, value: page.entityCollections(0, 0, 'Game') });
  });

  it('answers graph questions with null once the worker is gone', async () => {
    const { state, drain } = setupWorkerState();
    state.request(example('gaming'));
    await drain();
    const pending = state.call('entityGraph', []);
    state.dispose();
    expect(await pending).toBeNull();
    expect(await state.call('itemGraph', [{ table: 0, view: 0, expanded: null }])).toBeNull();
  });
});

describe('AnalysisWorkerState: designs opened in a worker', () => {
  const bytes = readFileSync('test/fixtures/workbench/AnOnlineShop_facets.json');
  const real = (() => {
    const r = importDesignText(new Uint8Array(bytes), 'shop.json');
    if (!r.ok) throw new Error('did not load');
    return r.design;
  })();

  async function openedIn() {
    const setup = setupWorkerState();
    const { state, workers, drain } = setup;
    // A design analysed before, in a worker of its own.
    state.request(example('gaming'));
    await drain();
    const job = state.open(testBlob(new Uint8Array(bytes)), 'shop.json');
    expect(workers).toHaveLength(2);
    await drain(workers[1]!);
    const load = await job.result;
    if (!load?.loaded.ok || !load.held) throw new Error('did not open');
    state.adopt(load.held);
    expect(workers[0]!.terminated).toBe(true);
    expect(state.result).toBeNull();
    return { ...setup, design: load.loaded.design };
  }

  it('adopts the worker that opened a design: the analysis sends no items and matches the page’s', async () => {
    const { state, workers, drain, design } = await openedIn();
    state.request(design);
    const sent = workers[1]!.inbox.at(-1) as Extract<WorkerRequest, { kind: 'analyse' }>;
    expect(sent.wire.arrays.size).toBe(0);
    await drain();
    const want = analyzeDesign(real);
    expect(state.result!.summary.findings).toEqual(want.findings);
    expect(state.result!.summary.tables).toEqual(new AnalysisSession(real, want).tables);
  });

  it('a cancelled analysis restores in a fresh worker, which reads the file again', async () => {
    const { state, workers, drain, design } = await openedIn();
    state.request(design);
    await drain();
    const before = state.result!;
    state.request(editRemote(design, { kind: 'rename-design', name: 'Renamed' }));
    state.cancel();
    expect(workers[1]!.terminated).toBe(true);
    await drain(workers[2]!);
    expect(state.result!.design).toBe(before.design);
    expect(state.result!.summary).toEqual(before.summary);
  });

  it('writes the stored text, exports and links of the design in the worker', async () => {
    const { state, drain, design } = await openedIn();
    const edit = { kind: 'delete-item', owner: { kind: 'entity', index: 1 }, index: 0 } as const;
    const edited = editRemote(design, edit);
    const text = state.designText(edited);
    await drain();
    expect(await (await text).text()).toBe(await serializeDesign(editDesign(real, edit)));
    const request = { to: 'keyscope' as const, format: 'json' as const, now: new Date(0) };
    const exported = state.exportDesign(design, request);
    const link = state.shareLink(design);
    await drain();
    const r = await exported;
    const page = exportDesign(real, request);
    expect(r.ok && page.ok && (await r.text.text()) === page.text).toBe(true);
    expect(await link).toEqual(await encodeShareLink(real));
  });

  it('says so when the worker stops before writing', async () => {
    const { state, design } = await openedIn();
    const text = state.designText(design);
    state.dispose();
    await expect(text).rejects.toThrow(/stopped before the design was written/);
  });
});
